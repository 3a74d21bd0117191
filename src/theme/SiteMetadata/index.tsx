// Adds Open Graph locales in the language_TERRITORY form that link previews read (zh_CN, en_US):
// the original derives them from htmlLang and writes zh_Hans and en. These tags come later, so
// they replace the original's.
//
// Also the Open Graph type, which the protocol requires of every page and the original leaves out:
// `website` here, for every page, docs included. A page's own head replaces it: blog posts say
// `article` (theme-classic's BlogPostPage/Metadata), the type for a dated, authored piece with
// `article:published_time` and `article:author`. A doc is neither dated nor signed; it is a living
// page of the product's website, revised with each release, so it stays `website`.
//
// And `og:site_name`, and `og:image:alt` for the social card every page shows as its image (the
// words drawn on the card, scripts/social-cards.mjs), which the original leaves out.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SiteMetadata from '@theme-original/SiteMetadata';

const OPEN_GRAPH_LOCALES: {readonly [locale: string]: string} = {'zh-Hans': 'zh_CN', en: 'en_US'};

export default function SiteMetadataWrapper(): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const socialCardAlt = translate({
    id: 'socialCard.alt',
    message: 'LexBoot：从一张数据表，到一个能用的管理后台。Spring Boot + React 代码生成框架',
    description: 'Text alternative of the social card (og:image:alt): the words drawn on the card',
  });
  const openGraphLocale = (locale: string) => OPEN_GRAPH_LOCALES[locale] ?? locale.replace('-', '_');
  return (
    <>
      <SiteMetadata />
      <Head>
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={siteConfig.title} />
        <meta property="og:image:alt" content={socialCardAlt} />
        <meta property="og:locale" content={openGraphLocale(i18n.currentLocale)} />
        {i18n.locales
          .filter((locale) => locale !== i18n.currentLocale)
          .map((locale) => (
            <meta key={locale} property="og:locale:alternate" content={openGraphLocale(locale)} />
          ))}
      </Head>
    </>
  );
}
