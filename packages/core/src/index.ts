/**
 * `@lexboot/core` as far as this site implements it: the program store and the component
 * environment (interface language and dictionaries). Its documented contract is ./api (the
 * declarations the API pages' reference tables are generated from); the rest of that contract
 * (AdminApp, defineProgram, http…) belongs to the application shell, which this site does not run.
 */
export type * from './api';
export {createProgramStore} from './program-store';
export {LexBootProvider, useUiLocale, useDict, type UiLocale, type DictItem, type Dicts} from './locale';
