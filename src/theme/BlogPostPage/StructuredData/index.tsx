// The BlogPosting structured data (JSON-LD) of a post, complete where the original is not: every
// URL absolute (the original gives author pictures as site paths), keywords only when there are
// some (the front matter's, else the post's tags; the original writes an empty list), the
// publisher with its logo, an image (the post's own, else the locale's social card) and
// dateModified (the last update when known, else the publication date). URLs follow the config's
// trailingSlash (src/utils/absolute-url.ts, upstream's fix in Docusaurus 4).
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useBlogMetadata, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {brand, localized} from '@site/src/data/brand';
import {absoluteUrl} from '@site/src/utils/absolute-url';

/** The logo the publisher is known by (static/img/logo.svg, also the navbar's). */
const LOGO = '/img/logo.svg';

function isoDate(date: string | number | Date): string {
  return new Date(date).toISOString();
}

export default function BlogPostStructuredData(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const blogMetadata = useBlogMetadata();
  const {assets, metadata} = useBlogPost();
  const {title, description, date, permalink, authors, tags, frontMatter, lastUpdatedAt} = metadata;
  const url = absoluteUrl(permalink, siteConfig);
  const absolute = (src: string) => new URL(src, url).href;
  const socialCard = siteConfig.themeConfig.image;
  const image = assets.image ?? frontMatter.image ?? (typeof socialCard === 'string' ? socialCard : undefined);
  const keywords = frontMatter.keywords?.length ? frontMatter.keywords : tags.map((tag) => tag.label);
  const lastUpdate = lastUpdatedAt ?? frontMatter.last_update?.date;
  const people = authors.map((author) => ({
    '@type': 'Person',
    ...(author.name ? {name: author.name} : {}),
    ...(author.title ? {description: author.title} : {}),
    ...(author.url ? {url: absolute(author.url)} : {}),
    ...(author.imageURL ? {image: absolute(author.imageURL)} : {}),
  }));
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: title,
    name: title,
    description,
    inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
    datePublished: isoDate(date),
    dateModified: isoDate(lastUpdate ?? date),
    ...(people.length > 0 ? {author: people.length === 1 ? people[0] : people} : {}),
    ...(image ? {image: {'@type': 'ImageObject', url: withBaseUrl(image, {absolute: true})}} : {}),
    ...(keywords.length > 0 ? {keywords} : {}),
    publisher: {
      '@type': 'Organization',
      '@id': `${brand.siteUrl}/#organization`,
      name: localized(brand.companyName, i18n.currentLocale),
      url: brand.siteUrl,
      logo: {'@type': 'ImageObject', url: withBaseUrl(LOGO, {absolute: true})},
    },
    isPartOf: {
      '@type': 'Blog',
      '@id': absoluteUrl(blogMetadata.blogBasePath, siteConfig),
      name: blogMetadata.blogTitle,
    },
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
