// Ejected to put the home page first in the docs' BreadcrumbList JSON-LD, as the breadcrumbs on
// the page show it (the house icon): the original lists only the sidebar's linked items, which on
// this site's docs is the page alone, one item. The list itself still comes from
// plugin-content-docs's useBreadcrumbsStructuredData; each item's URL follows the config's
// trailingSlash (src/utils/absolute-url.ts), as that hook's own does from Docusaurus 4.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {absoluteUrl} from '@site/src/utils/absolute-url';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';

export default function DocBreadcrumbsStructuredData(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const structuredData = useBreadcrumbsStructuredData({breadcrumbs: props.breadcrumbs});
  const home = {
    '@type': 'ListItem',
    position: 1,
    // The name the page gives the home crumb (its icon's label), in the page's language.
    name: translate({
      id: 'theme.docs.breadcrumbs.home',
      message: 'Home page',
      description: 'The ARIA label for the home page in the breadcrumbs',
    }),
    item: useBaseUrl('/', {absolute: true}),
  };
  // The hook's items are plain ListItems numbered from 1 (schema-dts types them far wider).
  const items = [structuredData.itemListElement ?? []].flat() as {position: number; item?: string}[];
  // Docusaurus 3's hook joins url and href as they are; 4's applies trailingSlash, as this does.
  const sitePath = (item: string) => (item.startsWith(siteConfig.url) ? item.slice(siteConfig.url.length) : item);
  const withHome = {
    ...structuredData,
    itemListElement: [
      home,
      ...items.map((item) => ({
        ...item,
        ...(item.item === undefined ? {} : {item: absoluteUrl(sitePath(item.item), siteConfig)}),
        position: item.position + 1,
      })),
    ],
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(withHome)}</script>
    </Head>
  );
}
