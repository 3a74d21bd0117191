/**
 * The back end a generated program talks to in the runner: the endpoints the generated controller
 * maps (paged search over the generated query fields, detail, create, update with the optimistic
 * lock, delete, export) over rows seeded from the table model, kept in memory while the runner
 * lives. No database, no authentication, nothing kept across reloads. Answers are the envelopes of
 * the system API (`{code, message, data, traceId}`); a refused request carries the field errors of
 * `VALIDATION_FAILED` as `data: [{field, message}]`, which the generated form shows on each field:
 * the DTO's constraints, and the unique keys the generated service checks (`uniqueChecks` of @lexboot/codegen).
 */
import {
  listTables,
  parseCreateTable,
  parseSchema,
  planOf,
  propertyName,
  uniqueChecks,
  uniqueMessages,
  type Field,
  type GeneratorOptions,
  type ParsedSchema,
  type Plan,
  type Reference,
  type Table,
  type UniqueCheck,
} from '@lexboot/codegen';
import {codeValue, dateValue, dictLabels, meaningOf, numberValue, textValue, topicOf, type Locale} from './seed';

export type {Locale};
export type Row = Record<string, unknown>;
export type Envelope = {code: string; message: string; data: unknown; traceId: string};
export type Answer = {status: number; body: Envelope};
export type DictItem = {value: string | number; label: string};

/** Rows seeded per table: more than the generated page size (20), so that paging has a second page. */
export const SEEDED_ROWS = 23;

const TEXTS = {
  'zh-CN': {
    ok: '成功',
    blank: '不能为空',
    tooLong: '长度不能超过 {max} 个字符',
    notNumber: '必须是数字',
    invalid: '请求参数校验失败',
    conflict: '记录已被他人修改，请刷新后重试',
    notFound: '记录不存在',
    noRoute: '没有这个接口',
  },
  en: {
    ok: 'OK',
    blank: 'must not be blank',
    tooLong: 'must be at most {max} characters',
    notNumber: 'must be a number',
    invalid: 'Validation failed',
    conflict: 'Someone else saved this record; reload it and try again',
    notFound: 'No such record',
    noRoute: 'No such endpoint',
  },
} as const;

/** A value as text, as a query parameter or a JSON scalar reads. */
const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
const pad = (n: number) => String(n).padStart(2, '0');
const fit = (text: string, max: number | undefined) => (max !== undefined && text.length > max ? text.slice(0, max) : text);
const isJson = (f: Field) => ['JSON', 'JSONB'].includes(f.column.sqlType);

/**
 * The items of each dictionary the tables name (`[dict:CODE]`): none are defined in the input, so the
 * back end makes up items that fit the field and its table (a case's 状态 待立案/审理中/已结案, a user's
 * 性别 男/女), valued as the field's type.
 */
export function dictsOf(plans: readonly Plan[], locale: Locale): Record<string, DictItem[]> {
  const dicts: Record<string, DictItem[]> = {};
  for (const plan of plans) {
    for (const f of plan.fields) {
      if (!f.dict || dicts[f.dict]) continue;
      dicts[f.dict] = dictLabels(f, topicOf(plan), locale).map((label, n) => ({
        value: f.mapping.ts === 'number' ? n + 1 : String(n + 1),
        label,
      }));
    }
  }
  return dicts;
}

/**
 * A value of a field's column for the row at `i`: of its type, within its length, one of its options or
 * dictionary items, and what its name and comment say it holds (./seed.ts).
 */
function seedValue(
  plan: Plan,
  f: Field,
  i: number,
  locale: Locale,
  dicts: Record<string, DictItem[]>,
  refs: readonly unknown[] | undefined,
): unknown {
  const c = f.column;
  if (f.options && f.options.length > 0) return f.options[i % f.options.length]!.value;
  if (f.dict) {
    const items = dicts[f.dict]!;
    return items[i % items.length]!.value;
  }
  if (f.reference && refs && refs.length > 0) return refs[i % refs.length];
  if (f.isVersion) return 0;
  if (c.enumValues && c.enumValues.length > 0) return c.enumValues[i % c.enumValues.length];
  const topic = topicOf(plan);
  const meaning = meaningOf(f, topic);
  switch (f.mapping.cell) {
    case 'boolean':
      return i % 2 === 0;
    case 'date':
      return dateValue(meaning, i);
    case 'datetime':
      return `${dateValue(meaning, i)}T${pad(8 + (i % 10))}:${pad((i * 7) % 60)}:00`;
    case 'number':
      if (f.isKey || f.reference) return i + 1;
      return numberValue(meaning, f, i);
    default:
      break;
  }
  if (c.sqlType === 'UUID') return `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
  if (isJson(f)) return '{}';
  if (f.mapping.ts === 'number') return i + 1;
  if (f.mapping.ts === 'boolean') return i % 2 === 0;
  if (c.sqlType === 'TIME') return `${pad(8 + (i % 10))}:00:00`;
  if (f.audit === 'created_by' || f.audit === 'updated_by') return fit('admin', c.length);
  // A short column (a code of one or two characters) gets a letter.
  if (c.length !== undefined && c.length < 3) return fit(String.fromCharCode(65 + (i % 26)), c.length);
  // A key typed into the form is a code, unique to its row.
  if (f.isKey) return codeValue(f, i, locale, topic);
  return textValue(meaning, f, i, locale, topic);
}

const PAGING = new Set(['page', 'size', 'sort']);

const keyPropertyOf = (f: Field) => f.property;

/** The resource of one table: its rows and the requests its controller maps. */
class Resource {
  rows: Row[] = [];
  /** The unique keys the generated service checks before a save. */
  readonly unique: readonly UniqueCheck[];
  constructor(
    readonly plan: Plan,
    readonly locale: Locale,
  ) {
    this.unique = uniqueChecks(plan);
  }

  get texts() {
    return TEXTS[this.locale];
  }

  keyOf(row: Row): string {
    return this.plan.keys.map((k) => String(row[keyPropertyOf(k)])).join('/');
  }

  /** What a response shows of a row: the fields of the response, never a secret. */
  view(row: Row): Row {
    const out: Row = {};
    for (const f of this.plan.fields) if (f.inResponse && !f.secret) out[f.property] = row[f.property] ?? null;
    return out;
  }

  find(id: string): Row | undefined {
    return this.rows.find((row) => this.keyOf(row) === id);
  }

  /**
   * The rows a search finds. `page`, `size` and `sort` are the paging parameters, whatever columns
   * share their names (RuoYi's `sort`, a file's `size`): as a filter they would match nothing.
   */
  search(params: Record<string, unknown>): Row[] {
    const has = (v: unknown) => v !== undefined && v !== null && v !== '';
    let found = this.rows.filter((row) =>
      this.plan.fields
        .filter((f) => f.searchable && !PAGING.has(f.property))
        .every((f) => {
          const value = row[f.property];
          if (f.mapping.search === 'dateRange') {
            const from = params[`${f.property}From`];
            const to = params[`${f.property}To`];
            const text = textOf(value).slice(0, 10);
            if (has(from) && text < textOf(from).slice(0, 10)) return false;
            if (has(to) && text > textOf(to).slice(0, 10)) return false;
            return true;
          }
          const wanted = params[f.property];
          if (!has(wanted)) return true;
          // A foreign key is chosen from a list (the generated search's select): matched whole, as the service does.
          if (f.mapping.search === 'text' && !f.options && !f.dict && !f.reference)
            return textOf(value).toLowerCase().includes(textOf(wanted).toLowerCase());
          return textOf(value) === textOf(wanted);
        }),
    );
    const sort = typeof params.sort === 'string' ? params.sort.split(',') : [];
    const [field, direction] = sort;
    if (field && this.plan.fields.some((f) => f.property === field)) {
      const sign = direction === 'desc' ? -1 : 1;
      found = [...found].sort((a, b) => {
        const x = a[field] as never;
        const y = b[field] as never;
        if (x === y) return 0;
        if (x === null || x === undefined) return 1;
        if (y === null || y === undefined) return -1;
        return (x < y ? -1 : 1) * sign;
      });
    }
    return found;
  }

  /** The field errors of a create or update request, as the generated DTO's constraints would give them. */
  problems(form: Row, creating: boolean): {field: string; message: string}[] {
    const errors: {field: string; message: string}[] = [];
    for (const f of this.plan.fields) {
      if (!f.writable || f.databaseMaintained || f.audit || f.isVersion) continue;
      if (!creating && f.isKey) continue;
      const value = form[f.property];
      const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      if (blank) {
        if (creating && !f.column.nullable && f.column.defaultValue === undefined && !f.secret)
          errors.push({field: f.property, message: this.texts.blank});
        continue;
      }
      if (f.mapping.ts === 'number' && Number.isNaN(Number(value))) errors.push({field: f.property, message: this.texts.notNumber});
      if (
        typeof value === 'string' &&
        ['CHAR', 'VARCHAR'].includes(f.column.sqlType) &&
        f.column.length !== undefined &&
        value.length > f.column.length
      )
        errors.push({field: f.property, message: this.texts.tooLong.replace('{max}', String(f.column.length))});
    }
    return errors;
  }

  /**
   * The field errors of a save whose unique key another row already holds, as the generated service
   * gives them (a key with an empty part conflicts with nothing; the primary key is checked on create
   * only). `row` is the record as it would be saved; `self` the one updated. Deleted rows are gone
   * here (a delete removes the row), so no key is held by a deleted record.
   */
  duplicates(row: Row, self: Row | undefined): {field: string; message: string}[] {
    const errors: {field: string; message: string}[] = [];
    for (const check of this.unique) {
      if (check.createOnly && self) continue;
      const values = check.fields.map((f) => row[f.property]);
      if (values.some((value) => value === undefined || value === null || value === '')) continue;
      const taken = this.rows.some(
        (other) => other !== self && check.fields.every((f, i) => textOf(other[f.property]) === textOf(values[i])),
      );
      if (!taken) continue;
      const [zh, en] = uniqueMessages(check, false);
      for (const f of check.fields) errors.push({field: f.property, message: this.locale === 'en' ? en : zh});
    }
    return errors;
  }

  /** Copies the writable fields of a form onto a row; a blank secret in an update keeps the stored one. */
  write(row: Row, form: Row, creating: boolean): void {
    for (const f of this.plan.fields) {
      if (!f.writable || f.databaseMaintained || f.audit || f.isVersion) continue;
      if (!creating && f.isKey) continue;
      if (!(f.property in form)) continue;
      const value = form[f.property];
      if (f.secret && !creating && (value === undefined || value === null || value === '')) continue;
      row[f.property] = f.mapping.ts === 'number' && value !== null && value !== '' ? Number(value) : value === '' ? null : value;
    }
  }

  stamp(row: Row, creating: boolean): void {
    const now = new Date().toISOString().slice(0, 19);
    for (const f of this.plan.fields) {
      if (f.audit === 'updated_at' || (creating && f.audit === 'created_at')) row[f.property] = now;
      if (f.audit === 'updated_by' || (creating && f.audit === 'created_by')) row[f.property] = 'admin';
    }
  }

  nextKey(row: Row): void {
    for (const k of this.plan.keys) {
      if (row[k.property] !== undefined && row[k.property] !== null && row[k.property] !== '') continue;
      if (k.mapping.ts === 'number') row[k.property] = Math.max(0, ...this.rows.map((r) => Number(r[k.property]) || 0)) + 1;
      else if (k.column.sqlType === 'UUID') row[k.property] = globalThis.crypto.randomUUID();
      else row[k.property] = fit(`N${this.rows.length + 1}`, k.column.length);
    }
  }
}

/**
 * A stand-in for a table the input defines but the generator refuses (a column of a type it does not
 * map: sakila's `staff` has a BLOB picture, pagila's `film` a TEXT[], a `GEOMETRY` location): the
 * referenced column alone, of the foreign key's type, so the select still offers that table's
 * records, named by their keys, as the generated lookup names records that have no name or title.
 */
function standIn(program: Plan, f: Field, reference: Reference): Plan {
  const key: Field = {
    ...f,
    property: propertyName(reference.column),
    column: {...f.column, name: reference.column, nullable: false},
    isKey: true,
    reference: undefined,
    options: undefined,
    dict: undefined,
    writable: false,
    searchable: false,
    inResponse: true,
    secret: false,
  };
  return {
    ...program,
    table: {...program.table, name: reference.table, columns: [key.column], primaryKey: [reference.column]},
    resource: reference.resource,
    fields: [key],
    keys: [key],
    version: undefined,
    softDelete: undefined,
  };
}

/**
 * The plans of the program's table and of each table its foreign keys refer to that the input
 * defines: planned as the generator plans it, or, when the generator refuses it, a stand-in of its
 * referenced key. A table the input does not define has no rows to offer. The input is the SQL, or
 * the file as parseSchema read it once.
 */
export function plansOf(input: string | ParsedSchema, table: Table, options: GeneratorOptions): Plan[] {
  const planned = planOf(table, options);
  if (!planned.ok) throw new Error(`The table was refused: ${planned.problem.kind}`);
  const program = planned.plan;
  const plans = [program];
  // The input is read again (it may be a dump of a thousand tables) only when the program refers to
  // another table, and then once, however many tables it refers to.
  if (!program.fields.some((f) => f.reference && f.reference.table !== table.name)) return plans;
  const schema = typeof input === 'string' ? parseSchema(input, options.dialect) : input;
  const listing = listTables(schema);
  const names = new Set(listing.ok ? listing.tables.flatMap((t) => (t.schema ? [t.name, `${t.schema}.${t.name}`] : [t.name])) : []);
  for (const f of program.fields) {
    const reference = f.reference;
    if (!reference || reference.table === table.name || !names.has(reference.table)) continue;
    if (plans.some((p) => p.table.name === reference.table || p.resource === reference.resource)) continue;
    const other = parseCreateTable(schema, reference.table);
    const otherPlan = other.ok
      ? planOf(other.table, {...options, table: reference.table, programCode: '', module: '', entityName: ''})
      : undefined;
    plans.push(otherPlan?.ok ? otherPlan.plan : standIn(program, f, reference));
  }
  return plans;
}

/**
 * Seeded values repeat where a list of real-looking ones is shorter than the rows (twelve departments for
 * 23 rows): a row whose unique key another row already holds gets a code, unique to it, in a text part
 * of the key, so that no seeded record conflicts with another when it is edited.
 */
function distinguish(resource: Resource, locale: Locale): void {
  const topic = topicOf(resource.plan);
  for (const check of resource.unique) {
    const text = check.fields.find((f) => f.mapping.ts === 'string' && !f.options && !f.dict && !f.reference && !f.isKey);
    if (!text) continue;
    const seen = new Set<string>();
    resource.rows.forEach((row, i) => {
      const valuesOf = () => JSON.stringify(check.fields.map((f) => row[f.property]));
      if (seen.has(valuesOf())) row[text.property] = codeValue(text, i, locale, topic);
      seen.add(valuesOf());
    });
  }
}

let traces = 0;
const envelope = (code: string, message: string, data: unknown): Envelope => ({code, message, data, traceId: `run-${++traces}`});

/** The back end of a generated program and the tables it refers to, seeded and ready. */
export class Backend {
  readonly resources = new Map<string, Resource>();
  readonly dicts: Record<string, DictItem[]>;

  /** `plans`: the program's table first, then the tables its foreign keys refer to, when the input has them. */
  constructor(
    plans: readonly Plan[],
    readonly locale: Locale,
  ) {
    this.dicts = dictsOf(plans, locale);
    // The referenced tables first, so that a foreign key draws its values from their seeded keys.
    for (const plan of [...plans].reverse()) {
      const resource = new Resource(plan, locale);
      for (let i = 0; i < SEEDED_ROWS; i++) {
        const row: Row = {};
        for (const f of plan.fields) {
          const target = f.reference ? this.resources.get(`/${f.reference.resource}`) : undefined;
          const refs = target?.rows.map((r) => r[propertyName(f.reference!.column)]);
          row[f.property] = seedValue(plan, f, i, locale, this.dicts, refs);
        }
        resource.rows.push(row);
      }
      distinguish(resource, locale);
      this.resources.set(`/${plan.resource}`, resource);
    }
  }

  /** One request, as the http client sends it: method, path under `/api`, query parameters or JSON body. */
  handle(method: string, path: string, payload: Record<string, unknown> | undefined): Answer {
    const t = TEXTS[this.locale];
    const ok = (data: unknown): Answer => ({status: 200, body: envelope('0', t.ok, data)});
    const invalid = (errors: {field: string; message: string}[]): Answer => ({
      status: 400,
      body: envelope('VALIDATION_FAILED', t.invalid, errors),
    });
    const clean = path.split('?')[0]!.replace(/\/+$/, '');
    for (const [base, resource] of this.resources) {
      if (clean !== base && !clean.startsWith(`${base}/`)) continue;
      const rest = decodeURIComponent(clean.slice(base.length + 1));
      const params = payload ?? {};
      if (method === 'GET' && rest === '') {
        const found = resource.search(params);
        const size = Math.min(200, Math.max(1, Number(params.size) || 20));
        const page = Math.max(1, Number(params.page) || 1);
        return ok({items: found.slice((page - 1) * size, page * size).map((row) => resource.view(row)), total: found.length, page, size});
      }
      if (method === 'GET' && rest === 'export') return ok(resource.search(params).map((row) => resource.view(row)));
      if (method === 'POST' && rest === '') {
        const errors = resource.problems(params, true);
        if (errors.length > 0) return invalid(errors);
        const row: Row = {};
        for (const f of resource.plan.fields) row[f.property] = null;
        resource.write(row, params, true);
        resource.nextKey(row);
        for (const f of resource.plan.fields) {
          if (row[f.property] === null && f.column.defaultValue !== undefined && f.options?.[0]) row[f.property] = f.options[0].value;
          if (f.isVersion) row[f.property] = 0;
        }
        const taken = resource.duplicates(row, undefined);
        if (taken.length > 0) return invalid(taken);
        resource.stamp(row, true);
        resource.rows.push(row);
        return ok(resource.view(row));
      }
      const row = rest === '' ? undefined : resource.find(rest);
      if (!row) return {status: 404, body: envelope('NOT_FOUND', t.notFound, null)};
      if (method === 'GET') return ok(resource.view(row));
      if (method === 'PUT') {
        const version = resource.plan.version;
        if (version && params[version.property] !== undefined && Number(params[version.property]) !== Number(row[version.property]))
          return {status: 409, body: envelope('VERSION_CONFLICT', t.conflict, null)};
        const errors = resource.problems(params, false);
        if (errors.length > 0) return invalid(errors);
        // The record as it would be saved, checked against the others before it replaces the stored one.
        const saved = {...row};
        resource.write(saved, params, false);
        const taken = resource.duplicates(saved, row);
        if (taken.length > 0) return invalid(taken);
        // As Hibernate's dirty checking: a record saved unchanged is not updated, and keeps its version and audit values.
        if (resource.plan.fields.every((f) => textOf(saved[f.property]) === textOf(row[f.property]))) return ok(resource.view(row));
        Object.assign(row, saved);
        if (version) row[version.property] = Number(row[version.property] ?? 0) + 1;
        resource.stamp(row, false);
        return ok(resource.view(row));
      }
      if (method === 'DELETE') {
        resource.rows.splice(resource.rows.indexOf(row), 1);
        return ok(null);
      }
    }
    return {status: 404, body: envelope('NOT_FOUND', t.noRoute, null)};
  }
}
