// Adds Open Graph locales in the language_TERRITORY form that link previews read (zh_CN, en_US):
// the original derives them from htmlLang and writes zh_Hans and en. These tags come later, so
// they replace the original's.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SiteMetadata from '@theme-original/SiteMetadata';

const OPEN_GRAPH_LOCALES: {readonly [locale: string]: string} = {'zh-Hans': 'zh_CN', en: 'en_US'};

export default function SiteMetadataWrapper(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const openGraphLocale = (locale: string) => OPEN_GRAPH_LOCALES[locale] ?? locale.replace('-', '_');
  return (
    <>
      <SiteMetadata />
      <Head>
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
