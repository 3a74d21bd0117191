// src/ProgramTitle/actions.ts: which title-bar actions show for a permission set, which can run for
// a selection, how they split between the bar and the "More" menu on wide and narrow screens, and
// how the menu's keys move focus.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  planActions,
  keysBy,
  qualifyPermission,
  isPermitted,
  selectionBlock,
  normalizeMaxVisible,
  nextMenuIndex,
  matchTypeahead,
} from '../src/ProgramTitle/actions';
import type {ActionPlan, PlannedInput} from '../src/ProgramTitle/actions';

const CASE_ACTIONS: PlannedInput[] = [
  {key: 'create', type: 'primary', permission: 'create'},
  {key: 'export', permission: 'CASE_MGMT:export'},
  {key: 'archive', permission: 'update', requiresSelection: true},
  {key: 'delete', permission: 'delete', requiresSelection: 'single'},
  {key: 'print'},
  {key: 'transfer', permission: 'transfer'},
];

const blockedOf = (plan: ActionPlan<PlannedInput>) => Object.fromEntries(plan.actions.map((p) => [p.action.key, p.blocked]));

test('a short permission is prefixed with the program code; a full one is kept', () => {
  assert.equal(qualifyPermission('export', 'CASE_MGMT'), 'CASE_MGMT:export');
  assert.equal(qualifyPermission('CONTRACT_MGMT:export', 'CASE_MGMT'), 'CONTRACT_MGMT:export');
  assert.equal(qualifyPermission(' export ', ' CASE_MGMT '), 'CASE_MGMT:export');
  assert.equal(qualifyPermission('export', undefined), 'export');
});

test('an action is shown only when its permission is granted', () => {
  const granted = ['CASE_MGMT:create', 'CASE_MGMT:export', 'CASE_MGMT:update'];
  assert.equal(isPermitted('create', granted, 'CASE_MGMT'), true);
  assert.equal(isPermitted('delete', granted, 'CASE_MGMT'), false);
  // The same operation of another program is not this one's.
  assert.equal(isPermitted('delete', ['CONTRACT_MGMT:delete'], 'CASE_MGMT'), false);
  assert.equal(isPermitted('CASE_MGMT:export', granted, 'CONTRACT_MGMT'), true);
  assert.equal(isPermitted(undefined, [], 'CASE_MGMT'), true, 'no permission asked: always shown');
  assert.equal(isPermitted('delete', undefined, 'CASE_MGMT'), true, 'permissions unknown: no check');
  assert.equal(isPermitted('delete', [], 'CASE_MGMT'), false, 'no permissions granted: hidden');
});

test('requiresSelection: true needs one row or more, single exactly one', () => {
  assert.equal(selectionBlock(true, 0), 'select-one');
  assert.equal(selectionBlock(true, 1), null);
  assert.equal(selectionBlock(true, 5), null);
  assert.equal(selectionBlock('single', 0), 'select-one');
  assert.equal(selectionBlock('single', 1), null);
  assert.equal(selectionBlock('single', 2), 'select-only-one');
  assert.equal(selectionBlock(false, 0), null);
  assert.equal(selectionBlock(undefined, 0), null);
});

test("with the program's permissions, the ungranted action is hidden and three stay in the bar", () => {
  const permissions = ['CASE_MGMT:create', 'CASE_MGMT:export', 'CASE_MGMT:update', 'CASE_MGMT:delete'];
  const plan = planActions(CASE_ACTIONS, {selectionCount: 0, permissions, programCode: 'CASE_MGMT', maxVisibleActions: 3});
  assert.deepEqual(keysBy(plan, 'wide'), {bar: ['create', 'export', 'archive'], menu: ['delete', 'print']});
  // Narrow: only the primary action stays; the rest, in order, go into "More".
  assert.deepEqual(keysBy(plan, 'narrow'), {bar: ['create'], menu: ['export', 'archive', 'delete', 'print']});
  assert.deepEqual(plan.more, {wide: true, narrow: true});
  assert.deepEqual(blockedOf(plan), {create: null, export: null, archive: 'select-one', delete: 'select-one', print: null});
});

test('the selection decides which actions can run', () => {
  const one = planActions(CASE_ACTIONS, {selectionCount: 1});
  assert.equal(blockedOf(one).archive, null);
  assert.equal(blockedOf(one).delete, null);
  const two = planActions(CASE_ACTIONS, {selectionCount: 2});
  assert.equal(blockedOf(two).archive, null);
  assert.equal(blockedOf(two).delete, 'select-only-one');
});

test('disabled wins over a selection that would allow the action', () => {
  const plan = planActions(
    [
      {key: 'a', disabled: true, requiresSelection: true},
      {key: 'b', disabled: false},
    ],
    {selectionCount: 3},
  );
  assert.deepEqual(blockedOf(plan), {a: 'disabled', b: null});
});

test('without known permissions every action is shown, and maxVisibleActions defaults to 3', () => {
  const plan = planActions(CASE_ACTIONS, {selectionCount: 0});
  assert.deepEqual(keysBy(plan, 'wide'), {bar: ['create', 'export', 'archive'], menu: ['delete', 'print', 'transfer']});
});

test('with no more actions than maxVisibleActions there is no "More" menu on wide screens', () => {
  const plan = planActions(CASE_ACTIONS.slice(0, 2), {selectionCount: 0, maxVisibleActions: 2});
  assert.deepEqual(keysBy(plan, 'wide'), {bar: ['create', 'export'], menu: []});
  assert.deepEqual(plan.more, {wide: false, narrow: true});
  const primaryOnly = planActions([{key: 'create', type: 'primary'}], {selectionCount: 0});
  assert.deepEqual(primaryOnly.more, {wide: false, narrow: false});
  const none = planActions([], {selectionCount: 0});
  assert.deepEqual(none, {actions: [], more: {wide: false, narrow: false}});
});

test('hidden actions do not take a place in the bar', () => {
  const plan = planActions(CASE_ACTIONS, {
    selectionCount: 0,
    permissions: ['CASE_MGMT:delete'],
    programCode: 'CASE_MGMT',
    maxVisibleActions: 2,
  });
  assert.deepEqual(keysBy(plan, 'wide'), {bar: ['delete', 'print'], menu: []});
});

test('maxVisibleActions: 0 puts everything into the menu; odd values are made usable', () => {
  const plan = planActions(CASE_ACTIONS.slice(0, 3), {selectionCount: 0, maxVisibleActions: 0});
  assert.deepEqual(keysBy(plan, 'wide'), {bar: [], menu: ['create', 'export', 'archive']});
  assert.equal(normalizeMaxVisible(undefined), 3);
  assert.equal(normalizeMaxVisible(Number.NaN), 3);
  assert.equal(normalizeMaxVisible(-2), 0);
  assert.equal(normalizeMaxVisible(2.7), 2);
  assert.equal(normalizeMaxVisible(Infinity), Infinity);
});

test('a repeated key keeps the first action only', () => {
  const plan = planActions([{key: 'a', type: 'primary'}, {key: 'b'}, {key: 'a'}], {selectionCount: 0});
  assert.deepEqual(
    plan.actions.map((p) => [p.action.key, p.action.type]),
    [
      ['a', 'primary'],
      ['b', undefined],
    ],
  );
});

test('menu keys: arrows wrap, Home and End jump, other keys do not move', () => {
  assert.equal(nextMenuIndex('ArrowDown', 0, 3), 1);
  assert.equal(nextMenuIndex('ArrowDown', 2, 3), 0);
  assert.equal(nextMenuIndex('ArrowUp', 0, 3), 2);
  assert.equal(nextMenuIndex('ArrowUp', 2, 3), 1);
  assert.equal(nextMenuIndex('ArrowDown', -1, 3), 0);
  assert.equal(nextMenuIndex('ArrowUp', -1, 3), 2);
  assert.equal(nextMenuIndex('Home', 2, 3), 0);
  assert.equal(nextMenuIndex('End', 0, 3), 2);
  assert.equal(nextMenuIndex('Enter', 1, 3), undefined);
  assert.equal(nextMenuIndex('ArrowDown', 0, 0), undefined);
});

test('type-ahead finds the next item starting with the letter, wrapping around', () => {
  const labels = ['Delete', 'Print list', 'Duplicate'];
  assert.equal(matchTypeahead(labels, 0, 'd'), 2);
  assert.equal(matchTypeahead(labels, 2, 'D'), 0);
  assert.equal(matchTypeahead(labels, 0, 'p'), 1);
  assert.equal(matchTypeahead(labels, 0, 'x'), undefined);
  assert.equal(matchTypeahead(['删除', '打印清单'], -1, '打'), 1);
});
