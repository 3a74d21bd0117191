/**
 * `@lexboot/components`: the eight core components, real and running. Their props are the
 * declarations of ./api (from which the API pages' reference tables are
 * generated), and ./conformance.ts checks that each component matches its declaration.
 */
export type * from './api';
export {DataGrid} from './DataGrid';
export {DataGridEditor} from './DataGridEditor';
export {MultiFilter, toFilterParams} from './MultiFilter';
export {SearchParams} from './SearchParams';
export {StatTable} from './StatTable';
export {drawerStore, DrawerHost} from './DrawerStore';
export {modalStore, ModalHost} from './ModalStore';
export {ProgramTitle} from './ProgramTitle';
export {RecordForm, RecordDetail} from './RecordForm';
export {ListTemplate, ListDetailTemplate, MasterDetailTemplate, FormTemplate} from './Templates';
export {useLookup, optionLabel} from './Lookup';
