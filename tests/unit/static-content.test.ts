// The loader of src/plugins/static-content: a doc's compiled MDX module, in the browser bundle, keeps
// what the page's frame reads and loads its content on demand; an MDX partial stays whole.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import * as acorn from 'acorn';

const require = createRequire(import.meta.url);
const {leanModule} = require('../../src/plugins/static-content/loader.cjs') as {
  leanModule: (code: string, fullRequest: string) => string | undefined;
};

/** A doc's module as Docusaurus's MDX and JavaScript loaders hand it on (shortened). */
const DOC = `
import {jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";
import {useMDXComponents as _provideComponents} from "@mdx-js/react";
import LiveDemo from '@site/src/components/LiveDemo';
import Partial, {toc as toc0} from './_partial.md';
import image from '!file-loader!./shot.png';
export const frontMatter = {"sidebar_position": 2, "title": "DataGrid"};
export const contentTitle = "DataGrid 数据表格";
export {default as metadata} from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-datagrid-md-6a1.json';
export const assets = {"image": image};
const ownHeadings = [{"value": "用法", "id": "usage", "level": 2}];
export const toc = [...ownHeadings, ...toc0, {"value": "属性", "id": "props", "level": 2}];
function _createMdxContent(props) {
  const _components = {p: "p", ..._provideComponents(), ...props.components};
  return _jsxs(_components.p, {children: ["DataGrid 按列定义渲染一页记录", _jsx(LiveDemo, {demo: "DataGrid"}), _jsx(Partial, {})]});
}
export default function MDXContent(props = {}) {
  return _jsx(_createMdxContent, {...props});
}
`;

test('a page module keeps what the frame reads, with what that names, and loads its content on demand', () => {
  const lean = leanModule(DOC, '/site/docs/datagrid.md?full');
  assert.ok(lean !== undefined);
  const ast = acorn.parse(lean, {ecmaVersion: 'latest', sourceType: 'module'});
  const imports = ast.body.flatMap((node) => (node.type === 'ImportDeclaration' ? [String(node.source.value)] : []));
  // The content's components and its JSX are gone; the partial stays for its headings only.
  assert.deepEqual(imports.sort(), ['!file-loader!./shot.png', './_partial.md', '@site/src/plugins/static-content/runtime']);
  assert.doesNotMatch(lean, /LiveDemo|_createMdxContent|按列定义/);
  const exported = ast.body.flatMap((node) =>
    node.type === 'ExportNamedDeclaration' ? node.specifiers.map((specifier) => (specifier.exported as acorn.Identifier).name) : [],
  );
  assert.deepEqual(exported.sort(), ['assets', 'contentTitle', 'frontMatter', 'metadata', 'toc']);
  // A value is declared before what reads it.
  assert.ok(lean.indexOf('const ownHeadings') < lean.indexOf('const toc'));
  assert.match(lean, /export default await __lexbootContent\(\(\) => import\("\/site\/docs\/datagrid\.md\?full"\)\);/);
});

test('an MDX partial (no metadata: it is imported by a page, not routed) is left whole', () => {
  const partial = DOC.replace(/^export \{default as metadata\}.*$/m, '');
  assert.equal(leanModule(partial, '/site/docs/_partial.md?full'), undefined);
});
