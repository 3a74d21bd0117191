// `npm run test:docs`: every check on the docs' Markdown (the files of tests/docs/), in one Node
// process: each file started on its own would load tsx, TypeScript and the parsed docs again, which
// took longer than the checks. `npm run test:unit` runs this file too, as one test file beside
// tests/unit/, and so does the writer's guide's walk-through (tests/unit/writer-guide.test.ts) in
// its copy of the site. A check added to tests/docs/ is run by all three without a word here.
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const folder = path.join(import.meta.dirname, 'docs');
const checks = readdirSync(folder)
  .filter((file) => file.endsWith('.test.ts'))
  .sort();
if (checks.length === 0) throw new Error(`${folder} holds no .test.ts file`);
for (const file of checks) await import(pathToFileURL(path.join(folder, file)).href);
