/**
 * `@lexboot/core` as this package implements it: the program store, the `http` client and
 * `ApiError`, `createRepository`, `defineProgram` and `definePrograms`, `useT`, and the component
 * environment (interface language and dictionaries). Its documented contract is ./api (the
 * declarations the API pages' reference tables are generated from; ./conformance checks each of
 * these against it). Not implemented here: the application shell (`AdminApp`, `useProgramNavigate`,
 * `defineTheme`), which this site does not run; the shell's part in what is here (the base URL,
 * token and language of `http`, each tab's program scope for `useT`) is set through
 * @lexboot/core/internal.
 */
export type * from './api';
export {createProgramStore} from './program-store';
export {ApiError, http} from './http';
export {createRepository} from './repository';
export {defineProgram, definePrograms, useT} from './program';
export {LexBootProvider, useUiLocale, useDict, type UiLocale, type DictItem, type Dicts} from './locale';
