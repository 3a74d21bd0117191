// A page's absolute URL for structured data, spelled as the site spells its URLs (the config's
// `trailingSlash`), as plugin-content-blog's and -docs' structuredDataUtils.js do from Docusaurus 4
// (`getAbsoluteUrl`). Unlike theirs, the rule is applied to the path before the host is put in front:
// applied to the whole URL, it cannot see that a path is the base URL, and takes the slash off a
// locale's home page (`https://host/en/` → `https://host/en`, which redirects). Our ejects of those
// (src/theme/BlogPostPage/StructuredData, src/theme/DocBreadcrumbs/StructuredData) use it, so their
// URLs match the canonical ones on either major.
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {DocusaurusConfig} from '@docusaurus/types';

export function absoluteUrl(
  permalink: string,
  {url, baseUrl, trailingSlash}: Pick<DocusaurusConfig, 'url' | 'baseUrl' | 'trailingSlash'>,
): string {
  return `${url}${applyTrailingSlash(permalink, {trailingSlash, baseUrl})}`;
}
