// The gallery page of the component tests: Playwright's `mount(story, props)` fixture opens it and
// calls window.mount({story, props}), which renders that story alone into #root, in the locale
// `props.locale` names (zh-Hans unless told), with the site's global styles (Infima, linked by index.html, and custom.css).
import {flushSync} from 'react-dom';
import {createRoot, type Root} from 'react-dom/client';
import '@site/src/css/custom.css';
import {setLocale} from './docusaurus';
import {stories} from './stories';

type MountParams = {story: string; props?: {locale?: 'zh-Hans' | 'en'} & Record<string, unknown>};

let root: Root | undefined;

const gallery = window as unknown as {mount(params: MountParams): Promise<void>; unmount(): Promise<void>};

gallery.mount = ({story, props = {}}) => {
  const Story = stories[story];
  if (!Story) throw new Error(`No story "${story}"; the gallery has ${Object.keys(stories).join(', ')}`);
  const {locale = 'zh-Hans', ...rest} = props;
  setLocale(locale);
  document.documentElement.lang = locale;
  root ??= createRoot(document.getElementById('root')!);
  // Rendered and committed before mount() returns; no StrictMode, as in the built site.
  flushSync(() => root!.render(<Story {...rest} />));
  return Promise.resolve();
};

gallery.unmount = () => {
  root?.unmount();
  root = undefined;
  return Promise.resolve();
};
