// src/ModalStore/modal-store.ts: modalStore's open and confirm over a dialog stack, with onOk run
// before the confirmation closes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createDialogStack} from '../src/DrawerStore/dialog-stack';
import {createModalStore, CONFIRM_WIDTH, type ConfirmContentProps, type ModalStackOptions} from '../src/ModalStore/modal-store';

const Confirm = () => null;
const Form = () => null;
const PENDING = Symbol('pending');
const settled = (promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setImmediate(() => resolve(PENDING)))]);

function setup() {
  const stack = createDialogStack<ModalStackOptions>('modal');
  stack.attachHost('host');
  const store = createModalStore(stack, Confirm);
  /** The dialog on top; fails the test when none is open. */
  const top = () => {
    const entry = stack.store.get().entries.at(-1);
    assert.ok(entry, 'a dialog is open');
    return entry;
  };
  /** What the confirmation's OK button does: run onOk with the close the host injects. */
  const pressOk = () => (top().props as ConfirmContentProps).runOk((result) => stack.close(top().id, result));
  return {stack, store, top, pressOk};
}

test('open passes the props and options through and resolves with the close result', async () => {
  const {store, top} = setup();
  const result = store.open(Form, {hearingId: 3}, {title: 'Postpone', width: 400});
  assert.equal(top().component, Form);
  assert.deepEqual(top().props, {hearingId: 3});
  assert.deepEqual(top().options, {title: 'Postpone', width: 400});
  store.close(top().id, '2025-08-20');
  assert.equal(await result, '2025-08-20');
});

test('confirm opens the confirmation as an alert dialog described by its content', () => {
  const {store, top} = setup();
  const options = {title: 'Close case', content: 'The case becomes read-only.', danger: true};
  void store.confirm(options);
  assert.equal(top().component, Confirm);
  assert.equal((top().props as ConfirmContentProps).options, options);
  assert.equal(top().options.title, 'Close case');
  assert.equal(top().options.width, CONFIRM_WIDTH);
  assert.deepEqual(top().options.alert, {described: true});
  void store.confirm({title: 'No body'});
  assert.deepEqual(top().options.alert, {described: false});
});

test('confirm resolves true on OK and false when cancelled or closed from outside', async () => {
  const {stack, store, top, pressOk} = setup();
  const accepted = store.confirm({title: 'A'});
  assert.equal(await pressOk(), null);
  assert.equal(await accepted, true);

  const cancelled = store.confirm({title: 'B'});
  await stack.dismiss(top().id);
  assert.equal(await cancelled, false);

  const all = [store.confirm({title: 'C'}), store.confirm({title: 'D'})];
  store.closeAll();
  assert.deepEqual(await Promise.all(all), [false, false]);
});

test('with onOk, the confirmation closes only once it resolves, and cannot be cancelled meanwhile', async () => {
  const {stack, store, top, pressOk} = setup();
  let finish!: () => void;
  let calls = 0;
  const result = store.confirm({title: 'Close case', onOk: () => (calls++, new Promise<void>((resolve) => (finish = resolve)))});
  const id = top().id;
  const running = pressOk();
  assert.equal(await settled(result), PENDING);
  assert.equal(await stack.dismiss(id), false, 'Escape while onOk runs');
  assert.equal(await pressOk(), null, 'a second OK while onOk runs');
  assert.equal(calls, 1);
  assert.equal(stack.isOpen(id), true);
  finish();
  assert.equal(await running, null);
  assert.equal(await result, true);
});

test('when onOk rejects, the confirmation stays open with the error; OK again retries', async () => {
  const {stack, store, top, pressOk} = setup();
  const failure = new Error('HEARING_LOCKED');
  let attempts = 0;
  const result = store.confirm({
    title: 'Delete',
    onOk: () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(failure) : Promise.resolve();
    },
  });
  const id = top().id;
  assert.deepEqual(await pressOk(), {error: failure});
  assert.equal(stack.isOpen(id), true);
  assert.equal(await settled(result), PENDING);
  assert.equal(await pressOk(), null);
  assert.equal(attempts, 2);
  assert.equal(await result, true);
});

test('after onOk rejects, the user can still cancel, and confirm answers false', async () => {
  const {stack, store, top, pressOk} = setup();
  const result = store.confirm({title: 'Delete', onOk: () => Promise.reject(new Error('no'))});
  await pressOk();
  assert.equal(await stack.dismiss(top().id), true);
  assert.equal(await result, false);
});
