#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a build, at the highest
// settings, once, so that nginx (brotli_static, gzip_static) and a CDN serve them without
// compressing per request. The copies are kept only when both are smaller than the file: a very
// small file (a 15-byte script) comes out larger, while a 700-byte SVG logo still shrinks by half.
// A file has both copies or neither, so the servers' rules (Vary, which copy to send) stay simple.
//
//   node scripts/precompress.mjs [dir]
//
// Brotli at its highest quality is most of the work, so the files are compressed on every core:
// zlib's asynchronous calls run in libuv's thread pool, and as many files as the machine has cores
// are in hand at once, the largest first so that no big file is left for the end.
import {readdirSync, statSync} from 'node:fs';
import {readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.xsl',
  '.txt',
  '.md',
  '.svg',
  '.map',
  '.webmanifest',
]);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The brotli settings: the highest quality, text mode, the size known in advance. */
export function brotliOptions(bytes) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}
export const GZIP_OPTIONS = {level: 9};

/**
 * Compresses one file and writes its .br and .gz copies when both are smaller than it (removing
 * older copies when not); resolves to its size and the bytes sent with each encoding.
 */
export async function compressFile(file) {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([brotliAsync(data, brotliOptions(data.length)), gzipAsync(data, GZIP_OPTIONS)]);
  if (br.length < data.length && gz.length < data.length) {
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    return {bytes: data.length, br: br.length, gz: gz.length, copies: true};
  }
  await Promise.all([rm(`${file}.br`, {force: true}), rm(`${file}.gz`, {force: true})]);
  return {bytes: data.length, br: data.length, gz: data.length, copies: false};
}

/** The text files of a folder, largest first. */
export function compressibleFiles(dir) {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => path.join(dir, name))
    .filter((file) => COMPRESSIBLE.has(path.extname(file)))
    .map((file) => ({file, stat: statSync(file)}))
    .filter(({stat}) => stat.isFile())
    .sort((a, b) => b.stat.size - a.stat.size)
    .map(({file}) => file);
}

/** Compresses every file worth it, `concurrency` files at a time; resolves to the totals. */
export async function precompress(dir, {concurrency = os.availableParallelism()} = {}) {
  const files = compressibleFiles(dir);
  const total = {files: 0, copied: 0, bytes: 0, br: 0, gz: 0};
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const sizes = await compressFile(files[next++]);
      total.files += 1;
      if (sizes.copies) total.copied += 1;
      total.bytes += sizes.bytes;
      total.br += sizes.br;
      total.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({length: Math.max(1, concurrency)}, lane));
  return total;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  // No top-level await: the unit tests (TypeScript, run as CommonJS) import this module.
  precompress(dir).then(
    (total) => {
      console.log(
        `Precompressed ${total.copied} of the ${total.files} text files of ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
          `(${os.availableParallelism()} at a time): ${mb(total.bytes)} → ${mb(total.br)} brotli, ${mb(total.gz)} gzip.`,
      );
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
