/**
 * How the generator names things: a table `legal_case` becomes the class `LegalCase`, the path
 * `/api/legal-cases` and the store `useLegalCaseStore`; a program code `CASE_MGMT` the folder
 * `case-mgmt`. A column whose name is a Java keyword (`class`, `default`) gets `Value` appended to its
 * property, so that the generated Java compiles; the column name itself is kept in `@Column`.
 */

/** The words of a snake_case, kebab-case, camelCase or PascalCase name, in lower case. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** A word with its first letter in capitals; also a property's name as in its getter: `caseNo` → `CaseNo`. */
export const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const pascalCase = (name: string) => words(name).map(capital).join('');
export const camelCase = (name: string) => {
  const pascal = pascalCase(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};
export const kebabCase = (name: string) => words(name).join('-');
export const upperSnakeCase = (name: string) => words(name).join('_').toUpperCase();

/** Words whose plural is the word itself (`news`, `data`, `series`): never given or stripped of an `s`. */
const UNCOUNTABLE = new Set([
  'news',
  'series',
  'species',
  'data',
  'metadata',
  'information',
  'info',
  'equipment',
  'feedback',
  'staff',
  'sms',
  'status',
  'address',
]);

/** Plurals that no rule makes, singular → plural. */
const IRREGULAR: Readonly<Record<string, string>> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  movie: 'movies',
  cookie: 'cookies',
  index: 'indices',
  criterion: 'criteria',
};
const IRREGULAR_SINGULAR: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IRREGULAR).map(([one, many]) => [many, one]),
);

/** English plural of a word, for REST paths: case → cases, party → parties, box → boxes, news → news. */
export function plural(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (UNCOUNTABLE.has(word) && word !== 'status' && word !== 'address') return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * English singular of a word, for class names from plural table names: owners → owner, categories →
 * category, addresses → address, statuses → status, boxes → box; news, series, data and a word that is
 * already singular (status, address, case) stay as they are.
 */
export function singular(word: string): string {
  if (IRREGULAR_SINGULAR[word]) return IRREGULAR_SINGULAR[word];
  if (UNCOUNTABLE.has(word) || word.length <= 3) return word;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is|ous)$/.test(word)) return word;
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A table name's last word in the singular, in the name's own spelling: `sys_users` → `sys_user`, `Categories` → `Category`. */
export function singularName(name: string): string {
  const match = /([A-Za-z]+)([^A-Za-z]*)$/.exec(name);
  if (!match) return name;
  const [, last = '', tail = ''] = match;
  // The last word of a camelCase or PascalCase name starts at its last capital.
  const start = /[a-z]/.test(last) ? Math.max(0, last.search(/[A-Z][a-z]*$/)) : 0;
  const head = last.slice(0, start);
  const lastWord = last.slice(start);
  const one = singular(lastWord.toLowerCase());
  if (one === lastWord.toLowerCase()) return name;
  const cased =
    lastWord === lastWord.toUpperCase() ? one.toUpperCase() : lastWord.charAt(0) === lastWord.charAt(0).toUpperCase() ? capital(one) : one;
  return `${name.slice(0, match.index)}${head}${cased}${tail}`;
}

/** `legal_case` → `legal-cases`. */
export function resourcePath(entity: string): string {
  const parts = words(entity);
  parts.push(plural(parts.pop() ?? ''));
  return parts.join('-');
}

/** `case_no` → `Case no`, `lead_lawyer_id` → `Lead lawyer ID`: an English label drafted from a column name. */
export function humanize(name: string): string {
  const text = words(name)
    .map((word) => (word === 'id' ? 'ID' : word))
    .join(' ');
  return capital(text);
}

const JAVA_KEYWORDS = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends final ' +
    'finally float for goto if implements import instanceof int interface long native new package private protected ' +
    'public return short static strictfp super switch synchronized this throw throws transient try void volatile while ' +
    'true false null var record yield'
  ).split(' '),
);

/** The Java and JSON property of a column: camelCase, never a Java keyword, never starting with a digit. */
export function propertyName(column: string): string {
  let name = camelCase(column);
  if (/^[0-9]/.test(name)) name = `n${name}`;
  return JAVA_KEYWORDS.has(name) ? `${name}Value` : name;
}

/** Whether a SQL name can become a Java name: ASCII letters, digits, `_`, `$`, `-` and spaces only, with a letter or digit. */
export const isNamable = (name: string) => /^[A-Za-z0-9_$ -]+$/.test(name) && /[A-Za-z0-9]/.test(name);

export const isJavaIdentifier = (name: string) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) && !JAVA_KEYWORDS.has(name);

/** A Java package: dot-separated lower-case identifiers. */
export const isJavaPackage = (name: string) => name.split('.').every((part) => /^[a-z_][a-z0-9_]*$/.test(part) && !JAVA_KEYWORDS.has(part));

/** A program code: upper snake case, as `USER_MGMT`. */
export const isProgramCode = (code: string) => /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(code);
