// Pinned columns (src/shared/pinning.ts), shared by DataGrid and DataGridEditor: where each sits,
// and when the grid's box is too narrow to pin them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MAX_PINNED_SHARE, pinnedRun, roomToPin} from '../src/shared/pinning';

test('the pinned columns are a run from the left, each after the one before it', () => {
  const columns = [{fixed: 'left', width: 230}, {fixed: 'left', width: 120}, {width: 140}, {fixed: 'left', width: 100}] as const;
  // After a 48 px selection column: the third column ends the run, so the fourth is not pinned.
  assert.deepEqual(pinnedRun(columns, 48), {offsets: [48, 278, undefined, undefined], end: 398});
  assert.deepEqual(pinnedRun(columns, 0).offsets, [0, 230, undefined, undefined]);
});

test('a pinned column without a width ends the run: the next offset is unknown', () => {
  assert.deepEqual(pinnedRun([{fixed: 'left'}, {fixed: 'left', width: 100}], 0), {offsets: [undefined, undefined], end: 0});
  assert.deepEqual(pinnedRun([{width: 100}], 48), {offsets: [undefined], end: 48});
});

test('a box too narrow for the pinned run lets it scroll with the rest; before measuring, it pins', () => {
  // The DataGrid demo: a selection column and the case number, 278 px.
  assert.equal(roomToPin(278, 322), false, 'a phone (390 px window)');
  assert.equal(roomToPin(278, 700), true, 'a tablet (768 px window)');
  assert.equal(roomToPin(278, undefined), true, 'the server');
  assert.equal(roomToPin(300, 300 / MAX_PINNED_SHARE), true, 'exactly the share');
  assert.equal(roomToPin(301, 300 / MAX_PINNED_SHARE), false, 'just over it');
  assert.ok(MAX_PINNED_SHARE < 0.5, 'the pinned columns leave the larger part of the box to the others');
});
