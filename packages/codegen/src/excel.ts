/**
 * The Excel export of the generated back end, as the excel-converter module's API page documents it:
 * the row record of the `excel` sub-package (one `@ExcelColumn` per exported field, headed by its
 * label, with the dictionary of a dictionary column) and what the controller needs to write it.
 */
import type {GeneratedFile} from './model';
import {javaComment, javaString} from './escape';
import type {Field, Plan} from './plan';
import {javaFile} from './java';

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
 * A 64-bit id (a snowflake key, or a foreign key to one) goes into the sheet as text: Excel keeps 15
 * significant digits of a number, and a 19-digit id would come out with its last digits zeroed.
 */
const cellType = (f: Field) => (f.stringId ? 'String' : f.java.name);

/** The DTO's value of the field, as its cell holds it. */
const cellValue = (f: Field) => (f.stringId ? `Objects.toString(dto.${f.property}(), null)` : `dto.${f.property}()`);

export function excelRow(plan: Plan): GeneratedFile {
  const name = excelRowName(plan);
  const fields = exportedFields(plan);
  const imports = [
    'cn.lexboot.excel.annotation.ExcelColumn',
    'cn.lexboot.excel.annotation.ExcelSheet',
    `${plan.packageName}.dto.${plan.entity}Dto`,
    ...fields.flatMap((f) => (f.java.import && !f.stringId ? [f.java.import] : [])),
    ...(fields.some((f) => f.stringId) ? ['java.util.Objects'] : []),
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
