// The product shown at once (issue 41), read over build/ without a browser: a still of the generated
// screen (scripts/showcase.mjs) in the home page's hero and near the top of the product page, in the
// page's language, sized so that nothing moves, loaded only when shown, and no part of any script.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {BUILD, readBuilt} from '../support/built-html';

const HAN = /\p{Script=Han}/u;

/** The attributes of an opening tag, quoted or not (the build's HTML is minified). */
function attributesOf(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.-]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
    const raw = match[2] ?? '';
    found[match[1]!.toLowerCase()] = (/^["']/.test(raw) ? raw.slice(1, -1) : raw).replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }
  return found;
}

/** Width and height of a WebP image, from its header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(file: string): {width: number; height: number} {
  const data = readFileSync(file);
  assert.equal(data.toString('ascii', 0, 4), 'RIFF', `${file} is a RIFF file`);
  assert.equal(data.toString('ascii', 8, 12), 'WEBP', `${file} is a WebP image`);
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return {width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff};
  if (chunk === 'VP8X') return {width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1};
  assert.equal(chunk, 'VP8L', `${file}: a known WebP chunk`);
  const bits = data.readUInt32LE(21);
  return {width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1};
}

const LOCALES = [
  {name: 'zh-Hans', dir: '', prefix: '', lang: 'zh'},
  {name: 'en', dir: 'en/', prefix: '/en', lang: 'en'},
] as const;

for (const locale of LOCALES) {
  for (const [page, runHref] of [
    ['index.html', '#see-it-run'],
    ['product.html', `${locale.prefix}/#see-it-run`],
  ] as const) {
    test(`${locale.name} ${page}: the product shot, in the page's language, sized, lazy, with a caption that leads to the live Run`, () => {
      const html = readBuilt(`${locale.dir}${page}`);
      const header = html.slice(html.indexOf('<main'), html.indexOf('</header>', html.indexOf('<main')));
      const figure = /<figure\b[\s\S]*?<\/figure>/.exec(header)?.[0];
      assert.ok(figure, 'a figure in the page header, beside or under its heading');
      const images = [...figure.matchAll(/<img\b[^>]*>/g)].map((match) => attributesOf(match[0]));
      // One image per colour mode, the mode's own shown by the style sheet until the page runs.
      assert.deepEqual(
        images.map((image) => image.src),
        ['light', 'dark'].map((mode) => `${locale.prefix}/img/showcase/case-list-${locale.lang}-${mode}.webp`),
      );
      for (const image of images) {
        const file = path.join(BUILD, image.src!.replace(/^\//, ''));
        const size = webpSize(file);
        assert.deepEqual(
          {width: Number(image.width), height: Number(image.height)},
          size,
          `${image.src}: width and height as the image's own`,
        );
        assert.ok(size.width >= 900, `${image.src}: ${size.width} px wide, twice the ~480 px it is shown at`);
        const bytes = statSync(file).size;
        assert.ok(bytes <= 80 * 1024, `${image.src}: ${(bytes / 1024).toFixed(1)} KB, at most 80 KB`);
        assert.equal(image.loading, 'lazy', `${image.src}: loaded only when shown (the other mode's never)`);
        const alt = image.alt ?? '';
        assert.ok(alt.length >= 40, `${image.src}: an alt text that describes the screen: "${alt}"`);
        if (locale.name === 'en') assert.doesNotMatch(alt, HAN, 'the English alt text is English');
        else assert.match(alt, HAN, 'the Chinese alt text is Chinese');
      }
      const caption = /<figcaption\b[\s\S]*?<\/figcaption>/.exec(figure)?.[0] ?? '';
      const link = /<a\b[^>]*>/.exec(caption)?.[0];
      assert.ok(link, 'the caption has a link');
      assert.equal(attributesOf(link).href, runHref, 'the caption leads to the Run of the home page');
      const text = caption.replace(/<[^>]+>/g, '');
      if (locale.name === 'en') assert.doesNotMatch(text, HAN);
      else assert.match(text, HAN);
    });
  }
}

test('the product shots are static files, not part of any script', () => {
  const scripts = readdirSync(path.join(BUILD, 'assets', 'js')).filter((file) => file.endsWith('.js'));
  assert.ok(scripts.length > 10, `scripts found: ${scripts.length}`);
  const embedding = scripts.filter((file) => /data:image\/webp|UklGR/.test(readFileSync(path.join(BUILD, 'assets', 'js', file), 'utf8')));
  assert.deepEqual(embedding, [], 'scripts that carry a WebP image inline');
});
