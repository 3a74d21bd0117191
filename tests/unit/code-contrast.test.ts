// Every colour a code token can take reads at WCAG AA (4.5:1) on every background a code line can
// have, in both colour modes: the block's own and a highlighted line's (the block's with the mode's
// translucent tint over it). Token colours and both backgrounds come only from the code themes
// (src/data/code-themes.ts), through the style sheet generated from them (code-highlighting.test
// checks that sheet, code-highlighting.spec the colours on served pages), so this covers every
// token of every code block on every page. The browser tests run axe's colour rules over the tokens
// as served (routes.spec): on every page in dark mode, in one of the two locales, and on one page of
// each template in light mode, where this check holds the rest.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PrismTheme} from 'prism-react-renderer';
import {contrast, darkCodeTheme, highlightedLineTint, lightCodeTheme, overlay} from '@site/src/data/code-themes';

/** Each colour a token of the theme is drawn in, with the token types that take it. */
function tokenColours(theme: PrismTheme): Array<{types: string; color: string}> {
  return [
    {types: 'plain', color: theme.plain.color!},
    ...theme.styles.map(({types, style}) => ({types: types.join(', '), color: style.color ?? theme.plain.color!})),
  ];
}

for (const [mode, theme] of [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const) {
  test(`${mode} mode: every code token colour reads at 4.5:1 on a code line, highlighted or not`, () => {
    const block = theme.plain.backgroundColor!;
    const highlighted = overlay(highlightedLineTint[mode], block);
    assert.notEqual(highlighted, block, 'a highlighted line is tinted');
    const weak: string[] = [];
    for (const {types, color} of tokenColours(theme)) {
      for (const [where, background] of [
        ['the block', block],
        ['a highlighted line', highlighted],
      ] as const) {
        const ratio = contrast(color, background);
        if (ratio < 4.5) weak.push(`${types} ${color} on ${where} (${background}): ${ratio.toFixed(2)}:1`);
      }
    }
    assert.ok(theme.styles.length > 5, 'the theme has token styles');
    assert.deepEqual(weak, []);
    // Nothing in a token's style lowers its contrast again.
    assert.deepEqual(
      theme.styles.filter(({style}) => 'opacity' in style).map(({types}) => types.join(', ')),
      [],
    );
  });
}

test('a tint laid over a colour mixes the two by its opacity; a tint that is not rgb(r g b / a%) is refused', () => {
  assert.equal(overlay('rgb(0 0 0 / 50%)', '#ffffff'), '#808080');
  assert.equal(overlay('rgb(40 72 199 / 0%)', '#f6f8fa'), '#f6f8fa');
  assert.equal(overlay('rgb(255 0 0 / 100%)', '#000000'), '#ff0000');
  assert.throws(() => overlay('rgba(0,0,0,.5)', '#ffffff'), /expected rgb\(r g b \/ a%\)/);
});
