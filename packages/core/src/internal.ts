/**
 * `@lexboot/core/internal`: what LexBoot's own packages (the components) share and applications do
 * not call: message bundles, dictionary labels, value formats, the external store the program store
 * is built on, and the http client's helpers. Not part of the documented contract (./api), so it may
 * change in any release. (The application shell's side of `http` and `useT`, `configureHttp` and
 * `ProgramScope`, is exported from the package's entry.)
 */
export {useMessages, useDicts, dictItems, dictLabel} from './locale';
export {fill, formatDate, formatDateTime, formatNumber, isBlank, pad, valueText} from './format';
export {createStore, type Store} from './store';
export {fileNameOf, queryString, saveWithAnchor} from './http';
