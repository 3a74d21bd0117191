/**
 * Writes `robots.txt` at the root of the site, allowing every crawler everywhere and listing the
 * sitemap of each locale. Crawlers read it only at the root of the host; a file in `static/` would
 * be copied into every locale's build as well (`/en/robots.txt`), so it is written here, once, by
 * the default locale's build.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The text of robots.txt for the given sitemap URLs. */
export function robotsTxt(sitemaps: readonly string[]): string {
  return ['User-agent: *', 'Allow: /', '', ...sitemaps.map((url) => `Sitemap: ${url}`), ''].join('\n');
}

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'lexboot-robots-txt',
    async postBuild({outDir, i18n}) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const sitemaps = i18n.locales.map((locale) => {
        const {url, baseUrl} = i18n.localeConfigs[locale]!;
        return `${url}${baseUrl}sitemap.xml`;
      });
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(sitemaps));
    },
  };
}
