// Issue 27, item 2 (Java): every ```java block of the docs, blog posts and Markdown pages (both locales)
// parses, calls only what the generator really writes on the tutorial's generated classes, and maps no
// endpoint that the generated controller already maps.
//
// The rules, so that a failure is easy to read:
// - A block is parsed as a compilation unit. A block that is a fragment is wrapped, in this order, in
//   `class Snippet { … }` (members) and then in `class Snippet { void snippet() throws Exception { … } }`
//   (statements); the first form that parses counts. A block that parses in none of them fails.
// - A block that cannot be checked says why in its fence: ```java nocheck="fragment of a config class".
//   Such blocks are counted and the count is printed; `nocheck` without a reason fails.
// - The generated classes are those of the golden output for the tutorial's table (G = the codegen
//   package's mysql-legal-case fixture). Their members are read from that Java: record components become
//   accessors (caseNo(), never getCaseNo()) and the canonical constructor; a class without a declared
//   constructor has the no-argument one; repository interfaces also have what Spring Data's
//   JpaRepository and JpaSpecificationExecutor declare.
// - In a block, a name declared with a generated type (field, parameter, local variable) is tracked for
//   the whole block; `name.m(…)`, `Type.m(…)`, `Type::m` and `new Type(…)` must exist with that many
//   arguments. A block that declares a class of the same name (a copy of generated code) is its own
//   truth for that name and must declare the same members as the golden class.
// - A @RestController in a block other than a copy of the generated controller must not map an
//   HTTP method + path that the generated controller maps (Spring would refuse to start).
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {IToken} from 'java-parser';
import {allContentFiles, codeBlocks} from '../support/doc-checks';

// java-parser's lexer (chevrotain) is an ES module only; this file runs as CommonJS under tsx.
let lexAndParse: typeof import('java-parser').lexAndParse;
before(async () => {
  ({lexAndParse} = await import('java-parser'));
});

const GOLDEN = 'packages/codegen/test/fixtures/golden/mysql-legal-case/expected/server/src/main/java';

/** Spring Data's methods on a repository interface (JpaRepository and JpaSpecificationExecutor). */
const SPRING_DATA = new Set([
  'findAll',
  'findAllById',
  'findById',
  'findOne',
  'findBy',
  'getById',
  'getReferenceById',
  'getOne',
  'save',
  'saveAll',
  'saveAndFlush',
  'saveAllAndFlush',
  'flush',
  'existsById',
  'exists',
  'count',
  'delete',
  'deleteById',
  'deleteAll',
  'deleteAllById',
  'deleteAllInBatch',
  'deleteAllByIdInBatch',
  'deleteInBatch',
]);
const OBJECT_METHODS = new Set(['equals', 'hashCode', 'toString', 'getClass']);

type Member = {name: string; arity: number};
type JavaType = {
  name: string;
  kind: 'class' | 'record' | 'interface';
  methods: Member[];
  constructors: number[];
  /** Whether it extends Spring Data's repository interfaces. */
  repository: boolean;
  /** HTTP method + normalised path of each endpoint a controller maps. */
  mappings: string[];
};

const tokensOf = (code: string): IToken[] => lexAndParse(code).tokens;
const kind = (t: IToken | undefined) => t?.tokenType.name;

/** Index of the token closing the bracket opened at `open` (`(`, `{` or `[`). */
function closing(tokens: IToken[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const k = kind(tokens[i]);
    if (k === 'LBrace' || k === 'LCurly' || k === 'LSquare') depth++;
    if (k === 'RBrace' || k === 'RCurly' || k === 'RSquare') depth--;
    if (depth === 0) return i;
  }
  return tokens.length - 1;
}

/** Number of arguments (or parameters) between the parentheses at `open` and their match. */
function arity(tokens: IToken[], open: number): number {
  const close = closing(tokens, open);
  if (close === open + 1) return 0;
  let count = 1;
  let angle = 0;
  for (let i = open + 1; i < close; i++) {
    const k = kind(tokens[i]);
    if (k === 'LBrace' || k === 'LCurly' || k === 'LSquare') i = closing(tokens, i);
    else if (k === 'Less') angle++;
    else if (k === 'Greater' && angle > 0) angle--;
    else if (k === 'Comma' && angle === 0) count++;
  }
  return count;
}

/** The string value of a mapping annotation starting at `at` (`@ XxxMapping (…)`), '' without one. */
function mappingPath(tokens: IToken[], at: number): string {
  const open = at + 2;
  if (kind(tokens[open]) !== 'LBrace') return '';
  const close = closing(tokens, open);
  const inside = tokens.slice(open + 1, close);
  const named = inside.findIndex((t, i) => /^(path|value)$/.test(t.image) && kind(inside[i + 1]) === 'Equals');
  const literal = inside.slice(named >= 0 ? named : 0).find((t) => kind(t) === 'StringLiteral');
  return literal ? literal.image.slice(1, -1) : '';
}

const VERBS: Record<string, string> = {
  GetMapping: 'GET',
  PostMapping: 'POST',
  PutMapping: 'PUT',
  DeleteMapping: 'DELETE',
  PatchMapping: 'PATCH',
};
const normalise = (p: string) =>
  ('/' + p)
    .replace(/\/+/g, '/')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/(.)\/$/, '$1');

/** The top-level types a compilation unit declares, with their members. */
function declaredTypes(tokens: IToken[]): JavaType[] {
  const types: JavaType[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const k = kind(tokens[i]);
    // `X.class` is a class literal, not a declaration.
    if (kind(tokens[i - 1]) === 'Dot' || kind(tokens[i + 1]) !== 'Identifier') continue;
    const isRecord = k === 'Record' && kind(tokens[i + 2]) === 'LBrace';
    if (k !== 'Class' && k !== 'Interface' && !isRecord) continue;
    const name = tokens[i + 1]?.image ?? '';
    const type: JavaType = {
      name,
      kind: isRecord ? 'record' : k === 'Class' ? 'class' : 'interface',
      methods: [],
      constructors: [],
      repository: false,
      mappings: [],
    };
    let bodyOpen = i + 2;
    if (isRecord) {
      const close = closing(tokens, i + 2);
      let depth = 0;
      for (let j = i + 3; j < close; j++) {
        const kj = kind(tokens[j]);
        if (kj === 'LBrace') depth++;
        if (kj === 'RBrace') depth--;
        const next = kind(tokens[j + 1]);
        if (depth === 0 && kj === 'Identifier' && (next === 'Comma' || j + 1 === close)) {
          type.methods.push({name: tokens[j]?.image ?? '', arity: 0});
        }
      }
      type.constructors.push(arity(tokens, i + 2));
      bodyOpen = close + 1;
    }
    while (bodyOpen < tokens.length && kind(tokens[bodyOpen]) !== 'LCurly') bodyOpen++;
    const header = tokens.slice(i, bodyOpen).map((t) => t.image);
    type.repository = header.some((image) => /^(JpaRepository|JpaSpecificationExecutor|CrudRepository)$/.test(image));
    // Class-level @RequestMapping: the one just before the declaration.
    let prefix = '';
    for (let j = i - 1; j >= 0 && j > i - 40; j--) {
      if (tokens[j]?.image === 'RequestMapping' && kind(tokens[j - 1]) === 'At') {
        prefix = mappingPath(tokens, j - 1);
        break;
      }
      if (kind(tokens[j]) === 'Semicolon' || kind(tokens[j]) === 'RCurly') break;
    }
    const bodyClose = closing(tokens, bodyOpen);
    for (let j = bodyOpen + 1; j < bodyClose; j++) {
      const kj = kind(tokens[j]);
      if (kj === 'LCurly') {
        j = closing(tokens, j);
        continue;
      }
      if (kj === 'At' && VERBS[tokens[j + 1]?.image ?? '']) {
        type.mappings.push(`${VERBS[tokens[j + 1]?.image ?? '']} ${normalise(prefix + mappingPath(tokens, j))}`);
      }
      if (
        kj === 'Identifier' &&
        kind(tokens[j + 1]) === 'LBrace' &&
        kind(tokens[j - 1]) !== 'At' &&
        kind(tokens[j - 1]) !== 'New' &&
        kind(tokens[j - 1]) !== 'Dot'
      ) {
        const close = closing(tokens, j + 1);
        const after = kind(tokens[close + 1]);
        if (after !== 'LCurly' && after !== 'Semicolon' && after !== 'Throws') continue;
        const n = arity(tokens, j + 1);
        if (tokens[j]?.image === name) type.constructors.push(n);
        else type.methods.push({name: tokens[j]?.image ?? '', arity: n});
        j = close;
      }
    }
    if (type.kind === 'class' && type.constructors.length === 0) type.constructors.push(0);
    types.push(type);
    i = bodyClose;
  }
  return types;
}

/** The classes the generator writes for the tutorial's table, read from the golden Java. */
function goldenTypes(): Map<string, JavaType> {
  const files = readdirSync(GOLDEN, {recursive: true})
    .map(String)
    .filter((f) => f.endsWith('.java'));
  return new Map(files.flatMap((f) => declaredTypes(tokensOf(readFileSync(path.join(GOLDEN, f), 'utf8')))).map((t) => [t.name, t]));
}

/** Parses a block as written, as class members, or as statements; the form that parsed, or the error. */
function parseBlock(code: string): {tokens: IToken[]; offset: number} | {error: string} {
  const forms = [code, `class Snippet {\n${code}\n}`, `class Snippet { void snippet() throws Exception {\n${code}\n} }`];
  let first = '';
  for (const [index, form] of forms.entries()) {
    try {
      // `offset`: the lines a wrapper adds before the block's first line.
      return {tokens: lexAndParse(form).tokens, offset: index === 0 ? 0 : 1};
    } catch (error) {
      first ||= String((error as Error).message).split('\n')[0] ?? '';
    }
  }
  return {error: first};
}

const hasMember = (type: JavaType, name: string, n: number) =>
  type.methods.some((m) => m.name === name && m.arity === n) || OBJECT_METHODS.has(name) || (type.repository && SPRING_DATA.has(name));

/** What a parsed block does wrong with the generated classes. */
function javaProblems(tokens: IToken[], golden: Map<string, JavaType>, firstLine = 1): string[] {
  const problems: string[] = [];
  const own = declaredTypes(tokens);
  const types = new Map(golden);
  for (const t of own) {
    const g = golden.get(t.name);
    if (!g) continue;
    const names = (x: JavaType) =>
      x.methods
        .map((m) => `${m.name}/${m.arity}`)
        .sort()
        .join(', ');
    if (names(t) !== names(g) || t.kind !== g.kind) {
      problems.push(`declares ${t.kind} ${t.name} with [${names(t)}], but the generator writes ${g.kind} ${g.name} with [${names(g)}]`);
    }
    types.set(t.name, t);
  }
  const isGeneratedCopy = (t: JavaType) => golden.has(t.name);
  const at = (i: number) => tokens[i]?.image ?? '';
  // Names declared with a generated type: `LegalCaseQuery query`, `final LegalCaseService service`.
  const variables = new Map<string, JavaType>();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const type = types.get(at(i));
    if (type && kind(tokens[i + 1]) === 'Identifier' && kind(tokens[i - 1]) !== 'Dot' && kind(tokens[i - 1]) !== 'New') {
      variables.set(at(i + 1), type);
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const line = (tokens[i]?.startLine ?? 1) - 1 + firstLine;
    if (kind(tokens[i]) === 'New' && types.has(at(i + 1)) && kind(tokens[i + 2]) === 'LBrace') {
      const type = types.get(at(i + 1));
      const n = arity(tokens, i + 2);
      if (type && !type.constructors.includes(n)) {
        problems.push(
          `line ${line}: new ${type.name}(…) with ${n} argument(s); ${type.name} has constructors with ${type.constructors.join(' or ') || 'no'} argument(s)`,
        );
      }
    }
    const separator = kind(tokens[i + 1]);
    if ((separator === 'Dot' || separator === 'ColonColon') && kind(tokens[i + 2]) === 'Identifier' && kind(tokens[i - 1]) !== 'Dot') {
      const type = variables.get(at(i)) ?? (types.has(at(i)) ? types.get(at(i)) : undefined);
      if (!type) continue;
      const name = at(i + 2);
      if (separator === 'ColonColon') {
        if (name !== 'new' && !type.methods.some((m) => m.name === name) && !(type.repository && SPRING_DATA.has(name))) {
          problems.push(`line ${line}: ${type.name}::${name} — ${type.name} has no method ${name}`);
        }
      } else if (kind(tokens[i + 3]) === 'LBrace') {
        const n = arity(tokens, i + 3);
        if (!hasMember(type, name, n)) {
          const known = type.methods.filter((m) => m.name === name).map((m) => m.arity);
          problems.push(
            `line ${line}: ${at(i)}.${name}(…) with ${n} argument(s) — ${type.name} ${known.length ? `has ${name} with ${known.join(' or ')} argument(s)` : `has no method ${name}`}`,
          );
        }
      }
    }
  }
  const generated = [...golden.values()].flatMap((t) => t.mappings);
  for (const t of own) {
    if (isGeneratedCopy(t)) continue;
    for (const mapping of t.mappings) {
      if (generated.includes(mapping)) problems.push(`${t.name} maps ${mapping}, which the generated controller already maps`);
    }
  }
  return problems;
}

type Result = {file: string; checked: number; skipped: {where: string; reason: string}[]; problems: string[]};

function checkFile(file: string, golden: Map<string, JavaType>, text = readFileSync(file, 'utf8')): Result {
  const result: Result = {file, checked: 0, skipped: [], problems: []};
  for (const block of codeBlocks(text).filter((b) => b.lang === 'java')) {
    const where = `${file}:${block.line}`;
    const nocheck = /(?:^|\s)nocheck(?:="([^"]*)")?/.exec(block.meta);
    if (nocheck) {
      if (!nocheck[1]?.trim()) result.problems.push(`${where}: nocheck needs a reason: nocheck="why"`);
      else result.skipped.push({where, reason: nocheck[1]});
      continue;
    }
    result.checked++;
    const parsed = parseBlock(block.code);
    if ('error' in parsed) {
      result.problems.push(`${where}: Java does not parse: ${parsed.error}`);
      continue;
    }
    // Lines in messages are the file's: the block's first line follows its opening fence.
    result.problems.push(
      ...javaProblems(parsed.tokens, golden, block.line + 1 - parsed.offset).map((p) =>
        p.replace(/^line (\d+): /, `${file}:$1: `).replace(/^(?!i18n|docs|blog|src)/, `${where}: `),
      ),
    );
  }
  return result;
}

test('the golden Java is read: records, repository, controller mappings', () => {
  const golden = goldenTypes();
  assert.deepEqual(golden.get('LegalCaseQuery')?.constructors, [7]);
  assert.ok(golden.get('LegalCaseDto')?.methods.some((m) => m.name === 'caseNo' && m.arity === 0));
  assert.equal(golden.get('LegalCaseRepository')?.repository, true);
  assert.ok(golden.get('LegalCaseController')?.mappings.includes('GET /api/legal-cases/export'));
  assert.ok(golden.get('LegalCaseController')?.mappings.includes('PUT /api/legal-cases/{}'));
});

test('every Java block of the docs, posts and pages parses and uses the generated classes as they are', () => {
  const golden = goldenTypes();
  const results = allContentFiles('.').map((file) => checkFile(file, golden));
  const locale = (r: Result) => (r.file.startsWith('i18n/en/') ? 'en' : 'zh');
  for (const name of ['zh', 'en']) {
    const mine = results.filter((r) => locale(r) === name);
    const checked = mine.reduce((n, r) => n + r.checked, 0);
    const skipped = mine.flatMap((r) => r.skipped);
    console.log(`${name}: ${checked} Java blocks checked, ${skipped.length} marked nocheck`);
    for (const s of skipped) console.log(`  ${s.where}: ${s.reason}`);
    assert.ok(checked > 0, `some ${name} Java blocks were checked`);
  }
  const problems = results.flatMap((r) => r.problems);
  assert.deepEqual(problems, [], `Java blocks to fix:\n${problems.join('\n')}`);
});

test('the check catches setters and getters on records, missing constructors, unknown methods and re-mapped endpoints', () => {
  const golden = goldenTypes();
  const problemsOf = (code: string) => {
    const parsed = parseBlock(code);
    assert.ok(!('error' in parsed), 'the sample parses');
    return 'tokens' in parsed ? javaProblems(parsed.tokens, golden) : [];
  };
  assert.equal(problemsOf('LegalCaseQuery query = new LegalCaseQuery();\nquery.setLeadLawyerId(1L);').length, 2);
  assert.equal(problemsOf('String f(LegalCaseDto dto) { return dto.getCaseNo(); }').length, 1);
  assert.deepEqual(problemsOf('String f(LegalCaseDto dto) { return dto.caseNo(); }'), []);
  assert.equal(problemsOf('long f(LegalCaseRepository r) { return r.countByStatus("OPEN"); }').length, 1);
  assert.deepEqual(problemsOf('long f(LegalCaseRepository r) { return r.count(); }'), []);
  assert.equal(problemsOf('Object f(LegalCaseService s) { return s.page(null); }').length, 1);
  const controller = (mapping: string) =>
    `@RestController\n@RequestMapping("/api/legal-cases")\npublic class X {\n  ${mapping}\n  public void x() {}\n}`;
  assert.equal(problemsOf(controller('@GetMapping("/export")')).length, 1);
  assert.equal(problemsOf(controller('@PutMapping(path = "/{caseId}")')).length, 1);
  assert.deepEqual(problemsOf(controller('@PostMapping("/{id}/transfer")')), []);
  assert.equal(problemsOf('record LegalCaseDto(Long id) {}').length, 1);
  assert.ok('error' in parseBlock('public class {'), 'broken Java does not parse');
});

test('a block marked nocheck is counted with its reason, and nocheck without a reason is a problem', () => {
  const text = [
    '```java nocheck="fragment of a config class"',
    'x.y(',
    '```',
    '```java nocheck',
    'class A {}',
    '```',
    '```java',
    'class B {}',
    '```',
  ].join('\n');
  const result = checkFile('sample.md', goldenTypes(), text);
  assert.deepEqual(result.skipped, [{where: 'sample.md:1', reason: 'fragment of a config class'}]);
  assert.equal(result.checked, 1);
  assert.deepEqual(result.problems, ['sample.md:4: nocheck needs a reason: nocheck="why"']);
});
