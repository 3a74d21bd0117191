/**
 * `defineProgram`, `definePrograms` and `useT` of @lexboot/core (declared in ./api, described in
 * the program and i18n tutorials). The page frame renders each program's tab inside a
 * `ProgramScope` with the program's message bundles (exported for the shell, not declared in ./api);
 * `useT` translates the dotted keys of those bundles into the current interface language.
 */
import {createContext, useCallback, useContext, type ReactNode} from 'react';
import type {ProgramDefinition, ProgramRegistry, Translate, UiLocale} from './api';
import {fill} from './format';
import {useUiLocale} from './locale';

export function defineProgram<M>(definition: ProgramDefinition<M>): ProgramDefinition<M> {
  return definition;
}

/** A program code: upper snake case, as the menu items and permissions (`CASE_MGMT:view`) write it. */
const PROGRAM_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

export function definePrograms<P extends ProgramRegistry>(programs: P): P {
  for (const [code, load] of Object.entries(programs)) {
    if (!PROGRAM_CODE.test(code))
      throw new Error(
        `Invalid program code "${code}": the keys of definePrograms are program codes in upper snake case, such as CASE_MGMT`,
      );
    if (typeof load !== 'function')
      throw new Error(
        `Program ${code}: the registry's value must be a function that imports the program, such as () => import('./case-mgmt')`,
      );
  }
  return programs;
}

type Bundles = Readonly<Record<UiLocale, unknown>>;

const ProgramContext = createContext<Bundles | null>(null);

/** Gives the components of one program (its tab) the program's message bundles, for `useT`. */
export function ProgramScope({program, children}: {program: {messages: Bundles}; children: ReactNode}): ReactNode {
  return <ProgramContext.Provider value={program.messages}>{children}</ProgramContext.Provider>;
}

/** The text at a dotted key (`field.caseNo`) of a nested bundle; undefined when the key does not lead to a text. */
function textAt(bundle: unknown, key: string): string | undefined {
  let node = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const warned = new Set<string>();

export function useT<M = unknown>(): Translate<M> {
  const bundles = useContext(ProgramContext);
  const locale = useUiLocale();
  if (!bundles) throw new Error('useT() was called outside a program: it reads the message bundles of the program whose page renders it');
  const translate = useCallback(
    (key: string, params?: Record<string, string | number>): string => {
      let text = textAt(bundles[locale], key);
      if (text === undefined && locale !== 'zh-CN') {
        // A text missing in English falls back to Chinese, as the i18n tutorial says.
        text = textAt(bundles['zh-CN'], key);
        if (text !== undefined && process.env.NODE_ENV !== 'production' && !warned.has(`${locale}:${key}`)) {
          warned.add(`${locale}:${key}`);
          console.warn(`LexBoot: the ${locale} bundle has no "${key}"; showing the zh-CN text.`);
        }
      }
      // A key no bundle has shows as itself, so the gap is visible on the page.
      text ??= key;
      return params ? fill(text, params) : text;
    },
    [bundles, locale],
  );
  return translate;
}
