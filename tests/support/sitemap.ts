import type {APIRequestContext} from '@playwright/test';

/** The paths (no origin) listed in a locale's `sitemap.xml`. */
export async function sitemapPaths(request: APIRequestContext, prefix: string): Promise<string[]> {
  const response = await request.get(`${prefix}/sitemap.xml`);
  if (response.status() !== 200) {
    throw new Error(`${prefix}/sitemap.xml answered ${response.status()}`);
  }
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
