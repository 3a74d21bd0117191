/**
 * `@lexboot/core` as this package implements it: the program store, the `http` client and
 * `ApiError`, `createRepository`, `defineProgram` and `definePrograms`, `useT`, and the component
 * environment (interface language and dictionaries). Its documented contract is ./api (the
 * declarations the API pages' reference tables are generated from; ./conformance checks each of
 * these against it). Not implemented here: the application shell (`AdminApp`, `useProgramNavigate`,
 * `defineTheme`), which this site does not run. The shell's part in what is here is exported too, for
 * a host that renders programs itself (the site's runner does): `configureHttp` connects `http` (its
 * base URL, token, language and `fetch`), `ProgramScope` gives a program's tab its bundles for `useT`.
 * Applications do not call them, so ./api does not declare them.
 */
export type * from './api';
export {createProgramStore} from './program-store';
export {ApiError, configureHttp, http, type HttpOptions} from './http';
export {createRepository} from './repository';
export {defineProgram, definePrograms, ProgramScope, useT} from './program';
export {LexBootProvider, useUiLocale, useDict, type DictItem, type Dicts} from './locale';
