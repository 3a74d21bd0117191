/**
 * The options a `loadOptions` function reads (another resource's records, for a foreign key), shared by
 * the grid and the search of a page: read once while they are shown, none until they arrive. The
 * generated page shows a foreign key in the grid by the referenced record's label
 * (`render: (value) => optionLabel(options, value)`) and searches it with a select of the same options.
 */
export declare function useLookup(
  load: () => Promise<Array<{label: string; value: string | number}>>,
): Array<{label: string; value: string | number}>;

/** The label of a value among options; the value itself as text when it is none of them, '' for none. */
export declare function optionLabel(options: ReadonlyArray<{label: string; value: string | number}>, value: unknown): string;
