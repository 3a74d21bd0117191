/**
 * The Excel export of the generated back end, as the excel-converter module's API page documents it:
 * the row record of the `excel` sub-package (one `@ExcelColumn` per exported field, headed by its
 * label, with the dictionary of a dictionary column) and what the controller needs to write it.
 */
import type {GeneratedFile} from './model';
import {javaComment, javaString} from './escape';
import {words} from './naming';
import {SYSTEM_COLUMNS, type Field, type Plan} from './plan';
import {javaFile} from './java-file';

/** The fields of the export: exported, and in the response DTO the rows are made from. */
export const exportedFields = (plan: Plan): Field[] => plan.fields.filter((f) => f.exported && f.inResponse && !f.secret);

/** The labels in the language of the table's comments: the sheet's headers and the file's name. */
const label = (plan: Plan, text: {readonly zh: string; readonly en: string}) =>
  plan.options.commentLocale === 'zh-CN' ? text.zh : text.en;

export const excelRowName = (plan: Plan) => `${plan.entity}ExcelRow`;

/** The sort of the export: the list's first sort (newest first when the table has an update time, else by key). */
export function exportSort(plan: Plan): string {
  const updated = plan.fields.find((f) => f.audit === 'updated_at');
  return updated ? `${updated.property},desc` : `${plan.keys[0]!.property},desc`;
}

/** The file name of the export, e.g. `案件.xlsx`. */
export const exportFileName = (plan: Plan) => `${label(plan, plan.label)}.xlsx`;

function column(plan: Plan, f: Field, order: number): string {
  const parts = [`header = ${javaString(label(plan, f.label))}`, `order = ${order}`];
  if (f.dict) parts.push(`dict = ${javaString(f.dict)}`);
  if (f.java.name === 'LocalDate') parts.push('format = "yyyy-MM-dd"');
  if (f.java.name === 'OffsetDateTime') parts.push('format = "yyyy-MM-dd HH:mm:ss"');
  const long = ['TEXT', 'MEDIUMTEXT', 'LONGTEXT', 'TINYTEXT', 'CITEXT'].includes(f.column.sqlType) || (f.column.length ?? 0) > 100;
  if (long) parts.push('width = 40');
  return `@ExcelColumn(${parts.join(', ')})`;
}

/**
 * Whether a field holds a 64-bit id that goes into the sheet as text: Excel keeps 15 significant digits of
 * a number, and a 19-digit id would come out with its last digits zeroed. A snowflake key and a foreign key
 * to one are such ids; so, in a table whose key is a snowflake, is every other `BIGINT` id it holds (a foreign
 * key to a table the input does not define, `…_id`, the creating user and department), which an application
 * of snowflake keys takes from the same generator, unless it refers to a key the input defines otherwise.
 */
export function textId(plan: Plan, f: Field): boolean {
  if (f.stringId) return true;
  if (f.java.name !== 'Long' || !plan.fields.some((k) => k.snowflake)) return false;
  // A foreign key to a key the input defines is known: an AUTO_INCREMENT key's ids are numbers.
  if (f.column.references?.definition !== undefined) return false;
  const nameWords = words(f.column.name);
  return (
    f.reference !== undefined ||
    nameWords.at(-1) === 'id' ||
    f.audit === 'created_by' ||
    f.audit === 'updated_by' ||
    (SYSTEM_COLUMNS as readonly string[]).includes(nameWords.join('_'))
  );
}

export function excelRow(plan: Plan): GeneratedFile {
  const name = excelRowName(plan);
  const fields = exportedFields(plan);
  const text = (f: Field) => textId(plan, f);
  /** The cell's type, and the DTO's value of the field as the cell holds it. */
  const cellType = (f: Field) => (text(f) ? 'String' : f.java.name);
  const cellValue = (f: Field) => (text(f) ? `Objects.toString(dto.${f.property}(), null)` : `dto.${f.property}()`);
  const imports = [
    'cn.lexboot.excel.annotation.ExcelColumn',
    'cn.lexboot.excel.annotation.ExcelSheet',
    `${plan.packageName}.dto.${plan.entity}Dto`,
    ...fields.flatMap((f) => (f.java.import && !text(f) ? [f.java.import] : [])),
    ...(fields.some(text) ? ['java.util.Objects'] : []),
  ];
  const body = [
    `/** A row of the {@code ${javaComment(plan.table.name)}} export: one column per exported field, headed by its label. */`,
    `@ExcelSheet(name = ${javaString(label(plan, plan.label))})`,
    `public record ${name}(`,
    ...fields.map(
      (f, index) => `        ${column(plan, f, index + 1)} ${cellType(f)} ${f.property}${index < fields.length - 1 ? ',' : ') {'}`,
    ),
    '',
    `    public static ${name} from(${plan.entity}Dto dto) {`,
    `        return new ${name}(${fields.map(cellValue).join(', ')});`,
    '    }',
    '}',
  ];
  return javaFile(plan, 'excel', name, imports, body);
}
