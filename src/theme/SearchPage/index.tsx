// Wraps the local search plugin's result page in the site's frame (src/search/SearchPage.tsx): a
// <main>, a robots meta the engines read, a title that names the site, and the site's look.
import type {ComponentProps, ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import SearchPageFrame from '@site/src/search/SearchPage';

export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>): ReactNode {
  return (
    <SearchPageFrame>
      <SearchPage {...props} />
    </SearchPageFrame>
  );
}
