// Types for the local search plugin's browser modules that ./client.ts and ./generated.ts re-export:
// the plugin ships them as plain JavaScript without declarations.

declare module '@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh' {
  export function lunrLanguageZh(lunr: unknown): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/cutZhWords' {
  export function cutZhWords(token: string, zhDictionary: string[]): {value: string; trailing?: boolean}[][];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const language: string[];
  export const searchIndexUrl: string;
}
