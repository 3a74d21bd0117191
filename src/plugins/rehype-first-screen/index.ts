/**
 * Rehype plugin: marks where a doc's or post's content leaves the first screen, for each class of
 * screen width, with an empty hidden element (`<div hidden data-first-screen-end="narrow wide">`).
 *
 * On a page's first load the blocks after that mark are laid out only when the reader scrolls near
 * them (`content-visibility: auto`, custom.css). Not the blocks before it: Chromium paints the first
 * frame before it has found which such blocks are on screen, so a block on the first screen would
 * show blank for a frame, then push what follows down (a layout shift).
 *
 * Where the mark goes is worked out from a lower bound of each block's height at the widest text
 * column of the class (the widest column makes the shortest page): the mark follows the first block
 * that ends past the class's tallest screen. Anything whose height is not known here (a live demo, a
 * component) counts as nothing, so the mark can only come late, never early.
 * tests/e2e/layout.spec.ts checks, on every doc and post, that the block after each mark starts below
 * the first screen of the tallest window of its class.
 */
import {text, type HastNode} from '../hast';

export type ScreenClass = {
  readonly name: string;
  /** The media query of the class (custom.css has the same). */
  readonly media: string;
  /** The widest text column of a doc or post at this class of width, px... */
  readonly column: number;
  /** ...which a window this wide has (tests/e2e/layout.spec.ts checks both). */
  readonly window: number;
  /** The tallest window of the class, px (the content starts lower than the window's top). */
  readonly height: number;
};

/** The classes of screen width, as custom.css and tests/e2e/layout.spec.ts use them. */
export const SCREEN_CLASSES: readonly ScreenClass[] = [
  // Phones: a 600 px window has a 568 px column; phones are at most about 1,000 px tall.
  {name: 'narrow', media: '(max-width: 600px)', column: 568, window: 600, height: 1000},
  // Tablets and narrow windows, below the docs' sidebar breakpoint: up to a 964 px column.
  {name: 'medium', media: '(min-width: 601px) and (max-width: 996px)', column: 964, window: 996, height: 1400},
  // With the sidebar: a doc's column is at most 958 px wide, however wide the window, and a page with
  // live demos (wider, for its demos) 1,288 px.
  {name: 'wide', media: '(min-width: 997px)', column: 1288, window: 1920, height: 1440},
];

/** The body text's line, px (16 px type, line height 1.7), and a paragraph's margin below it. */
const LINE = 27;
const BLOCK_GAP = 20;
/** A code block's line (0.875 rem type, 1.525 leading) and its padding, top and bottom together. */
const CODE_LINE = 21;
const CODE_PADDING = 32;
/** A table row of one line: the line and the cell's padding. */
const TABLE_ROW = 45;

/** Chinese, Japanese and Korean characters and full-width punctuation: 1 em wide. */
const WIDE_CHARACTER = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;
/** Any other character is at least this wide at 16 px (a space, an "i"...). */
const NARROW_WIDTH = 4;

/** The width of a text on one line, px: a lower bound. */
function textWidth(value: string): number {
  let width = 0;
  for (const character of value.replace(/\s+/g, ' ').trim()) width += WIDE_CHARACTER.test(character) ? 16 : NARROW_WIDTH;
  return width;
}

/** The lines a text takes in a column, at least. */
function lines(value: string, column: number): number {
  return Math.ceil(textWidth(value) / column);
}

/** A lower bound of a block's height in a column, px, margin below included where it always has one. */
export function blockHeight(node: HastNode, column: number): number {
  if (node.type === 'mdxJsxFlowElement') {
    // An admonition's content, plus its title's line; what other components show is not known here.
    if (node.name === 'admonition') return (node.children ?? []).reduce((sum, child) => sum + blockHeight(child, column), LINE);
    return 0;
  }
  if (node.type !== 'element') return 0;
  switch (node.tagName) {
    case 'p':
    case 'blockquote':
      return lines(text(node), column) * LINE + BLOCK_GAP;
    case 'h2':
    case 'h3':
    case 'h4':
      return LINE;
    case 'ul':
    case 'ol':
      return (node.children ?? []).reduce(
        (sum, item) => sum + (item.tagName === 'li' ? Math.max(1, lines(text(item), column)) * LINE : 0),
        BLOCK_GAP,
      );
    case 'pre':
      return text(node).replace(/\n$/, '').split('\n').length * CODE_LINE + CODE_PADDING + BLOCK_GAP;
    case 'table':
      return countRows(node) * TABLE_ROW + BLOCK_GAP;
    case 'details':
      return LINE + BLOCK_GAP;
    default:
      return 0;
  }
}

function countRows(node: HastNode): number {
  return (node.children ?? []).reduce((sum, child) => sum + (child.tagName === 'tr' ? 1 : countRows(child)), 0);
}

/** Where in `blocks` each class's first screen ends: the index of the first block past it, by class. */
export function firstScreenEnds(blocks: readonly HastNode[]): Map<number, string[]> {
  const ends = new Map<number, string[]>();
  for (const screen of SCREEN_CLASSES) {
    let depth = 0;
    const end = blocks.findIndex((block) => {
      const past = depth >= screen.height;
      depth += blockHeight(block, screen.column);
      return past;
    });
    if (end >= 0) ends.set(end, [...(ends.get(end) ?? []), screen.name]);
  }
  return ends;
}

export default function rehypeFirstScreen() {
  return (tree: HastNode) => {
    const children = tree.children ?? [];
    const ends = firstScreenEnds(children);
    if (ends.size === 0) return;
    tree.children = children.flatMap((child, index) => {
      const names = ends.get(index);
      if (!names) return [child];
      const mark: HastNode = {
        type: 'element',
        tagName: 'div',
        properties: {hidden: true, dataFirstScreenEnd: names.join(' ')},
        children: [],
      };
      return [mark, child];
    });
  };
}
