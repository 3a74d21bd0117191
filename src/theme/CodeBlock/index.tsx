import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

// Registers Java, Bash, SQL... (`prism.additionalLanguages`) on first use of a code block, instead
// of on every page at start-up (see src/plugins/prism-on-demand).
prismIncludeLanguages(Prism);

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
