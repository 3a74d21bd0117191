// The theme's words travel with the components that show them (src/plugins/split-code-translations):
// the start-up script every page runs first carries only the words of the layout around every page,
// and the words of the docs sidebar, the blog's pages and the search page load with those pages, in
// the page's language, both in the served HTML and in the scripts that render them in the browser:
// every `translate()` in a script whose default words are in the other language (the theme's English
// in the Chinese build, the site's Chinese in the English one) finds its words registered in that
// script or in the start-up script (else the browser renders the default, and React reports the
// page's HTML as not matching).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD} from '../support/built-html';

type Word = {id: string; words: Record<'zh-Hans' | 'en', string>; page?: string};

/** Theme words shown on one kind of page only, and a page that shows them in its HTML (if it does before hydration). */
const PAGE_WORDS: Word[] = [
  {id: 'theme.docs.sidebar.collapseButtonTitle', words: {'zh-Hans': '收起侧边栏', en: 'Collapse sidebar'}},
  {id: 'theme.docs.paginator.navAriaLabel', words: {'zh-Hans': '文件选项卡', en: 'Docs pages'}, page: 'docs/intro.html'},
  {id: 'theme.blog.sidebar.navAriaLabel', words: {'zh-Hans': '最近博文导航', en: 'Blog recent posts navigation'}, page: 'blog.html'},
];
/** The layout's words: every page shows them, so they stay in the start-up script. */
const LAYOUT_WORDS: Omit<Word, 'page'>[] = [
  {id: 'theme.common.skipToMainContent', words: {'zh-Hans': '跳到主要内容', en: 'Skip to main content'}},
];

const locales = [
  {name: 'zh-Hans', dir: BUILD},
  {name: 'en', dir: path.join(BUILD, 'en')},
] as const;

type Script = {file: string; text: string};
const read = new Map<string, {main: string; others: Script[]}>();

/** The built scripts of a locale (read once): main.js, every page's first, and the others. */
function scripts(dir: string): {main: string; others: Script[]} {
  const known = read.get(dir);
  if (known) return known;
  const jsDir = path.join(dir, 'assets', 'js');
  const all = readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({file, text: readFileSync(path.join(jsDir, file), 'utf8')}));
  const main = all.find(({file}) => /^main\.[0-9a-f]+\.js$/.test(file));
  assert.ok(main, `no main.<hash>.js in ${jsDir}`);
  const result = {main: main.text, others: all.filter((script) => script !== main)};
  read.set(dir, result);
  return result;
}

/** The words as a script holds them (a JSON string: non-ASCII may be kept or escaped). */
const inScript = (script: string, words: string) => script.includes(words) || script.includes(JSON.stringify(words).slice(1, -1));

/** Each `translate()` or `<Translate>` of a built script: its id and its default words. */
function translateCalls(script: string): Array<{id: string; message: string}> {
  const calls: Array<{id: string; message: string}> = [];
  for (const match of script.matchAll(/\bid:"([^"\\]+)"/g)) {
    // The default words follow in the same object (minified: `message:` or JSX `children:`).
    const rest = script.slice(match.index, match.index + 400);
    const words = /\b(?:message|children):(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/.exec(rest);
    if (words && !rest.slice(0, words.index).includes('}')) calls.push({id: match[1]!, message: words[1] ?? words[2] ?? ''});
  }
  return calls;
}

const han = /\p{Script=Han}|\\u[4-9][0-9a-f]{3}/u;

for (const locale of locales) {
  test(`${locale.name}: page-kind theme words are not in the start-up script, and ship with their pages`, () => {
    const {main, others} = scripts(locale.dir);
    for (const {id, words, page} of PAGE_WORDS) {
      const text = words[locale.name];
      assert.ok(!inScript(main, text), `${id} ("${text}") is in main.js, which every page loads first`);
      assert.ok(
        others.some((script) => inScript(script.text, text)),
        `${id} ("${text}") is in no script of the ${locale.name} build: the component that shows it would fall back to the English default`,
      );
      if (!page) continue;
      const html = readFileSync(path.join(locale.dir, page), 'utf8');
      assert.ok(html.includes(text), `${page} (${locale.name}) does not show ${id} ("${text}")`);
    }
  });

  test(`${locale.name}: the layout's theme words are in the start-up script`, () => {
    const {main} = scripts(locale.dir);
    for (const {id, words} of LAYOUT_WORDS) {
      assert.ok(inScript(main, words[locale.name]), `${id} ("${words[locale.name]}") is missing from main.js`);
    }
  });

  test(`${locale.name}: every script's translated words are registered where the script runs`, () => {
    const {main, others} = scripts(locale.dir);
    const missing: string[] = [];
    let checked = 0;
    for (const {file, text: script} of [{file: 'main.js', text: main}, ...others]) {
      for (const {id, message} of translateCalls(script)) {
        // Only namespaced ids are translations (a heading's `id` has no dot). The theme's ids have
        // English defaults (unless the site's own components give Chinese ones); the site's
        // (`codegen.…`) Chinese ones.
        const foreign = locale.name === 'zh-Hans' ? id.startsWith('theme.') && !han.test(message) : id.includes('.') && han.test(message);
        if (!foreign) continue;
        checked += 1;
        const key = JSON.stringify(id) + ':';
        if (!script.includes(key) && !main.includes(key)) missing.push(`${file}: ${id} ("${message.slice(0, 40)}")`);
      }
    }
    assert.ok(
      checked > 20,
      `only ${checked} translate() calls found in the ${locale.name} scripts: the pattern no longer matches the build`,
    );
    assert.deepEqual(
      [...new Set(missing)].sort(),
      [],
      `translate() calls whose ${locale.name} words no script that runs with them registers`,
    );
  });
}
