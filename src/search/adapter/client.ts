// The local search plugin's query pieces that the site's ranking (../ranking.ts) reuses, so that a
// query is split as the plugin split the indexed text: plain modules, loadable in the browser and in
// Node (tests/built/search-relevance.test.ts). See ./index.ts.
export {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
export {cutZhWords} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/cutZhWords';
export {lunrLanguageZh} from '@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh';
