import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

/** A source file imported with `?highlight` (src/plugins/code-highlighting/loader.cjs). */
export type HighlightedSnippet = {
  readonly code: string;
  readonly language: string;
  /** The file's path in the site, e.g. `src/demos/DataGrid/Basic.tsx`. */
  readonly file: string;
  /** Build-time tokens; absent if the file could not be encoded, and then it is highlighted in the browser. */
  readonly tokens?: string;
};

type Props = {
  readonly snippet: HighlightedSnippet;
  readonly title?: ReactNode;
};

/** A code block showing a source file, highlighted at build time. */
export default function CodeSnippet({snippet, title}: Props): ReactNode {
  return (
    <CodeBlock language={snippet.language} title={title} data-tokens={snippet.tokens}>
      {snippet.code}
    </CodeBlock>
  );
}
