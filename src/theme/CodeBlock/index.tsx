// Replaces the theme's CodeBlock to pass on the build-time tokens of src/plugins/code-highlighting,
// and to drop the theme's second render after hydration, which only switched the colour mode's
// inline styles: token colours here are class names, right in either mode from the first paint.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import {BuildTimeTokens} from '@site/src/plugins/code-highlighting/BuildTimeTokens';

type Props = CodeBlockProps & {
  /** Tokens from a fenced block in Markdown (src/plugins/code-highlighting/remark.ts). */
  readonly 'data-tokens'?: string;
};

/** The children as one string when they are only text, so that the code can be highlighted and copied. */
function stringChildren(children: ReactNode): string | undefined {
  const parts = React.Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return undefined;
  return parts.map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part) : '')).join('');
}

export default function CodeBlock({children, 'data-tokens': tokens, ...props}: Props): ReactNode {
  const code = stringChildren(children);
  if (code === undefined) return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <BuildTimeTokens.Provider value={tokens}>
      <StringContent {...props}>{code}</StringContent>
    </BuildTimeTokens.Provider>
  );
}
