// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js, which loads Prism on
// every page (see index.ts): code is highlighted at build time instead.
export {};
