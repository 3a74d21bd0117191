/**
 * How the site's search ranks, over the local search plugin's own index (build/search-index*.json)
 * and its own query pieces (tokenize, cutZhWords). The plugin's worker ran its queries in a fixed
 * order and stopped at the limit: "部署" was filled up with pages matching only 部 (部分, 部门),
 * titles were not preferred to body text, and a word a reader types for the same thing (i18n for
 * 国际化) found nothing. Here every candidate is scored, then sorted by:
 *
 * 1. coverage: how much of the query the hit matches. A word counts in full, a lone character of a
 *    longer word only for its share; a query word found in the title of the hit's page counts too
 *    ("DataGrid keyboard" finds DataGrid's keyboard section). When any hit covers the whole query,
 *    the partial ones are dropped.
 * 2. how many query words a title holds: the hit's own, or the title of its page.
 * 3. where it matched: page title (or keywords) > heading > description > body text.
 * 4. what was typed before its synonyms, then lunr's own score.
 *
 * A hit must match at least one word the reader typed, not just a fragment of it, or it is no
 * result: a Chinese run of two or more characters through a term of two or more of them (多租户 is
 * not found by pages that hold only 多, 区块链 not by 区 and 链), a Latin word whole (its stem, a
 * typo of a long word, or the start of the word being typed count), and a word joined by a hyphen
 * or a dot (multi-tenant, vite.config.ts) with all its parts. A query that only such fragments
 * match finds nothing, and the reader is told so, instead of being shown pages about something else.
 *
 * The query is also run with each synonym (./synonyms.ts) of the words it contains.
 * One row per page section: a heading and the body text under it are one result.
 *
 * Pure and synchronous: the search worker (./worker.ts) runs it in the browser, and
 * tests/built/search-relevance.test.ts runs it in Node over the built index.
 */
import lunr from 'lunr';
import {cutZhWords, tokenize} from './adapter/client';
import {SYNONYMS} from './synonyms';
import {escapeRegExp} from '../utils/escape-regexp';

/** The plugin's document types (its shared/interfaces.js), in the order of its index file. */
export const DocumentType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;
type DocumentTypeValue = (typeof DocumentType)[keyof typeof DocumentType];

/** One entry of the plugin's index: `t` is the indexed text, `s` a section title, `p` the page's id. */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
}

export interface WrappedIndex {
  type: DocumentTypeValue;
  documents: SearchDocument[];
  index: lunr.Index;
}

export interface LoadedIndexes {
  wrappedIndexes: WrappedIndex[];
  zhDictionary: string[];
}

/** What the plugin's search bar and page render (its SearchResult). */
export interface SearchResult {
  document: SearchDocument;
  type: DocumentTypeValue;
  page: SearchDocument | false;
  metadata: lunr.MatchData['metadata'];
  tokens: string[];
  score: number;
}

/** Hits whose own text is a title. */
const TITLES = new Set<DocumentTypeValue>([DocumentType.Title, DocumentType.Heading, DocumentType.Keywords]);

const FIELD_TIER: Record<DocumentTypeValue, number> = {
  [DocumentType.Title]: 0,
  [DocumentType.Keywords]: 0,
  [DocumentType.Heading]: 1,
  [DocumentType.Description]: 2,
  [DocumentType.Content]: 3,
};

/** Alternatives for one Chinese run beyond this many add time, not results. */
const MAX_SEGMENTATIONS = 4;
const MAX_VARIANTS = 10;
const FUZZY_COVERAGE = 0.9;
const IDEOGRAPH = /\p{Unified_Ideograph}/u;

/** The serialised index file, as the plugin writes it: one entry per document type. */
export type SerializedIndexes = {documents: SearchDocument[]; index: unknown}[];

/** Loads the index file as the plugin's worker does, with the same dictionary of Chinese words. */
export function loadIndexes(json: SerializedIndexes): LoadedIndexes {
  const wrappedIndexes = json.map(({documents, index}, type) => ({
    type: type as DocumentTypeValue,
    documents,
    index: lunr.Index.load(index),
  }));
  const zhDictionary = new Set<string>();
  for (const {index} of json) {
    for (const [term] of (index as {invertedIndex: [string, unknown][]}).invertedIndex) {
      if (IDEOGRAPH.test(term.charAt(0))) zhDictionary.add(term);
    }
  }
  return {wrappedIndexes, zhDictionary: Array.from(zhDictionary)};
}

function isStopWord(word: string): boolean {
  if (IDEOGRAPH.test(word)) return lunr.zh?.stopWordFilter?.(word) === undefined && lunr.zh !== undefined;
  return lunr.stopWordFilter(word) === undefined;
}

/** The query itself, then the query with one synonym put in place of a word it contains. */
export function queryVariants(input: string): string[] {
  const query = input.toLowerCase().trim();
  const variants = [query];
  for (const group of SYNONYMS) {
    for (const word of group) {
      // A Latin word matches whole words only; Chinese has no spaces to mark them.
      const pattern = IDEOGRAPH.test(word) ? escapeRegExp(word) : `(?<![\\w])${escapeRegExp(word)}(?![\\w])`;
      const match = new RegExp(pattern, 'u').exec(query);
      if (!match) continue;
      for (const other of group) {
        if (other === word) continue;
        const variant = query.slice(0, match.index) + ` ${other} ` + query.slice(match.index + word.length);
        if (!variants.includes(variant)) variants.push(variant);
      }
    }
  }
  return variants.slice(0, MAX_VARIANTS);
}

interface Alternative {
  /** Index terms that must all occur; `fuzzy`: one typo allowed. */
  terms: {value: string; trailing: boolean; fuzzy?: boolean}[];
  /** The share of the query word these terms stand for (1: all of it). */
  coverage: number;
  /** The terms stand for the word, not a fragment of it: see `isWordMatch`. */
  whole: boolean;
}

/**
 * Whether terms found for a query word stand for the word rather than a fragment of it: any match of
 * a Latin word or a single character, and for a longer Chinese run, a term of two or more of its
 * characters (部署 through 部署 or 部署方式, not through 部 alone).
 */
function isWordMatch(word: string, terms: readonly string[]): boolean {
  if (!IDEOGRAPH.test(word) || Array.from(word).length === 1) return true;
  return terms.some((term) => Array.from(term).length >= 2);
}

/** Ways to look a query word up: the word itself, or for a Chinese run, its segmentations. */
function alternatives(word: string, zhDictionary: string[], mayBeTyping: boolean): Alternative[] {
  const result: Alternative[] = [];
  if (!IDEOGRAPH.test(word)) {
    result.push({terms: [{value: word, trailing: false}], coverage: 1, whole: true});
    if (mayBeTyping) result.push({terms: [{value: word, trailing: true}], coverage: 1, whole: true});
    // A typo in a longer word ("permision"): found, below every hit of what was typed. Not for
    // Chinese, where one character off is another word (部署, 部分).
    if (word.length >= 5) {
      result.push({terms: [{value: word, trailing: false, fuzzy: true}], coverage: FUZZY_COVERAGE, whole: true});
    }
    return result;
  }
  for (const segmentation of cutZhWords(word, zhDictionary).slice(0, MAX_SEGMENTATIONS)) {
    // Stop words are not in the index: they cover their characters without being looked up.
    const stop = segmentation
      .filter((term) => isStopWord(term.value))
      .map((term) => term.value)
      .join('');
    const terms = segmentation
      .filter((term) => !isStopWord(term.value))
      .map((term) => ({value: term.value, trailing: Boolean(term.trailing)}));
    if (terms.length === 0) continue;
    const covered = segmentation.reduce((sum, term) => sum + term.value.length, 0);
    // A lone character of a longer word stands for little: 部 is not 部署.
    // (上线 is not 线 with a stop word before it).
    const weak = terms.length === 1 && terms.every((term) => term.value.length === 1) && word.length > 1;
    const whole = isWordMatch(
      word,
      terms.map((term) => term.value),
    );
    result.push({terms, coverage: weak ? (covered - stop.length) / word.length / 2 : covered / word.length, whole});
  }
  return result;
}

interface Candidate {
  document: SearchDocument;
  type: DocumentTypeValue;
  page: SearchDocument | false;
  /** Per query word: its best coverage in this document. */
  covered: number[];
  /** Per query word: matched as a word, not only through a fragment of it (`isWordMatch`). */
  whole: boolean[];
  /** How many query words a title holds: the hit's own (a page title or heading) or its page's. */
  titled: number;
  /** Found by a synonym of what was typed, not by what was typed. */
  synonym: boolean;
  score: number;
  metadata: lunr.MatchData['metadata'];
  /** Per query word: the terms of its best match, which the page highlights. */
  tokens: string[][];
}

function mergeMetadata(into: lunr.MatchData['metadata'], from: lunr.MatchData['metadata']): void {
  for (const [term, fields] of Object.entries(from)) {
    into[term] ??= {};
    for (const [field, data] of Object.entries(fields)) {
      const positions = [...(into[term][field]?.position ?? []), ...(data.position ?? [])];
      into[term][field] = {...into[term][field], ...data, position: positions};
    }
  }
}

/** The words of a page's title, to credit query words that the page title holds. */
function titleWords(page: SearchDocument, language: string[]): {words: Set<string>; text: string} {
  const text = [page.t, ...(page.b ?? [])].join(' ').toLowerCase();
  return {words: new Set(tokenize(text, language)), text};
}

/**
 * The query's words in groups that a hit must match together: a Latin word joined to others by a
 * hyphen, dot or slash, as typed (multi-tenant), is one group; every other word is a group of its own.
 */
function wordGroups(query: string, words: string[], language: string[]): number[][] {
  const joined = query
    .split(/\s+/)
    .filter((piece) => !IDEOGRAPH.test(piece))
    .map((piece) => tokenize(piece, language))
    .filter((parts) => parts.length > 1);
  const groups: number[][] = [];
  const grouped = new Set<number>();
  for (const parts of joined) {
    const members = parts.map((part) => words.indexOf(part)).filter((index) => index >= 0);
    if (members.length < 2 || members.some((index) => grouped.has(index))) continue;
    members.forEach((index) => grouped.add(index));
    groups.push(members);
  }
  words.forEach((_, index) => {
    if (!grouped.has(index)) groups.push([index]);
  });
  return groups;
}

function searchVariant(indexes: LoadedIndexes, query: string, synonym: boolean, language: string[], found: Map<string, Candidate>): void {
  const words = tokenize(query, language).filter((word, _, all) => !isStopWord(word) || all.every(isStopWord));
  if (words.length === 0) return;
  const groups = wordGroups(query, words, language);
  const {wrappedIndexes, zhDictionary} = indexes;
  const pages = new Map((wrappedIndexes[DocumentType.Title]?.documents ?? []).map((page) => [page.i, page]));
  const pageWords = new Map<number, ReturnType<typeof titleWords>>();
  const variantHits = new Map<string, Candidate>();

  words.forEach((word, wordIndex) => {
    const mayBeTyping = wordIndex === words.length - 1;
    for (const alternative of alternatives(word, zhDictionary, mayBeTyping)) {
      for (const {type, documents, index} of wrappedIndexes) {
        const results = index.query((q) => {
          for (const term of alternative.terms) {
            q.term(term.value, {
              presence: lunr.Query.presence.REQUIRED,
              wildcard: term.trailing ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
              ...(term.fuzzy ? {editDistance: 1} : {}),
            });
          }
        });
        for (const result of results) {
          const document = documents.find((doc) => doc.i.toString() === result.ref);
          if (!document) continue;
          const key = `${type}:${document.i}`;
          let hit = variantHits.get(key);
          if (!hit) {
            const page = type === DocumentType.Title ? false : (pages.get(document.p ?? -1) ?? false);
            hit = {
              document,
              type,
              page,
              covered: words.map(() => 0),
              whole: words.map(() => false),
              titled: 0,
              synonym,
              score: 0,
              metadata: {},
              tokens: words.map(() => []),
            };
            variantHits.set(key, hit);
          }
          if (alternative.coverage > (hit.covered[wordIndex] ?? 0)) {
            hit.covered[wordIndex] = alternative.coverage;
            hit.tokens[wordIndex] = alternative.terms.map((term) => term.value);
            mergeMetadata(hit.metadata, result.matchData.metadata);
          }
          if (alternative.whole) hit.whole[wordIndex] = true;
          hit.score += result.score;
        }
      }
    }
  });

  for (const [key, hit] of variantHits) {
    const isTitle = TITLES.has(hit.type);
    if (isTitle) hit.titled = hit.covered.filter((value) => value > 0).length;
    // A query word that the hit's page title holds is covered: the section is about that page.
    if (hit.page) {
      const page = hit.page;
      const context = pageWords.get(page.i) ?? titleWords(page, language);
      pageWords.set(page.i, context);
      words.forEach((word, i) => {
        if (context.words.has(word) || (IDEOGRAPH.test(word) && context.text.includes(word))) {
          // Counted once: a heading that holds the word itself was counted above.
          if (!isTitle || hit.covered[i] === 0) hit.titled += 1;
          hit.covered[i] = 1;
          hit.whole[i] = true;
        }
      });
    }
    // Only fragments of what was typed: no result (see the top of this file).
    if (!groups.some((group) => group.every((i) => hit.whole[i]))) continue;
    const previous = found.get(key);
    if (!previous || compare(hit, previous) < 0) found.set(key, hit);
  }
}

/** Shares of the query, rounded so that variants with more or fewer words compare as equals. */
const share = (value: number, of: number) => Math.round((value / of) * 100) / 100;

function coverage(hit: Candidate): number {
  return share(
    hit.covered.reduce((sum, value) => sum + value, 0),
    hit.covered.length,
  );
}

/** The ranking's order (negative: `a` first). */
function compare(a: Candidate, b: Candidate): number {
  return (
    coverage(b) - coverage(a) ||
    share(b.titled, b.covered.length) - share(a.titled, a.covered.length) ||
    FIELD_TIER[a.type] - FIELD_TIER[b.type] ||
    Number(a.synonym) - Number(b.synonym) ||
    b.score - a.score
  );
}

/** Where a hit leads: a heading and the body text under it lead to the same place. */
function target(hit: Candidate): string {
  return `${hit.document.u}${hit.document.h ?? ''}`;
}

export function rankedSearch(indexes: LoadedIndexes, input: string, limit: number, language: string[]): SearchResult[] {
  const found = new Map<string, Candidate>();
  queryVariants(input).forEach((variant, i) => searchVariant(indexes, variant, i > 0, language, found));

  const sorted = Array.from(found.values()).sort(compare);
  const complete = sorted.some((hit) => coverage(hit) >= 1);
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const hit of sorted) {
    if (results.length >= limit) break;
    if (complete && coverage(hit) < 1) break;
    const place = target(hit);
    if (seen.has(place)) continue;
    seen.add(place);
    results.push({
      document: hit.document,
      type: hit.type,
      page: hit.page,
      metadata: hit.metadata,
      tokens: Array.from(new Set(hit.tokens.flat())),
      score: hit.score,
    });
  }
  return results;
}
