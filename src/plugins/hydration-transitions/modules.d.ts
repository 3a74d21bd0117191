// Docusaurus's browser-context module as the client bundle sees it: replaced by ./browserContext.tsx.
declare module '@docusaurus/core/lib/client/browserContext' {
  export * from '@site/src/plugins/hydration-transitions/browserContext';
}
