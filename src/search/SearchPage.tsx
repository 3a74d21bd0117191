// The frame src/theme/SearchPage puts around the plugin's result page (/search, /en/search): a <main>,
// a robots meta the engines read, a title that names the site as every other page's does, and the
// site's look.
import {useSyncExternalStore, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useTitleFormatter} from '@docusaurus/theme-common/internal';
// The context useIsBrowser() reads, by Docusaurus's own module path (stock Docusaurus 3 and 4 export
// it there; the site's swap of that module, src/plugins/hydration-transitions, keeps the name).
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {NeedsMainLandmark} from '@site/src/components/MainLandmark';
// Upright excerpts, tinted marks, the site's border colours (the plugin's classes are hashed).
import './SearchPage.module.css';

/**
 * The plugin's page puts its results straight into the layout, with no <main>: screen-reader users
 * could not jump to them, and axe reports the page (landmark-one-main, region).
 *
 * Its head says `<meta property="robots" content="noindex, follow">`, which search engines ignore:
 * they read `name="robots"`. The tag here comes after the plugin's, and Helmet keys a tag by the
 * last of its name/property attributes, so this one (name first, then property) replaces the
 * plugin's instead of standing beside it. The page also had no description.
 *
 * Its title is its heading alone ("Search results for "部署""), where every other page's ends with
 * " | LexBoot". The plugin keeps the query it searches for in the address (`?q=`), so the title here,
 * a later one that wins, is the plugin's own words for that query, formatted as the site's titles are.
 */
function useTitle(): string {
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  const heading = query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
  return useTitleFormatter().format(heading);
}

/**
 * Docusaurus's own behaviour, for a subtree that must see the browser flag turn true in the very
 * render that follows hydration (see below): false while hydrating (the server's value), then true
 * in the render React runs right after.
 */
function ImmediateBrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}

const subscribeToNothing = () => () => {};

/** Around the plugin's page, given as `children`. */
export default function SearchPageFrame({children}: {children: ReactNode}): ReactNode {
  const title = useTitle();
  const description = translate({
    id: 'search.page.description',
    message: '在 LexBoot 的文档和博客中全文搜索，中文按词检索。',
    description: 'Meta description of the search page (/search)',
  });
  // The plugin's page reads `?q=` only once `useIsBrowser()` is true, and its first effect writes
  // the query it has (still none) back into the URL. It relies on the flag turning true in the
  // render right after hydration, before that URL change lands; the site flips the flag in a
  // transition (src/plugins/hydration-transitions), so here it flips as Docusaurus does.
  return (
    <ImmediateBrowserContextProvider>
      <NeedsMainLandmark.Provider value>
        {children}
        <Head>
          <title>{title}</title>
          <meta name="robots" property="robots" content="noindex, follow" />
          <meta name="description" content={description} />
          <meta property="og:description" content={description} />
        </Head>
      </NeedsMainLandmark.Provider>
    </ImmediateBrowserContextProvider>
  );
}
