/**
 * Remark plugin: highlights every fenced code block at build time and hands the tokens to the page
 * as the code element's `data-tokens` attribute, which src/theme/CodeBlock reads. The reader's
 * browser then renders the highlighted lines without running Prism (see ./index.ts).
 */
import {encodeTokens, registerLanguages} from './tokenize.cjs';

type MdastNode = {
  type: string;
  lang?: string | null;
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
  children?: MdastNode[];
};

export type Options = {
  /** Prism grammars to add to the ones prism-react-renderer bundles: `prism.additionalLanguages`. */
  additionalLanguages: readonly string[];
};

function visit(node: MdastNode): void {
  if (node.type === 'code' && typeof node.value === 'string') {
    const tokens = encodeTokens(node.value, node.lang ?? undefined);
    if (tokens !== undefined) {
      node.data = {...node.data, hProperties: {...node.data?.hProperties, dataTokens: tokens}};
    }
  }
  node.children?.forEach(visit);
}

export default function remarkHighlightCode(options: Options) {
  registerLanguages(options.additionalLanguages);
  return (tree: MdastNode) => visit(tree);
}
