/** `@lexboot/core` as far as this site implements it: the program store and the component environment. */
export type * from '@site/src/data/lexboot-api/core';
export {createProgramStore} from './program-store';
export {LexBootProvider, useUiLocale, useDict, type UiLocale, type DictItem, type Dicts} from './locale';
