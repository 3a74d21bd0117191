/**
 * The type checker's proof that what @lexboot/core implements is what ./api declares (the docs'
 * reference): a signature changed on one side only fails `npm run typecheck`. Declared but not
 * implemented here: the application shell (AdminApp, useProgramNavigate, defineTheme).
 */
import type * as Declared from './api';
import * as Real from './index';

type DeclaredValues = {
  createProgramStore: typeof Declared.createProgramStore;
  useUiLocale: typeof Declared.useUiLocale;
  http: typeof Declared.http;
  createRepository: typeof Declared.createRepository;
  defineProgram: typeof Declared.defineProgram;
  definePrograms: typeof Declared.definePrograms;
  useT: typeof Declared.useT;
  /** The declaration gives no constructor (applications catch ApiErrors, they do not make them): its instances are checked. */
  ApiError: abstract new (...args: never[]) => Declared.ApiError;
};

export const conformance: DeclaredValues = Real;
