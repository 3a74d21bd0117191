// Imports a dependency-free TypeScript module (such as src/data/framework.ts) from a Node test:
// Node 20 cannot load .ts files, so the module is transpiled with the project's TypeScript first.
import {readFileSync} from 'node:fs';
import ts from 'typescript';

export async function importTs(file) {
  const {outputText} = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
