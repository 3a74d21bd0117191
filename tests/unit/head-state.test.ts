// The browser bundle's <Helmet> (src/plugins/lean-bundle/head) must arrive at the head that
// react-helmet-async writes into each page's HTML on the server, or every page load would change
// its own head. Each case renders the same <Helmet>s with react-helmet-async itself and compares.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement as h, Fragment, type ReactElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {Helmet, HelmetProvider} from 'react-helmet-async';
import {headState, TAG_TYPES, type HeadProps} from '@site/src/plugins/lean-bundle/head/state';

type Helmets = Record<string, {toComponent: () => unknown}>;

/** What react-helmet-async writes for these <Helmet>s (outer to inner, in tree order). */
function reference(instances: readonly HeadProps[]) {
  const context: {helmet?: Helmets} = {};
  // Nested as a page nests them: the site's defaults outside, the page's own inside.
  const tree = instances.reduceRight<ReactNode>((inner, props) => h(Fragment, null, h(Helmet, null, props.children), inner), null);
  renderToString(h(HelmetProvider, {context}, tree));
  const helmet = context.helmet!;
  const tags = (type: string) =>
    (helmet[type]!.toComponent() as ReactElement<Record<string, unknown>>[]).map(({props}) => {
      const {'data-rh': _managed, dangerouslySetInnerHTML, children, ...attributes} = props;
      const html = (dangerouslySetInnerHTML as {__html?: string} | undefined)?.__html;
      return {
        type,
        attributes: Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, String(v)])),
        text: html ?? (typeof children === 'string' ? children : ''),
      };
    });
  const title = (helmet.title!.toComponent() as ReactElement<{children?: unknown}>[])[0]?.props.children;
  return {
    title: typeof title === 'string' && title !== '' ? title : undefined,
    htmlAttributes: Object.fromEntries(Object.entries(helmet.htmlAttributes!.toComponent() as object).map(([k, v]) => [k, String(v)])),
    tags: TAG_TYPES.flatMap(tags),
  };
}

/** Ours, with React prop names as react-helmet-async's toComponent() gives them. */
function ours(instances: readonly HeadProps[]) {
  const state = headState(instances);
  const props = (attributes: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(attributes).map(([k, v]) => [{class: 'className', charset: 'charSet', hreflang: 'hrefLang'}[k] ?? k, v]),
    );
  return {
    title: state.title,
    htmlAttributes: props(state.htmlAttributes),
    tags: TAG_TYPES.flatMap((type) =>
      state.tags.filter((tag) => tag.type === type).map((tag) => ({...tag, attributes: props(tag.attributes)})),
    ),
  };
}

// As Docusaurus and this site write them: SiteMetadataDefaults, SiteMetadata, a blog post's page
// metadata with two tags and structured data, the html class names of nested providers.
const site: HeadProps = {
  children: [
    h('html', {key: 1, lang: 'zh-Hans', dir: 'ltr'}),
    h('title', {key: 2}, 'LexBoot'),
    h('meta', {key: 3, property: 'og:title', content: 'LexBoot'}),
    h('meta', {key: 4, name: 'viewport', content: 'width=device-width, initial-scale=1.0'}),
    false,
    h('link', {key: 5, rel: 'icon', href: '/img/favicon.svg'}),
  ],
};
const metadata: HeadProps = {
  children: h(
    Fragment,
    null,
    h('meta', {property: 'og:type', content: 'website'}),
    h('link', {rel: 'canonical', href: 'https://www.lexboot.cn/blog/a'}),
    h('link', {rel: 'alternate', href: 'https://www.lexboot.cn/blog/a', hrefLang: 'zh-Hans'}),
    h('link', {rel: 'alternate', href: 'https://www.lexboot.cn/en/blog/a', hrefLang: 'en'}),
    h('link', {rel: 'alternate', href: 'https://www.lexboot.cn/blog/a', hrefLang: 'x-default'}),
  ),
};
const htmlClass = (className: string): HeadProps => ({children: h('html', {className})});
const post: HeadProps = {
  children: [
    h('title', {key: 1}, ['从一张表到一个程序', ' | LexBoot']),
    h('meta', {key: 2, property: 'og:title', content: '从一张表到一个程序 | LexBoot'}),
    h('meta', {key: 3, name: 'description', content: '以案件表为例'}),
    h('meta', {key: 4, property: 'og:type', content: 'article'}),
    h('meta', {key: 5, property: 'article:tag', content: '开源'}),
    h('meta', {key: 6, property: 'article:tag', content: 'React'}),
    h('link', {key: 7, rel: 'canonical', href: 'https://www.lexboot.cn/blog/b'}),
    h('script', {key: 8, type: 'application/ld+json'}, JSON.stringify({'@type': 'BlogPosting', headline: 'a < b'})),
    h('link', {key: 9, rel: 'stylesheet', href: '/x.css'}),
    h('meta', {key: 10, content: 'no primary attribute'}),
  ],
};
const hydrated = (value: boolean): HeadProps => ({children: h('html', {'data-has-hydrated': value})});

const CASES: Record<string, HeadProps[]> = {
  'the site defaults alone': [site],
  'site, metadata and a post (the post wins its title, og:title, og:type and canonical)': [site, metadata, htmlClass('blog-wrapper'), post],
  'nested html class names and data-has-hydrated (later attributes win one by one)': [
    site,
    htmlClass('plugin-blog'),
    hydrated(false),
    htmlClass('blog-wrapper plugin-blog'),
    hydrated(true),
  ],
  'a later head with the same tags as an earlier one': [post, post],
  'no title at all': [metadata],
};

for (const [name, instances] of Object.entries(CASES)) {
  test(`the head agrees with react-helmet-async's: ${name}`, () => {
    assert.deepEqual(ours(instances), reference(instances));
  });
}

test('a later <Head> replaces an earlier one’s tag of the same key, and one <Head> keeps its own repeats', () => {
  const state = headState([site, metadata, post]);
  assert.equal(state.title, '从一张表到一个程序 | LexBoot');
  assert.deepEqual(
    state.tags.filter((tag) => tag.attributes.property === 'article:tag').map((tag) => tag.attributes.content),
    ['开源', 'React'],
  );
  assert.deepEqual(
    state.tags.filter((tag) => tag.attributes.rel === 'canonical').map((tag) => tag.attributes.href),
    ['https://www.lexboot.cn/blog/b'],
  );
  assert.equal(state.tags.filter((tag) => tag.attributes.property === 'og:title').length, 1);
});
