// src/plugins/rehype-first-screen: where a doc's first screen ends, for each class of width. Whether
// the marks really fall below the first screen is tests/e2e/layout.spec.ts's check, on every page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import rehypeFirstScreen, {SCREEN_CLASSES, blockHeight} from '../../src/plugins/rehype-first-screen';

type Node = {type: string; tagName?: string; name?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]};

const paragraph = (value: string): Node => ({type: 'element', tagName: 'p', children: [{type: 'text', value}]});
const heading = (value: string): Node => ({type: 'element', tagName: 'h2', children: [{type: 'text', value}]});
const demo: Node = {type: 'mdxJsxFlowElement', name: 'LiveDemo', children: []};
const CHINESE = '代码生成器读取建表语句，为每张表写出实体、仓库、服务、控制器和前端页面。'.repeat(3);

function marked(children: Node[]): Node[] {
  const tree: Node = {type: 'root', children};
  rehypeFirstScreen()(tree);
  return tree.children!;
}

/** The index, among the blocks (marks left out), of the block after each class's mark. */
function ends(children: Node[]): Record<string, number> {
  const result: Record<string, number> = {};
  let index = 0;
  for (const child of marked(children)) {
    const names = child.properties?.dataFirstScreenEnd;
    if (typeof names === 'string') for (const name of names.split(' ')) result[name] = index;
    else index += 1;
  }
  return result;
}

test('a page shorter than any first screen gets no mark', () => {
  const blocks = [heading('概述'), paragraph(CHINESE), paragraph(CHINESE)];
  assert.deepEqual(marked(blocks), blocks);
});

test('a long page gets one hidden, empty mark per class, before a block, and keeps its blocks in order', () => {
  const blocks = Array.from({length: 80}, (_, index) => (index % 5 === 0 ? heading(`第 ${index} 节`) : paragraph(CHINESE)));
  const result = marked(blocks);
  const marks = result.filter((node) => node.properties?.dataFirstScreenEnd !== undefined);
  assert.deepEqual(
    marks.flatMap((mark) => String(mark.properties!.dataFirstScreenEnd).split(' ')).sort(),
    SCREEN_CLASSES.map((screen) => screen.name).sort(),
  );
  for (const mark of marks) {
    assert.equal(mark.tagName, 'div');
    assert.equal(mark.properties!.hidden, true);
    assert.deepEqual(mark.children, []);
  }
  assert.deepEqual(
    result.filter((node) => !marks.includes(node)),
    blocks,
  );
  // A narrower column wraps more lines: its first screen ends no later in the page.
  const at = ends(blocks);
  assert.ok(at.narrow! <= at.medium!, JSON.stringify(at));
});

test('a block whose height is not known here (a live demo) counts as nothing: the mark does not come earlier', () => {
  const blocks = Array.from({length: 60}, () => paragraph(CHINESE));
  const withDemos = blocks.flatMap((block) => [demo, block]);
  for (const screen of SCREEN_CLASSES) assert.equal(blockHeight(demo, screen.column), 0);
  const plain = ends(blocks);
  const mixed = ends(withDemos);
  for (const screen of SCREEN_CLASSES) assert.equal(mixed[screen.name], plain[screen.name]! * 2, screen.name);
});

test('Latin text counts narrower than Chinese text of as many characters', () => {
  const latin = 'The generator reads the CREATE TABLE statements and writes the entity.'.slice(0, 40).repeat(12);
  const chinese = CHINESE.slice(0, 40).repeat(12);
  for (const screen of SCREEN_CLASSES)
    assert.ok(blockHeight(paragraph(latin), screen.column) < blockHeight(paragraph(chinese), screen.column), screen.name);
});

test('the style sheet lays blocks out late past each class’s mark, in that class’s media query', () => {
  const css = readFileSync(new URL('../../src/css/custom.css', import.meta.url), 'utf8').replace(/\s+/g, ' ');
  for (const screen of SCREEN_CLASSES)
    assert.ok(
      css.includes(`@media ${screen.media} { .markdown > [data-first-screen-end~='${screen.name}'] ~ * {`),
      `custom.css: @media ${screen.media} with the ${screen.name} mark`,
    );
});
