// What the local search plugin writes at build time for its browser code (bundles only: the module it
// re-exports is a `@generated/…` file): the index's languages and file name. Importing it also
// registers lunr's Chinese and multi-language support, which the index needs to load. See ./index.ts.
export {language, searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
