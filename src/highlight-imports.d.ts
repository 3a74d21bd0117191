// `import snippet from './File.java?highlight'`: a source file as text with its build-time tokens
// (src/plugins/code-highlighting/loader.cjs).
declare module '*?highlight' {
  import type {HighlightedSnippet} from '@site/src/components/CodeSnippet';

  const snippet: HighlightedSnippet;
  export default snippet;
}
