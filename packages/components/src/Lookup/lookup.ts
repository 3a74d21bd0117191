/**
 * The options a `loadOptions` function reads (the records of another resource, for a foreign key),
 * shared by everything on the page that shows them: the grid's labels, the search's select. Read once
 * while anything shows them, read afresh when something shows them again after none did (the
 * program reopened), so that records added meanwhile are there.
 */
import {valueText} from '@lexboot/core/internal';

export type LookupOption = {label: string; value: string | number};
export type LoadOptions = () => Promise<LookupOption[]>;

type Entry = {options: LookupOption[]; readonly listeners: Set<() => void>};

/** What every lookup shows until its options arrive (and when they cannot be read): one array, so a snapshot is stable. */
export const NO_OPTIONS: LookupOption[] = [];

const entries = new WeakMap<LoadOptions, Entry>();

/**
 * Starts to show the options of `load`: the first listener reads them, each listener is told when they
 * arrive. Returns the function that stops; when the last listener stops, the options are forgotten.
 */
export function subscribeLookup(load: LoadOptions, listener: () => void): () => void {
  let entry = entries.get(load);
  if (!entry) {
    const created: Entry = {options: NO_OPTIONS, listeners: new Set()};
    entries.set(load, created);
    entry = created;
    load().then(
      (options) => {
        created.options = options;
        for (const notify of created.listeners) notify();
      },
      // Not read: the grid shows the values themselves and the select offers nothing, as before the lookup.
      () => undefined,
    );
  }
  const current = entry;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0 && entries.get(load) === current) entries.delete(load);
  };
}

/** The options of `load` read so far: NO_OPTIONS until they arrive. */
export const lookupOptions = (load: LoadOptions): LookupOption[] => entries.get(load)?.options ?? NO_OPTIONS;

/** The label of a value among options; the value itself as text when it is none of them, '' for none. */
export const optionLabel = (options: ReadonlyArray<LookupOption>, value: unknown): string =>
  options.find((option) => option.value === value)?.label ?? (value === null || value === undefined ? '' : valueText(value));
