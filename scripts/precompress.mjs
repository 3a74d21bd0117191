#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a build, at the highest
// settings, once, so that nginx (brotli_static, gzip_static) and a CDN serve them without
// compressing per request. Files under 1 KB gain nothing and are left alone.
//
//   node scripts/precompress.mjs [dir]
import {readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.xsl', '.txt', '.md', '.svg', '.map', '.webmanifest']);
export const MIN_BYTES = 1024;

/** Compresses one file; returns its size and the two compressed sizes. */
export function compressFile(file) {
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, {level: 9});
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return {bytes: data.length, br: br.length, gz: gz.length};
}

/** The files of a folder worth compressing (text, at least MIN_BYTES). */
export function compressibleFiles(dir) {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => path.join(dir, name))
    .filter((file) => COMPRESSIBLE.has(path.extname(file)) && statSync(file).isFile() && statSync(file).size >= MIN_BYTES);
}

export function precompress(dir) {
  const total = {files: 0, bytes: 0, br: 0, gz: 0};
  for (const file of compressibleFiles(dir)) {
    const sizes = compressFile(file);
    total.files += 1;
    total.bytes += sizes.bytes;
    total.br += sizes.br;
    total.gz += sizes.gz;
  }
  return total;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  const total = precompress(dir);
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Precompressed ${total.files} files of ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${mb(total.bytes)} → ${mb(total.br)} brotli, ${mb(total.gz)} gzip.`,
  );
}
