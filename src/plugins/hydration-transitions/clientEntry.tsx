/**
 * Stands in for @docusaurus/core/lib/client/clientEntry.js (see ./index.ts): the same start-up, in
 * three tasks instead of one. Docusaurus's entry imports the whole app statically, so the browser
 * evaluated every module of the main script, matched the route and asked for its scripts in the
 * task that ran the script: 34 ms on this machine for the code-generation tutorial, 136 ms at a
 * phone's 4x CPU slowdown, the page's longest task. Here the first task evaluates React and
 * React DOM; the app's modules (bundled in the same script, `webpackMode: "eager"`) are evaluated
 * in the next task, and the route is matched and its scripts requested in a third. Between them
 * the browser may paint and handle input. The work and its order are Docusaurus's; hydration
 * starts when the route's scripts have loaded, as before.
 */
import {startTransition, type ErrorInfo} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';

/** Lets the browser run what is waiting (input, a paint) before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

async function start(): Promise<void> {
  await nextTask();
  const [{default: App}, {default: preload}, {default: docusaurus}, {HelmetProvider}, {BrowserRouter, HashRouter}, {default: siteConfig}] =
    await Promise.all([
      import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
      import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
      import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
      import(/* webpackMode: "eager" */ 'react-helmet-async'),
      import(/* webpackMode: "eager" */ 'react-router-dom'),
      import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
    ]);
  window.docusaurus = docusaurus;
  const container = document.getElementById('__docusaurus')!;
  const app = (
    <HelmetProvider>
      {siteConfig.future.experimental_router === 'hash' ? (
        <HashRouter>
          <App />
        </HashRouter>
      ) : (
        <BrowserRouter>
          <App />
        </BrowserRouter>
      )}
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: ErrorInfo) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  await nextTask();
  await preload(window.location.pathname);
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) void start();

// Hot module replacement (`docusaurus start`): the entry accepts its own updates, as Docusaurus's does.
(module as {hot?: {accept: () => void}}).hot?.accept();
