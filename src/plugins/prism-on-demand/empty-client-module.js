// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js (see index.ts): Prism's
// languages are registered by src/theme/CodeBlock, where Prism is first needed.
export {};
