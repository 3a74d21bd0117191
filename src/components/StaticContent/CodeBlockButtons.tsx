// The theme's Copy and word-wrap buttons for a code block of the server's markup (see ./index.tsx),
// rendered where the theme's code block renders them: after the `<pre>`, in the same box. The code
// they copy is the block's text, which is the code without its magic comments, as the theme copies.
import {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {CodeBlockContextProvider, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {useCodeWordWrap} from '@site/src/plugins/hydration-transitions/useCodeWordWrap';

export default function CodeBlockButtons({pre}: {readonly pre: HTMLPreElement}): ReactNode {
  const wordWrap = useCodeWordWrap(pre);
  const box = pre.parentElement;
  if (!box) return null;
  const code = pre.querySelector('code')?.textContent ?? '';
  const metadata: CodeBlockMetadata = {
    code,
    codeInput: code,
    className: '',
    language: 'text',
    title: undefined,
    lineNumbersStart: undefined,
    lineClassNames: {},
  };
  return createPortal(
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>,
    box,
  );
}
