// The social cards (og:image of every page, static/img/social-card-*.png): what link previews
// fetch must be the size they draw (1200×630, the ratio Open Graph consumers crop to) and light
// enough to be fetched quickly by every preview bot, WeChat's and Weibo's included: under 100 KB.
// scripts/social-cards.mjs draws them and re-encodes them with pngquant.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const CARDS = ['static/img/social-card-zh.png', 'static/img/social-card-en.png'];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_BYTES = 100 * 1024;

/** Width, height, bit depth and colour type from a PNG's IHDR chunk, the first after the signature. */
function pngHeader(data: Buffer): {width: number; height: number; bitDepth: number; colourType: number} {
  assert.deepEqual(data.subarray(0, 8), PNG_SIGNATURE, 'a PNG file');
  assert.equal(data.toString('latin1', 12, 16), 'IHDR', 'IHDR comes first');
  return {width: data.readUInt32BE(16), height: data.readUInt32BE(20), bitDepth: data[24] ?? -1, colourType: data[25] ?? -1};
}

for (const card of CARDS) {
  test(`${card} is a 1200×630 PNG under 100 KB`, () => {
    const file = path.resolve(card);
    const header = pngHeader(readFileSync(file));
    assert.equal(header.width, 1200, 'width');
    assert.equal(header.height, 630, 'height');
    const bytes = statSync(file).size;
    assert.ok(bytes < MAX_BYTES, `${card} weighs ${(bytes / 1024).toFixed(1)} KB, over 100 KB: run node scripts/social-cards.mjs`);
  });
}

test('pngHeader reads what a PNG states and refuses what is not one', () => {
  const ihdr = Buffer.alloc(33);
  PNG_SIGNATURE.copy(ihdr);
  ihdr.writeUInt32BE(13, 8);
  ihdr.write('IHDR', 12, 'latin1');
  ihdr.writeUInt32BE(640, 16);
  ihdr.writeUInt32BE(480, 20);
  ihdr[24] = 8;
  ihdr[25] = 3;
  assert.deepEqual(pngHeader(ihdr), {width: 640, height: 480, bitDepth: 8, colourType: 3});
  assert.throws(() => pngHeader(Buffer.from('GIF89a, not a PNG at all, padding padding')), /a PNG file/);
});
