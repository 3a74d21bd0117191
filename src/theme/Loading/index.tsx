// Change: the route-loading fallback in the visitor's language and the site's styles (the original,
// core's theme-fallback/Loading, is an English-only red box and a React-blue SVG). It shows while a
// page's code is still arriving (after react-loadable's delay) and, when that code fails to load,
// says so with the error and a Retry button. Retry reloads the page at its address rather than calling
// react-loadable's retry(): each nested route (docs: root, version, sidebar, page) keeps its own failed
// load, so retrying one would only bring up the next one's error.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** What react-loadable passes to its loading component (the props of `@theme/Loading`) that this one reads. */
type Props = {readonly error?: unknown; readonly pastDelay: boolean};

export default function Loading({error, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.box} role="alert">
        <p className={styles.title}>
          <Translate id="theme.Loading.error.title" description="Shown when the code of the page being opened failed to load">
            这个页面没能加载完成
          </Translate>
        </p>
        <p>
          <Translate id="theme.Loading.error.hint" description="Under the title of the failed-load message: what may have happened">
            可能是网络暂时中断，也可能是网站刚刚更新。请检查网络后重试。
          </Translate>
        </p>
        <p className={styles.detail}>
          <code>{error instanceof Error ? error.message : JSON.stringify(error)}</code>
        </p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <Translate id="theme.Loading.retry" description="The button that loads the page's code again">
            重试
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.box} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.loading}>
          <Translate id="theme.Loading.loading" description="Next to the spinner while the page's code loads">
            正在加载页面…
          </Translate>
        </p>
      </div>
    );
  }
  return null;
}
