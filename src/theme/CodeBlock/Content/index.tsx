// Ejected to render the build-time tokens of src/plugins/code-highlighting instead of running Prism
// in the browser, as one HTML string per block instead of a React element per token (see
// linesToHtml). Tokens carry class names (`token keyword`), coloured by the plugin's style sheet. A
// block without build-time tokens shows plain lines first and is highlighted once Prism loads.
import React, {forwardRef, useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import type {Token} from 'prism-react-renderer';
import {useBuildTimeTokens} from '@site/src/plugins/code-highlighting/BuildTimeTokens';
import {decodeTokens, linesToHtml, plainLines, styledTypes} from '@site/src/plugins/code-highlighting/lines';
import styles from './styles.module.css';
import lineStyles from './lines.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    // A scrolling block must take focus to be scrolled from the keyboard.
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

/** The block's lines: decoded from the build-time tokens, or highlighted in the browser without them. */
function useLines(code: string, language: string | undefined): Token[][] {
  const encoded = useBuildTimeTokens();
  const built = useMemo(() => (encoded === undefined ? undefined : decodeTokens(code, encoded)), [code, encoded]);
  const needsBrowser = built === undefined;
  const plain = useMemo(() => (needsBrowser ? plainLines(code) : undefined), [needsBrowser, code]);
  const [highlighted, setHighlighted] = useState<{code: string; lines: Token[][]}>();
  useEffect(() => {
    if (!needsBrowser) return undefined;
    let current = true;
    void import('@site/src/plugins/code-highlighting/highlight-in-browser').then(({highlight}) => {
      if (current) setHighlighted({code, lines: highlight(code, language)});
    });
    return () => {
      current = false;
    };
  }, [needsBrowser, code, language]);
  if (built) return built;
  return highlighted?.code === code ? highlighted.lines : plain!;
}

const NUMBERED = {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!};

/** The token types the site's code themes colour (the themes are the site's config). */
function useStyledTypes(): ReadonlySet<string> {
  const {
    prism: {theme, darkTheme},
  } = useThemeConfig();
  return useMemo(() => styledTypes(darkTheme ? [theme, darkTheme] : [theme]), [theme, darkTheme]);
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useLines(code, language);
  const styledTokenTypes = useStyledTypes();
  const numbered = lineNumbersStart !== undefined;
  // The theme builds the metadata afresh on every render: the line classes are compared by value.
  const classKey = JSON.stringify(lineClassNames);
  const html = useMemo(
    () =>
      linesToHtml(lines, {
        lineClassNames: JSON.parse(classKey) as typeof lineClassNames,
        numbered: numbered ? NUMBERED : undefined,
        styled: styledTokenTypes,
      }),
    [lines, classKey, numbered, styledTokenTypes],
  );
  return (
    <Pre ref={codeBlockRef} className={clsx(className, 'prism-code', `language-${language}`)}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        // Lines of escaped code from linesToHtml: text only, in spans of Prism's token classes.
        dangerouslySetInnerHTML={{__html: html}}
      />
    </Pre>
  );
}
