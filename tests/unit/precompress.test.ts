// scripts/precompress.mjs: every text file of a build gets a .br and a .gz copy that decompress to
// the same bytes, brotli at its highest quality, unless the copy would be larger than the file;
// other files are left alone.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync} from 'node:zlib';
import {precompress} from '../../scripts/precompress.mjs';

/** Some kilobytes of text that differ from file to file. */
const text = (seed: string, kb = 4) =>
  Array.from({length: kb * 20}, (_, i) => `<line n="${seed}-${i}">LexBoot 低代码 ${(i * 7919 + seed.length) % 1000}</line>`).join('\n');

const TEXT_FILES = [
  'index.html',
  'en/docs/intro.html',
  'assets/js/main.0a1b2c3d.js',
  'assets/js/runtime.mjs',
  'assets/css/styles.9f8e7d.css',
  'search-index-abc123.json',
  'sitemap.xml',
  'sitemap.xsl',
  'llms-full.txt',
  'docs/intro.md',
  'img/logo.svg',
  'assets/js/main.0a1b2c3d.js.map',
  'manifest.webmanifest',
];
/** A small SVG like the site's logo (700 bytes): still worth compressing. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${Array.from({length: 8}, (_, i) => `<rect x="${i * 8}" y="${i * 4}" width="8" height="8" fill="#1a73e8"/>`).join('')}</svg>`;

test('every text file gets a .br and a .gz of the same bytes, small ones too; tiny and binary files none', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lexboot-precompress-'));
  try {
    for (const [i, name] of TEXT_FILES.entries()) {
      mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      writeFileSync(path.join(dir, name), text(name, 2 + i));
    }
    writeFileSync(path.join(dir, 'img', 'small-logo.svg'), LOGO);
    TEXT_FILES.push('img/small-logo.svg');
    writeFileSync(path.join(dir, 'small.js'), 'console.log(1);');
    writeFileSync(path.join(dir, 'img', 'photo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 3));

    const total = await precompress(dir, {concurrency: 2});
    assert.ok(LOGO.length < 1024);
    // small.js is text too, but 15 bytes: its copies would be larger, so neither is kept.
    assert.equal(total.files, TEXT_FILES.length + 1);
    for (const name of TEXT_FILES) {
      const original = readFileSync(path.join(dir, name));
      const br = readFileSync(path.join(dir, `${name}.br`));
      const gz = readFileSync(path.join(dir, `${name}.gz`));
      assert.deepEqual(brotliDecompressSync(br), original, name);
      assert.deepEqual(gunzipSync(gz), original, name);
      // The highest settings: no smaller copy than brotli 11 in text mode and gzip 9.
      const best = brotliCompressSync(original, {
        params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT},
      });
      assert.ok(br.length <= best.length, `${name}: ${br.length} > ${best.length}`);
      assert.ok(gz.length <= gzipSync(original, {level: 9}).length, name);
    }
    for (const name of ['small.js', 'img/photo.png', 'font.woff2']) {
      assert.ok(!existsSync(path.join(dir, `${name}.br`)) && !existsSync(path.join(dir, `${name}.gz`)), name);
    }
    // A second run (a build compressed again) leaves the copies as they were and compresses no copy.
    const again = await precompress(dir, {concurrency: 1});
    assert.equal(again.files, TEXT_FILES.length + 1);
    assert.ok(!existsSync(path.join(dir, 'index.html.br.br')) && !existsSync(path.join(dir, 'index.html.gz.gz')));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
