// Issues 4 and 7: the TS/TSX examples of the API reference type-check against the real components
// of @lexboot/components (packages/components/) and the declarations of @lexboot/core, in both locales.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {allContentFiles, codeBlocks} from '../support/doc-checks';
import {typeCheckExamples} from '../support/doc-examples';

const apiDocs = allContentFiles('.').filter((file) => /(^|\/)api\//.test(file));

// A page whose example uses a prop the declarations do not have, checked in the same TypeScript
// program as the real pages (one program: the components and React's types are checked once).
const badDoc = path.join(mkdtempSync(path.join(tmpdir(), 'lexboot-examples-')), 'docs/api/grid.md');
mkdirSync(path.dirname(badDoc), {recursive: true});
writeFileSync(
  badDoc,
  [
    '# Grid',
    '',
    '```tsx',
    "import { DataGrid } from '@lexboot/components';",
    "import type { CaseRow } from './types';",
    '',
    'export const Grid = () => <DataGrid<CaseRow> columns={[]} pageSize={20} />;',
    '```',
    '',
  ].join('\n'),
);
const {problems, checked} = typeCheckExamples('.', [...apiDocs, badDoc]);
const ofBadDoc = (problem: string) => problem.startsWith(`${badDoc}:`);

test('the TS/TSX examples of every API page type-check against the real components', () => {
  const expected = apiDocs
    .flatMap((file) => codeBlocks(readFileSync(file, 'utf8')))
    .filter((b) => b.lang === 'ts' || b.lang === 'tsx').length;
  const real = problems.filter((problem) => !ofBadDoc(problem));
  assert.ok(expected > 0, 'the API pages have TS/TSX examples');
  assert.equal(checked, expected + 1, 'every TS/TSX block was checked');
  assert.deepEqual(real, [], `Examples that do not type-check:\n${real.join('\n')}`);
});

test('an example that uses a prop the declarations do not have is reported at its doc line', () => {
  const found = problems.filter(ofBadDoc);
  assert.equal(found.length, 1, found.join('\n'));
  assert.match(found[0]?.slice(badDoc.length) ?? '', /^:7: .*'pageSize' does not exist/s);
});
