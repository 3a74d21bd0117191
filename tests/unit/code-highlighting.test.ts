// Build-time code highlighting (src/plugins/code-highlighting): the tokens a page receives must be
// the ones prism-react-renderer would have computed in the browser, the HTML must show the code
// exactly (escaped), and the style sheet must give each token the theme's colour.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Prism, normalizeTokens, type PrismTheme, type Token} from 'prism-react-renderer';
import type {HighlightedSnippet} from '@site/src/components/CodeSnippet';
import {darkCodeTheme, highlightedLineTint, lightCodeTheme, parseColor} from '@site/src/data/code-themes';
import {decodeTokens, linesToHtml, plainLines, styledTypes} from '@site/src/plugins/code-highlighting/lines';
import loader from '@site/src/plugins/code-highlighting/loader.cjs';
import {themeCss} from '@site/src/plugins/code-highlighting/theme-css';
import {encodeTokens, registerLanguages} from '@site/src/plugins/code-highlighting/tokenize.cjs';

const SITE = path.resolve(import.meta.dirname, '../..');

const LANGUAGES = ['java', 'bash', 'sql', 'properties', 'groovy'];
registerLanguages(LANGUAGES);

const SAMPLES = {
  java: '@RestController\npublic class A {\n\n    // get, update, delete …\n    String s = "x<y>&z";\n}',
  tsx: 'export function Grid(): JSX.Element {\n  return <DataGrid columns={[]} onChange={(v) => save(v)} />;\n}\n',
  sql: "CREATE TABLE legal_case (\n  id BIGINT NOT NULL, -- 主键\n  title VARCHAR(200) COMMENT '案件名称'\n);",
  bash: './mvnw lexboot-codegen:generate \\\n  -Dlexboot.codegen.tables=legal_case\n\n# done',
  yaml: 'lexboot:\n  codegen:\n    overwrite: false',
  text: 'plain words\n\n  indented',
} as const;

/** What prism-react-renderer's <Highlight> renders, types and text, line by line. */
function inBrowser(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
}

/** The build-time tokens of `code`, which every sample here can be encoded into. */
function encoded(code: string, language: string): string {
  const tokens = encodeTokens(code, language);
  assert.ok(typeof tokens === 'string', `${language} encodes`);
  return tokens;
}

/** Decoded lines, which must agree with the code they were encoded from. */
function decoded(code: string, tokens: string): Token[][] {
  const lines = decodeTokens(code, tokens);
  assert.ok(lines, 'the tokens match the code');
  return lines;
}

const shape = (lines: readonly Token[][] | undefined) =>
  lines?.map((line) => line.map(({types, content, empty}) => [types.join(' '), empty ? '' : content]));

for (const [language, code] of Object.entries(SAMPLES)) {
  test(`${language}: the decoded build-time tokens are the browser's tokens`, () => {
    assert.deepEqual(shape(decodeTokens(code, encoded(code, language))), shape(inBrowser(code, language)));
  });
}

test('real highlighting: Java keywords, strings and comments get their token types', () => {
  const lines = decoded(SAMPLES.java, encoded(SAMPLES.java, 'java'));
  const typesOf = (text: string) => lines.flat().find((token) => token.content === text)?.types;
  assert.deepEqual(typesOf('public'), ['keyword']);
  assert.deepEqual(typesOf('"x<y>&z"'), ['string']);
  assert.deepEqual(typesOf('// get, update, delete …'), ['comment']);
});

test('tokens that no longer match the code are refused, so the page highlights it in the browser', () => {
  const tokens = encoded(SAMPLES.sql, 'sql');
  assert.equal(decodeTokens(SAMPLES.sql.replace('legal_case', 'legal_cases'), tokens), undefined);
  assert.equal(decodeTokens(`${SAMPLES.sql}\nSELECT 1;`, tokens), undefined);
  assert.equal(decodeTokens(SAMPLES.sql.split('\n').slice(1).join('\n'), tokens), undefined);
});

/** The text of a code block's HTML, as a browser reads it: tags dropped, entities unescaped. */
const textOf = (html: string) =>
  html
    .replace(/<br>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test('the HTML shows the code exactly, escaped, one line span per line, and its text is the code', () => {
  const lines = decoded(SAMPLES.java, encoded(SAMPLES.java, 'java'));
  const html = linesToHtml(lines, {lineClassNames: {1: ['theme-code-block-highlighted-line']}});
  assert.equal((html.match(/<span class="token-line/g) ?? []).length, SAMPLES.java.split('\n').length);
  assert.match(html, /<span class="token string">"x&lt;y&gt;&amp;z"<\/span>/);
  assert.match(html, /<span class="token-line theme-code-block-highlighted-line"><span class="token keyword">public<\/span>/);
  // Text with its newlines: what a selection copies, whatever the browser makes of the CSS.
  assert.equal(textOf(html), SAMPLES.java);
});

test('lines are phrasing content: spans and line breaks only, no element <code> may not hold', () => {
  for (const [language, code] of Object.entries(SAMPLES)) {
    const html = linesToHtml(decoded(code, encoded(code, language)), {
      lineClassNames: {0: ['theme-code-block-highlighted-line']},
      numbered: language === 'sql' ? {line: 'L', number: 'N', content: 'C'} : undefined,
    });
    const elements = new Set([...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]));
    assert.deepEqual(
      [...elements].filter((name) => name !== 'span' && name !== 'br'),
      [],
      language,
    );
    assert.equal(textOf(html), code, language);
  }
});

test('plain text carries no span, and each line but the last ends with its newline', () => {
  const html = linesToHtml(decoded('int a = 1;\n\nreturn a;', encoded('int a = 1;\n\nreturn a;', 'java')), {lineClassNames: {}});
  assert.doesNotMatch(html, /token plain/);
  assert.doesNotMatch(html, /<br>/);
  assert.match(html, /<span class="token-line">\n<\/span>/);
  assert.match(html, /<span class="token keyword">int<\/span> a <span class="token operator">=<\/span>/);
  assert.match(html, /a<span class="token punctuation">;<\/span><\/span>$/);
});

test("a token that looks like plain text in both code themes is bare text, per the site's style sheet", () => {
  const styled = styledTypes([lightCodeTheme, darkCodeTheme]);
  // Independently of styledTypes: the style sheet's rule for a type left bare sets, in each mode, at
  // most the plain text's colour (Prism's punctuation in GitHub and Dracula).
  const css = themeCss(lightCodeTheme, darkCodeTheme, highlightedLineTint);
  const bareRules = [...css.matchAll(/^\[data-theme='(light|dark)'\] \.prism-code \.token\.([\w-]+) \{ (.*) \}$/gm)].filter(
    ([, , type]) => !styled.has(type!),
  );
  assert.ok(
    bareRules.some(([, , type]) => type === 'punctuation'),
    'punctuation is left bare',
  );
  for (const [rule, mode, , declarations] of bareRules) {
    const plain = (mode === 'light' ? lightCodeTheme : darkCodeTheme).plain.color!;
    assert.match(declarations!, /^color: ([^;]+);$/, rule);
    assert.deepEqual(parseColor(/^color: ([^;]+);$/.exec(declarations!)![1]!), parseColor(plain), rule);
  }
  // Each colour the themes give, on the other hand, keeps its span.
  for (const type of ['keyword', 'string', 'comment', 'number', 'function', 'boolean']) assert.ok(styled.has(type), type);

  const code = 'int a = f(1, 2);\nreturn a;';
  const html = linesToHtml(decoded(code, encoded(code, 'java')), {lineClassNames: {}, styled});
  assert.doesNotMatch(html, /token (punctuation|operator)/);
  assert.match(
    html,
    /<span class="token keyword">int<\/span> a = <span class="token function">f<\/span>\(<span class="token number">1<\/span>, /,
  );
  assert.equal(textOf(html), code);
});

test('neighbouring tokens of the same types share a span; a style other than the colour, or one for some languages, keeps a span', () => {
  const line = (types: string[], content: string): Token => ({types, content});
  const html = linesToHtml([[line(['keyword'], 'public'), line(['keyword'], 'static'), line(['plain'], ' '), line(['punctuation'], '{')]], {
    lineClassNames: {},
  });
  assert.equal(
    html,
    '<span class="token-line"><span class="token keyword">publicstatic</span> <span class="token punctuation">{</span></span>',
  );
  const theme = (styles: PrismTheme['styles']): PrismTheme => ({plain: {color: '#393A34', backgroundColor: '#fff'}, styles});
  assert.deepEqual(
    [
      ...styledTypes([
        theme([
          {types: ['punctuation'], style: {color: 'rgb(57, 58, 52)'}},
          {types: ['italic'], style: {color: '#393A34', fontStyle: 'italic'}},
          {types: ['tag'], languages: ['markup'], style: {color: '#393A34'}},
        ]),
      ]),
    ].sort(),
    ['italic', 'tag'],
  );
});

test('an empty last line gets a <br> to keep its height', () => {
  assert.equal(
    linesToHtml(plainLines('a\n'), {lineClassNames: {}}),
    '<span class="token-line">a\n</span><span class="token-line"><br></span>',
  );
});

test('numbered lines carry the classes that draw the numbers', () => {
  const html = linesToHtml(plainLines('a\nb'), {lineClassNames: {}, numbered: {line: 'L', number: 'N', content: 'C'}});
  assert.equal(
    html,
    '<span class="token-line L"><span class="N"></span><span class="C">a\n</span></span>' +
      '<span class="token-line L"><span class="N"></span><span class="C">b</span></span>',
  );
});

test('the style sheet colours each token type as the theme does, and tints highlighted lines, in both modes', () => {
  const css = themeCss(lightCodeTheme, darkCodeTheme, highlightedLineTint);
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    assert.ok(
      css.includes(
        `[data-theme='${mode}'] { --prism-color: ${theme.plain.color}; --prism-background-color: ${theme.plain.backgroundColor}; ` +
          `--docusaurus-highlighted-code-line-bg: ${highlightedLineTint[mode]}; }`,
      ),
    );
    // prism-react-renderer: the last theme entry that names a type decides its colour.
    for (const type of ['keyword', 'string', 'comment', 'function']) {
      const color = theme.styles.filter((entry) => entry.types.includes(type)).at(-1)?.style.color;
      if (!color) continue;
      const rule = new RegExp(
        `\\[data-theme='${mode}'\\] \\.prism-code \\.token\\.${type} \\{[^}]*color: ${color.replace(/[()]/g, '\\$&')};`,
      );
      assert.match(css, rule, `${mode} ${type}`);
    }
  }
});

test('a file imported with ?highlight becomes its text, language and tokens', async () => {
  const resourcePath = path.join(SITE, 'src/pages/_home/LegalCaseController.java');
  const source = readFileSync(resourcePath, 'utf8');
  const output = loader.call(
    {resourcePath, resourceQuery: '?highlight', rootContext: SITE, getOptions: () => ({additionalLanguages: LANGUAGES})},
    source,
  );
  // What the bundler makes of the loader's output: a module whose default export is the snippet.
  const module = (await import(`data:text/javascript,${encodeURIComponent(output)}`)) as {default: HighlightedSnippet};
  const {code, language, tokens, file} = module.default;
  assert.equal(language, 'java');
  assert.equal(file, 'src/pages/_home/LegalCaseController.java');
  assert.equal(code, source.replace(/\n$/, ''));
  assert.ok(typeof tokens === 'string', 'the file has build-time tokens');
  assert.deepEqual(shape(decodeTokens(code, tokens)), shape(inBrowser(code, 'java')));
  const shell = loader.call(
    {
      resourcePath: path.join(SITE, 'src/pages/_home/generate.sh'),
      resourceQuery: '?highlight&language=powershell',
      rootContext: SITE,
      getOptions: () => ({additionalLanguages: LANGUAGES}),
    },
    'echo hi\n',
  );
  assert.match(shell, /"language":"powershell"/);
});
