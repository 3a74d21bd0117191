// src/Templates/plan.ts: what the templates of docs/tutorial/front-end/template.md decide without
// React — the list + detail template's built-in actions and their permissions, the update it sends
// (with the record's version), the master row the detail area follows, and the tab keys.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Key} from '@lexboot/core';
import {masterKeyOf, messageOf, recordActions, tabIndexAfter, updateOf} from '../src/Templates/plan';
import {MESSAGES} from '../src/Templates/messages';

const calls: string[] = [];
const commands = {
  create: () => Promise.resolve(void calls.push('create')),
  edit: (id: Key) => Promise.resolve(void calls.push(`edit ${id}`)),
  view: (id: Key) => Promise.resolve(void calls.push(`view ${id}`)),
  remove: (ids: Key[]) => Promise.resolve(void calls.push(`remove ${ids.join(',')}`)),
};

test('with a form: Create, Edit, View, Delete in that order, then the program’s own actions', () => {
  const exportAction = {key: 'export', label: '导出', permission: 'export', onClick: () => {}};
  const actions = recordActions(MESSAGES['zh-CN'], commands, [exportAction]);
  assert.deepEqual(
    actions.map((a) => [a.key, a.label, a.permission, a.requiresSelection ?? false]),
    [
      ['create', '新建', 'create', false],
      ['edit', '编辑', 'update', 'single'],
      ['view', '详情', 'view', 'single'],
      ['delete', '删除', 'delete', true],
      ['export', '导出', 'export', false],
    ],
  );
  assert.equal(actions[0]?.type, 'primary');
  assert.equal(actions[3]?.danger, true);
});

test('without a form there is nothing to create or edit; labels follow the interface language', () => {
  const actions = recordActions(MESSAGES.en, {view: commands.view, remove: commands.remove});
  assert.deepEqual(
    actions.map((a) => a.label),
    ['Details', 'Delete'],
  );
});

test('the actions act on the selection: edit and view the one row, delete every row', async () => {
  calls.length = 0;
  const actions = recordActions(MESSAGES.en, commands);
  for (const action of actions) await action.onClick({selection: action.key === 'delete' ? [3, 4] : [7]});
  assert.deepEqual(calls, ['create', 'edit 7', 'view 7', 'remove 3,4']);
});

test('an update carries the version of the record as read, and nothing when it has none', () => {
  assert.deepEqual(updateOf({title: '新'}, {id: 1, title: '旧', version: 4}), {title: '新', version: 4});
  assert.deepEqual(updateOf({title: '新'}, {id: 1, title: '旧'}), {title: '新'});
  assert.deepEqual(updateOf({title: '新'}, undefined), {title: '新'});
  assert.deepEqual(updateOf({title: '新'}, {id: 1, rowVersion: 2, version: 9}, 'rowVersion'), {title: '新', rowVersion: 2});
  assert.deepEqual(updateOf({title: '新'}, {id: 1, version: 9}, false), {title: '新'});
});

test('the detail area follows exactly one selected master row', () => {
  assert.equal(masterKeyOf([]), undefined);
  assert.equal(masterKeyOf([12]), 12);
  assert.equal(masterKeyOf([12, 13]), undefined);
});

test('arrow keys wrap around the tabs, Home and End jump, other keys are left alone', () => {
  assert.equal(tabIndexAfter('ArrowRight', 2, 3), 0);
  assert.equal(tabIndexAfter('ArrowLeft', 0, 3), 2);
  assert.equal(tabIndexAfter('Home', 2, 3), 0);
  assert.equal(tabIndexAfter('End', 0, 3), 2);
  assert.equal(tabIndexAfter('Enter', 1, 3), undefined);
});

test('a load error shows its message, or the fallback', () => {
  assert.equal(messageOf(new Error('网络错误'), '未知错误'), '网络错误');
  assert.equal(messageOf({}, '未知错误'), '未知错误');
});
