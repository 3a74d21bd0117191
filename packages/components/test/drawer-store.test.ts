// src/DrawerStore/dialog-stack.ts: the stack of open dialogs behind drawerStore and modalStore, and
// the promises their openers await.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createDialogStack, type DialogStack} from '../src/DrawerStore/dialog-stack';
import type {DrawerOptions} from '../src/api/DrawerStore';
import {lockScroll} from '../src/shared/scroll-lock';

const Content = () => null;
const PENDING = Symbol('pending');
/** What a promise has settled with so far, without waiting for it. */
const settled = (promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setImmediate(() => resolve(PENDING)))]);

function mountedStack(kind = 'drawer') {
  const stack = createDialogStack<DrawerOptions>(kind);
  stack.attachHost('host');
  return stack;
}

const ids = (stack: DialogStack<DrawerOptions>) => stack.store.get().entries.map((entry) => entry.id);

test('open adds an entry with its props and options, and resolves with the result it is closed with', async () => {
  const stack = mountedStack();
  const result = stack.open(Content, {caseId: 7}, {title: 'Case'});
  const entry = stack.store.get().entries[0]!;
  assert.equal(entry.component, Content);
  assert.deepEqual(entry.props, {caseId: 7});
  assert.deepEqual(entry.options, {title: 'Case'});
  assert.equal(await settled(result), PENDING);
  stack.close(entry.id, 'archived');
  assert.equal(await result, 'archived');
  assert.deepEqual(stack.store.get().entries, []);
});

test('giving up (dismiss) resolves with undefined', async () => {
  const stack = mountedStack();
  const result = stack.open(Content, {}, {});
  const [id] = ids(stack) as [string];
  assert.equal(await stack.dismiss(id), true);
  assert.equal(await result, undefined);
  assert.equal(stack.isOpen(id), false);
});

test('closing only the top dialog leaves the one below open and pending', async () => {
  const stack = mountedStack();
  const below = stack.open(Content, {}, {});
  const above = stack.open(Content, {}, {});
  const [bottomId, topId] = ids(stack) as [string, string];
  await stack.dismiss(topId);
  assert.equal(await above, undefined);
  assert.deepEqual(ids(stack), [bottomId]);
  assert.equal(await settled(below), PENDING);
});

test('closeAll resolves every open dialog with undefined, without asking beforeClose', async () => {
  const stack = mountedStack();
  let asked = 0;
  const first = stack.open(Content, {}, {beforeClose: () => (asked++, false)});
  const second = stack.open(Content, {}, {});
  stack.closeAll();
  assert.deepEqual(await Promise.all([first, second]), [undefined, undefined]);
  assert.equal(asked, 0);
  assert.deepEqual(stack.store.get().entries, []);
});

test('beforeClose returning false (or a promise of false) keeps the dialog open', async () => {
  const stack = mountedStack();
  const sync = stack.open(Content, {}, {beforeClose: () => false});
  const async = stack.open(Content, {}, {beforeClose: () => Promise.resolve(false)});
  const [syncId, asyncId] = ids(stack) as [string, string];
  assert.equal(await stack.dismiss(asyncId), false);
  assert.equal(await stack.dismiss(syncId), false);
  assert.deepEqual(ids(stack), [syncId, asyncId]);
  assert.equal(await settled(sync), PENDING);
  assert.equal(await settled(async), PENDING);
  // The opener can still close it with a result: beforeClose only guards the user giving up.
  stack.close(syncId, 'saved');
  assert.equal(await sync, 'saved');
});

test('beforeClose returning true closes; one that throws keeps the dialog open', async () => {
  const stack = mountedStack();
  const allowed = stack.open(Content, {}, {beforeClose: () => Promise.resolve(true)});
  const failing = stack.open(
    Content,
    {},
    {
      beforeClose: () => {
        throw new Error('check failed');
      },
    },
  );
  const [allowedId, failingId] = ids(stack) as [string, string];
  assert.equal(await stack.dismiss(failingId), false);
  assert.equal(await stack.dismiss(allowedId), true);
  assert.equal(await allowed, undefined);
  assert.deepEqual(ids(stack), [failingId]);
  assert.equal(await settled(failing), PENDING);
});

test('a second dismissal while beforeClose is still deciding does not ask again', async () => {
  const stack = mountedStack();
  let asked = 0;
  let answer!: (closes: boolean) => void;
  const result = stack.open(Content, {}, {beforeClose: () => (asked++, new Promise<boolean>((resolve) => (answer = resolve)))});
  const [id] = ids(stack) as [string];
  const first = stack.dismiss(id);
  assert.equal(await stack.dismiss(id), false);
  assert.equal(asked, 1);
  answer(true);
  assert.equal(await first, true);
  assert.equal(await result, undefined);
});

test('ids are unique, also after dialogs close, and carry the kind', () => {
  const stack = mountedStack('drawer');
  // Only the ids matter here, not what the dialogs are closed with.
  void stack.open(Content, {}, {});
  void stack.open(Content, {}, {});
  const [first, second] = ids(stack) as [string, string];
  stack.close(second);
  void stack.open(Content, {}, {});
  const third = ids(stack)[1];
  assert.deepEqual([first, second, third], ['drawer-1', 'drawer-2', 'drawer-3']);
  const modals = mountedStack('modal');
  void modals.open(Content, {}, {});
  assert.deepEqual(ids(modals), ['modal-1']);
});

test('closing an unknown or already closed id does nothing, and a result is delivered once', async () => {
  const stack = mountedStack();
  const result = stack.open(Content, {}, {});
  const [id] = ids(stack) as [string];
  stack.close('drawer-99', 'other');
  assert.deepEqual(ids(stack), [id]);
  stack.close(id, 'first');
  stack.close(id, 'second');
  assert.equal(await result, 'first');
  assert.equal(await stack.dismiss(id), false);
});

test('with no host mounted, open warns and resolves with undefined at once', async (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const stack = createDialogStack<DrawerOptions>('drawer');
  assert.equal(await stack.open(Content, {}, {}), undefined);
  assert.deepEqual(stack.store.get().entries, []);
  assert.equal(warn.mock.callCount(), 1);
});

test('the oldest host renders; when the last host goes, open dialogs resolve with undefined', async () => {
  const stack = createDialogStack<DrawerOptions>('modal');
  const detachFirst = stack.attachHost('first');
  const detachSecond = stack.attachHost('second');
  assert.deepEqual(stack.store.get().hosts, ['first', 'second']);
  const result = stack.open(Content, {}, {});
  detachFirst();
  assert.deepEqual(stack.store.get().hosts, ['second']);
  assert.equal(await settled(result), PENDING);
  detachSecond();
  assert.equal(await result, undefined);
  assert.deepEqual(stack.store.get().entries, []);
});

test('an open dialog locks the page behind it; closing the last one gives back what the page had', () => {
  const root = {style: {overflow: 'clip', scrollbarGutter: ''}};
  const releaseDrawer = lockScroll(root, true);
  assert.deepEqual(root.style, {overflow: 'hidden', scrollbarGutter: 'stable'});
  // A modal over the drawer, closed first: the drawer is still open, the page stays locked.
  const releaseModal = lockScroll(root, true);
  releaseModal();
  releaseModal();
  assert.equal(root.style.overflow, 'hidden');
  releaseDrawer();
  assert.deepEqual(root.style, {overflow: 'clip', scrollbarGutter: ''});
  // Locked again later: the page's own style is read afresh.
  root.style.overflow = 'auto';
  const release = lockScroll(root, true);
  assert.equal(root.style.overflow, 'hidden');
  release();
  assert.equal(root.style.overflow, 'auto');
});

test('a page without a scrollbar gets no gutter while a dialog is open: nothing shifts, and a drawer meets the right edge', () => {
  // The runner's frame takes its content's height: no scrollbar, so no room to keep for one.
  const root = {style: {overflow: '', scrollbarGutter: ''}};
  const release = lockScroll(root, false);
  assert.deepEqual(root.style, {overflow: 'hidden', scrollbarGutter: ''});
  release();
  assert.deepEqual(root.style, {overflow: '', scrollbarGutter: ''});
});
