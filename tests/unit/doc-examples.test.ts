// Issues 4 and 7: the TS/TSX examples of the API reference type-check against the real components
// of @lexboot/components (packages/components/) and the declarations of @lexboot/core, in both locales.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync, readFileSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {allContentFiles, codeBlocks} from '../support/doc-checks';
import {typeCheckExamples} from '../support/doc-examples';

const apiDocs = allContentFiles('.').filter((file) => /(^|\/)api\//.test(file));

test('the TS/TSX examples of every API page type-check against the real components', () => {
  const expected = apiDocs
    .flatMap((file) => codeBlocks(readFileSync(file, 'utf8')))
    .filter((b) => b.lang === 'ts' || b.lang === 'tsx').length;
  const {problems, checked} = typeCheckExamples('.', apiDocs);
  assert.ok(expected > 0, 'the API pages have TS/TSX examples');
  assert.equal(checked, expected, 'every TS/TSX block was checked');
  assert.deepEqual(problems, [], `Examples that do not type-check:\n${problems.join('\n')}`);
});

test('an example that uses a prop the declarations do not have is reported at its doc line', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'lexboot-examples-'));
  for (const shared of ['src', 'tests', 'node_modules']) symlinkSync(path.resolve(shared), path.join(site, shared));
  mkdirSync(path.join(site, 'docs/api'), {recursive: true});
  writeFileSync(
    path.join(site, 'docs/api/grid.md'),
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
  const {problems} = typeCheckExamples(site, ['docs/api/grid.md']);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0] ?? '', /^docs\/api\/grid\.md:7: .*'pageSize' does not exist/s);
});
