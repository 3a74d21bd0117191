// src/Lookup/lookup.ts: the options behind useLookup, with which the generated page shows a foreign key
// by the record it refers to, in the grid and in the search's select (issue 40, item 4).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {lookupOptions, optionLabel, subscribeLookup, type LookupOption} from '../src/Lookup/lookup';

const CASES: LookupOption[] = [
  {value: 1, label: '张三诉李四合同纠纷'},
  {value: 2, label: '王五劳动争议'},
];

/** A loader of the cases resource, counting its requests and resolved when the test says. */
function loader(result: Promise<LookupOption[]> = Promise.resolve(CASES)) {
  const calls = {count: 0};
  const load = () => {
    calls.count++;
    return result;
  };
  return {load, calls};
}

test('the grid and the search share one request; each is told when the options arrive', async () => {
  const {load, calls} = loader();
  const told: string[] = [];
  const stopGrid = subscribeLookup(load, () => told.push('grid'));
  const stopSearch = subscribeLookup(load, () => told.push('search'));
  // None until they arrive: the grid shows the ids meanwhile.
  assert.deepEqual(lookupOptions(load), []);
  assert.equal(optionLabel(lookupOptions(load), 2), '2');
  await Promise.resolve();
  assert.equal(calls.count, 1);
  assert.deepEqual(told.sort(), ['grid', 'search']);
  assert.equal(optionLabel(lookupOptions(load), 2), '王五劳动争议');
  // The same array each time, as useSyncExternalStore requires of a snapshot.
  assert.equal(lookupOptions(load), lookupOptions(load));
  stopGrid();
  stopSearch();
});

test('shown again after nothing showed them (the program reopened), the options are read afresh', async () => {
  const {load, calls} = loader();
  const stop = subscribeLookup(load, () => {});
  await Promise.resolve();
  stop();
  assert.deepEqual(lookupOptions(load), []);
  subscribeLookup(load, () => {})();
  assert.equal(calls.count, 2);
});

test('options that cannot be read leave the values shown as they are', async () => {
  const {load} = loader(Promise.reject(new Error('403')));
  const stop = subscribeLookup(load, () => assert.fail('nothing arrived'));
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(optionLabel(lookupOptions(load), 7), '7');
  assert.equal(optionLabel(lookupOptions(load), null), '');
  stop();
});
