import type {ComponentProps, ReactNode} from 'react';
// The local search plugin's result page (/search, /en/search).
import SearchPage from '@theme-original/SearchPage';
import {NeedsMainLandmark} from '@site/src/components/MainLandmark';

/**
 * The plugin's page puts its results straight into the layout, with no <main>: screen-reader users
 * could not jump to them, and axe reports the page (landmark-one-main, region).
 */
export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>): ReactNode {
  return (
    <NeedsMainLandmark.Provider value>
      <SearchPage {...props} />
    </NeedsMainLandmark.Provider>
  );
}
