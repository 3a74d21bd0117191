/**
 * Remark plugin: replaces `<ConfigTable group="excel" />` in a doc with the `lexboot.*` properties
 * of that group as a Markdown table (name, type, default, description), in the page's language.
 * The table is built from src/data/config-properties.ts, the one list of properties that
 * tests/docs/doc-config-properties.test.ts holds every doc and post to. A missing or unknown group
 * fails the build, naming the file.
 */
import {CONFIG_GROUPS, CONFIG_PROPERTIES, type ConfigGroup} from '../../data/config-properties';
import {attribute, localeOf, parseInline, replaceElements, type MdNode} from '../remark-api-table';

type Locale = ReturnType<typeof localeOf>;

const HEADERS: Record<Locale, string[]> = {
  zh: ['名称', '类型', '默认值', '说明'],
  en: ['Name', 'Type', 'Default', 'Description'],
};

const cell = (children: unknown[]) => ({type: 'tableCell', children});

export function isConfigGroup(value: unknown): value is ConfigGroup {
  return typeof value === 'string' && (CONFIG_GROUPS as readonly string[]).includes(value);
}

export function configTable(group: ConfigGroup, locale: Locale) {
  const rows = CONFIG_PROPERTIES.filter((property) => property.group === group).map((property) => ({
    type: 'tableRow',
    children: [
      cell([{type: 'inlineCode', value: property.name.replace('<name>', locale === 'zh' ? '<名称>' : '<name>')}]),
      cell([{type: 'inlineCode', value: property.type}]),
      cell(parseInline(property.default[locale])),
      cell(parseInline(property.description[locale])),
    ],
  }));
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [{type: 'tableRow', children: HEADERS[locale].map((h) => cell([{type: 'text', value: h}]))}, ...rows],
  };
}

export const CONFIG_TABLE_USAGE = `needs group="${CONFIG_GROUPS.join('", "')}" (src/data/config-properties.ts)`;

export default function remarkConfigTable() {
  return (tree: MdNode, file: {path: string}) => {
    replaceElements(tree, 'ConfigTable', (element) => {
      const group = attribute(element, 'group');
      if (!isConfigGroup(group)) throw new Error(`${file.path}: <ConfigTable group="${group ?? ''}" /> ${CONFIG_TABLE_USAGE}.`);
      return configTable(group, localeOf(file.path));
    });
  };
}
