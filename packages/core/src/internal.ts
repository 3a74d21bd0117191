/**
 * `@lexboot/core/internal`: what LexBoot's own packages (the components, the application shell)
 * share and applications do not call: message bundles, dictionary labels, value formats, the
 * external store the program store is built on, and the shell's side of `http` (its
 * configuration) and of `useT` (each program's scope). Not part of the documented contract
 * (./api), so it may change in any release.
 */
export {useMessages, useDicts, dictItems, dictLabel} from './locale';
export {fill, formatDate, formatDateTime, formatNumber, isBlank, pad, valueText} from './format';
export {createStore, type Store} from './store';
export {configureHttp, fileNameOf, queryString, saveWithAnchor, type HttpOptions} from './http';
export {ProgramScope} from './program';
