// A page's absolute URL for structured data, spelled as the site spells its URLs (the config's
// `trailingSlash`), as plugin-content-blog's and -docs' structuredDataUtils.js do from Docusaurus 4
// (`getAbsoluteUrl`). Unlike theirs, the rule is applied to the path before the host is put in front:
// applied to the whole URL, it cannot see that a path is the base URL, and takes the slash off a
// locale's home page (`https://host/en/` → `https://host/en`, which redirects). Our ejects of those
// (src/theme/BlogPostPage/StructuredData, src/theme/DocBreadcrumbs/StructuredData) use it, so their
// URLs match the canonical ones on either major.
import * as utilsCommon from '@docusaurus/utils-common';
import type {DocusaurusConfig} from '@docusaurus/types';

// Docusaurus 3's utils-common is CommonJS, and Node's loader of ES modules (the unit tests) does not
// find this one export among its named exports: it is a getter through tslib's `__importDefault`,
// which Node's scan of the file does not follow, so there it is on the module's `default` only.
// The bundler, and Docusaurus 4's ES module, have it by name. Retire with Docusaurus 3.
// (Read through Reflect: the bundler warns of a `default` it cannot find when it sees the property.)
const {applyTrailingSlash} = Object.hasOwn(utilsCommon, 'applyTrailingSlash')
  ? utilsCommon
  : (Reflect.get(utilsCommon, 'default') as typeof utilsCommon);

export function absoluteUrl(
  permalink: string,
  {url, baseUrl, trailingSlash}: Pick<DocusaurusConfig, 'url' | 'baseUrl' | 'trailingSlash'>,
): string {
  return `${url}${applyTrailingSlash(permalink, {trailingSlash, baseUrl})}`;
}
