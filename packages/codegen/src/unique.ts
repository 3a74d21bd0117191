/**
 * The unique keys the generated service checks before a save (issue 26.9), and the words of its field
 * errors: read by the back end the generator writes (./java.ts) and by the site's in-browser back end
 * that runs the generated front end (src/runner/backend.ts), so that both refuse the same duplicates
 * with the same messages.
 */
import {capital} from './naming';
import type {Field, Plan} from './plan';

/**
 * A unique key that the service checks before a save, so that a duplicate is a field error
 * (VALIDATION_FAILED) rather than the database's refusal: its fields (the soft-delete flag left out),
 * whether deleted rows conflict with it (the table deletes logically and the flag is not part of the
 * key: the database still sees the flagged rows), and the name of the repository's query for those.
 */
export type UniqueCheck = {
  readonly fields: readonly Field[];
  readonly deletedConflict: boolean;
  readonly countDeleted: string | undefined;
  /** Only on create: the primary key, which an update does not change. */
  readonly createOnly: boolean;
};

/**
 * The unique keys of the table that the service checks: the primary key when the visitor types it (a
 * new record with the key of another would otherwise be merged into it), every UNIQUE column and every
 * unique key of several columns. A key is left to the database when a part of it is no value of the
 * request or the stored record (a generated key, an audit or database-maintained column, a hashed
 * password, an encrypted credential, JSON), or a secret (a token, a key): its conflict is still refused,
 * as the database's error. A field error on a secret would tell a caller that another record holds the
 * secret they typed.
 */
export function uniqueChecks(plan: Plan): UniqueCheck[] {
  const byName = (name: string) => plan.fields.find((f) => f.column.name.toLowerCase() === name.toLowerCase());
  const keys: {columns: (Field | undefined)[]; createOnly: boolean}[] = [
    {columns: [...plan.keys], createOnly: true},
    ...plan.fields.filter((f) => f.column.unique && !f.isKey).map((f) => ({columns: [f], createOnly: false})),
    ...(plan.table.uniqueKeys ?? []).map((key) => ({columns: key.map(byName), createOnly: false})),
  ];
  const checks: UniqueCheck[] = [];
  const seen = new Set<string>();
  for (const key of keys) {
    if (key.columns.some((f) => f === undefined)) continue;
    const columns = key.columns as Field[];
    const withFlag = columns.some((f) => f.softDelete);
    const fields = columns.filter((f) => !f.softDelete);
    const checkable = (f: Field) => f.writable && !f.secret && !f.hashed && !f.encrypted && !['JSON', 'JSONB'].includes(f.column.sqlType);
    if (fields.length === 0 || !fields.every(checkable)) continue;
    // A key that holds the whole primary key is unique by it.
    if (!key.createOnly && plan.keys.every((k) => fields.includes(k))) continue;
    const name = fields
      .map((f) => f.property)
      .sort()
      .join(',');
    if (seen.has(name)) continue;
    seen.add(name);
    const deletedConflict = plan.softDeleteValues !== undefined && !withFlag;
    checks.push({
      fields,
      deletedConflict,
      countDeleted: deletedConflict ? `countDeletedBy${fields.map((f) => capital(f.property)).join('And')}` : undefined,
      createOnly: key.createOnly,
    });
  }
  return checks;
}

/** The words of a unique key's field error, in Chinese and English: one field, or the fields it names together. */
export function uniqueMessages(check: UniqueCheck, deleted: boolean): [string, string] {
  if (check.fields.length === 1)
    return deleted
      ? ['已删除的记录仍占用这个值，请换一个', 'A deleted record still holds this value; choose another']
      : ['已有记录使用这个值', 'Another record already has this value'];
  const zh = check.fields.map((f) => f.label.zh).join('、');
  const en = check.fields.map((f) => f.label.en).join(', ');
  return deleted
    ? [`已删除的记录仍占用这组值（${zh}），请换一组`, `A deleted record still holds these values (${en}); choose others`]
    : [`已有记录使用这组值（${zh}）`, `Another record already has these values (${en})`];
}
