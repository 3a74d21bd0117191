/**
 * `@lexboot/core/internal`: what LexBoot's own packages (the components) share and applications do
 * not call: message bundles, dictionary labels, value formats and the external store the program
 * store is built on. Not part of the documented contract (./api), so it may change in any release.
 */
export {useMessages, useDicts, dictItems, dictLabel} from './locale';
export {fill, formatDate, formatDateTime, formatNumber, isBlank, pad, valueText} from './format';
export {createStore, type Store} from './store';
