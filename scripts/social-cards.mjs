#!/usr/bin/env node
// Draws the social cards, the image link previews show (og:image): static/img/social-card-zh.png and
// static/img/social-card-en.png, 1200×630, each in its language. An HTML template in the site's
// colours (src/css/custom.css, static/img/logo.svg) is rendered by Chromium and screenshotted.
// Run it again after changing the text or the colours here, and commit both PNGs.
//
//   node scripts/social-cards.mjs
//
// Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH), the Noto Sans CJK fonts (Debian's
// fonts-noto-cjk) and pngquant (Debian's pngquant); the page loads nothing from the network.
//
// Chromium dithers CSS gradients: the screenshot's background is noise to a PNG encoder, and a
// card came out at 370 to 384 KB. pngquant maps it to a 256-colour palette of 6-bit channels
// without dithering (PSNR about 46 dB against the screenshot, no banding to be seen), which
// takes a card to about 75 KB; tests/unit/social-cards.test.ts holds each under 100 KB.
import {spawnSync} from 'node:child_process';
import {statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONT = 'Noto Sans CJK SC';
export const WIDTH = 1200;
export const HEIGHT = 630;

/** pngquant's settings: see the top of this file. */
export const PNGQUANT_ARGS = ['--speed', '1', '--strip', '--force', '--posterize', '2', '--floyd=0', '256'];

/** What each card says: the home page's headline and the product's one-line definition. */
export const CARDS = {
  zh: {
    lang: 'zh-Hans',
    headline: '从一张数据表，<br>到一个能用的管理后台',
    definition: 'Spring Boot + React 代码生成框架',
    stack: ['Spring Boot 3', 'React', 'MySQL 8 / PostgreSQL 15+'],
    company: '律启科技',
  },
  en: {
    lang: 'en',
    headline: 'From a database table<br>to a working admin system',
    definition: 'The Spring Boot + React code-generation framework',
    stack: ['Spring Boot 3', 'React', 'MySQL 8 / PostgreSQL 15+'],
    company: 'LexBoot Technology',
  },
};

/** The logo mark of static/img/logo.svg, drawn at any size. */
const MARK = `<svg viewBox="0 0 32 32" aria-hidden="true">
  <rect x="1" y="1" width="30" height="30" rx="7" fill="#2848c7"/>
  <path d="M10 8v16h12" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M17 8h5v5" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round" opacity=".7"/>
</svg>`;

/** The card as an HTML document. */
export function cardHtml(card) {
  return `<!doctype html>
<html lang="${card.lang}">
<meta charset="utf-8">
<style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body {
    font-family: '${FONT}', sans-serif;
    color: #eef1fb;
    /* The footer's navy, lit from the top right with the primary "court blue". */
    background:
      radial-gradient(circle at 88% 8%, rgb(40 72 199 / 55%), transparent 55%),
      radial-gradient(circle at 0% 100%, rgb(40 72 199 / 22%), transparent 45%),
      #141c33;
    padding: 72px 80px 64px;
    display: flex;
    flex-direction: column;
  }
  .grid {
    position: absolute; inset: 0;
    background-image:
      linear-gradient(rgb(142 165 255 / 7%) 1px, transparent 1px),
      linear-gradient(90deg, rgb(142 165 255 / 7%) 1px, transparent 1px);
    background-size: 40px 40px;
    mask-image: linear-gradient(120deg, transparent 35%, #000 100%);
  }
  .brand { display: flex; align-items: center; gap: 22px; position: relative; }
  .brand svg { width: 84px; height: 84px; }
  .wordmark { font-size: 64px; font-weight: 700; letter-spacing: -1px; line-height: 1; }
  .wordmark span { color: #8ea5ff; }
  h1 {
    position: relative;
    margin-top: 64px;
    font-size: ${card.lang === 'en' ? 60 : 64}px;
    line-height: 1.22;
    font-weight: 700;
    letter-spacing: ${card.lang === 'en' ? '-0.5px' : '1px'};
  }
  .definition { position: relative; margin-top: 22px; font-size: 30px; color: #c9d2ee; }
  footer {
    position: relative;
    margin-top: auto;
    display: flex; align-items: center; justify-content: space-between;
    font-size: 24px; color: #aab3cc;
  }
  .stack { display: flex; gap: 12px; }
  .stack span {
    padding: 6px 16px; border-radius: 999px;
    border: 1px solid rgb(142 165 255 / 45%); color: #dfe4f0; background: rgb(40 72 199 / 25%);
  }
  .site { text-align: right; line-height: 1.4; }
  .site b { color: #eef1fb; font-weight: 700; }
</style>
<div class="grid"></div>
<div class="brand">${MARK}<div class="wordmark">Lex<span>Boot</span></div></div>
<h1>${card.headline}</h1>
<p class="definition">${card.definition}</p>
<footer>
  <div class="stack">${card.stack.map((item) => `<span>${item}</span>`).join('')}</div>
  <div class="site"><b>www.lexboot.cn</b><br>${card.company}</div>
</footer>
</html>`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const match = spawnSync('fc-match', ['--format=%{family}', FONT], {encoding: 'utf8'});
  if (!match.stdout?.includes(FONT)) {
    console.error(`The font "${FONT}" is missing (apt-get install fonts-noto-cjk); the cards would use another.`);
    process.exit(1);
  }
  if (spawnSync('pngquant', ['--version']).status !== 0) {
    console.error('pngquant is missing (apt-get install pngquant); the cards would weigh some 380 KB each.');
    process.exit(1);
  }
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const page = await browser.newPage({viewport: {width: WIDTH, height: HEIGHT}, deviceScaleFactor: 1});
    // Nothing may come from the network: the card is the template and local fonts only.
    await page.route('**/*', (route) => route.abort());
    for (const [name, card] of Object.entries(CARDS)) {
      await page.setContent(cardHtml(card));
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(REPO, 'static', 'img', `social-card-${name}.png`);
      await page.screenshot({path: file, type: 'png'});
      const quantized = spawnSync('pngquant', [...PNGQUANT_ARGS, '--output', file, '--', file], {stdio: 'inherit'});
      if (quantized.status !== 0) throw new Error(`pngquant failed on ${file} (exit ${quantized.status})`);
      console.log(`Wrote ${path.relative(REPO, file)} (${WIDTH}×${HEIGHT}, ${Math.round(statSync(file).size / 1024)} KB).`);
    }
  } finally {
    await browser.close();
  }
}
