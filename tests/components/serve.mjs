#!/usr/bin/env node
// Bundles the component gallery (gallery/gallery.tsx and the stories it imports) with esbuild and
// serves it (gallery.js, gallery.css and infima.css): `node tests/components/serve.mjs --port 4880`. React in its production build, as the site
// ships it; Docusaurus's run-time modules replaced by the stand-ins of gallery/stubs; CSS modules as
// esbuild scopes them (`*.module.css`). The web server of tests/components/playwright.config.ts.
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as esbuild from 'esbuild';

const here = import.meta.dirname;
const site = path.resolve(here, '..', '..');
const {values} = parseArgs({options: {port: {type: 'string', default: '4880'}}});
const stub = (name) => path.join(here, 'gallery', 'stubs', `${name}.ts`);
// Infima, the styles under the site's own, from the copy the classic theme loads (the site declares none).
const infima = createRequire(createRequire(import.meta.url).resolve('@docusaurus/theme-classic')).resolve(
  'infima/dist/css/default/default.css',
);

const context = await esbuild.context({
  entryPoints: {gallery: path.join(here, 'gallery', 'gallery.tsx'), infima},
  outdir: path.join(here, 'gallery'),
  write: false,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  define: {'process.env.NODE_ENV': '"production"'},
  alias: {
    '@site': site,
    '@docusaurus/useDocusaurusContext': stub('useDocusaurusContext'),
    '@docusaurus/Translate': stub('Translate'),
    '@docusaurus/Link': stub('Link'),
    '@theme/Heading': stub('Heading'),
  },
  loader: {'.svg': 'file', '.png': 'file', '.woff2': 'file'},
  logLevel: 'warning',
  // The site's bundler (webpack's css-loader) composes these the same way; see the report of issue 42.
  logOverride: {'undefined-composes-from': 'silent'},
});
const {port} = await context.serve({servedir: path.join(here, 'gallery'), host: '127.0.0.1', port: Number(values.port)});
console.log(`component gallery: http://127.0.0.1:${port}/`);
