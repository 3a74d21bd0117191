/**
 * The type checker's proof that what @lexboot/core implements is what ./api declares (the docs'
 * reference): a signature changed on one side only fails `npm run typecheck`. The rest of the
 * declared contract (AdminApp, defineProgram, http…) belongs to the application shell.
 */
import type * as Declared from './api';
import * as Real from './index';

type DeclaredValues = {
  createProgramStore: typeof Declared.createProgramStore;
  useUiLocale: typeof Declared.useUiLocale;
};

export const conformance: DeclaredValues = Real;
