/**
 * `@lexboot/components`: one declaration file per core component under ./components. The docs'
 * reference tables and type-checked examples are built from these (see @lexboot/core's src/api).
 */
export * from './DataGrid';
export * from './DataGridEditor';
export * from './DrawerStore';
export * from './ModalStore';
export * from './MultiFilter';
export * from './ProgramTitle';
export * from './SearchParams';
export * from './StatTable';
export * from './FormField';
export * from './Lookup';
export * from './RecordForm';
export * from './Templates';
// Components take and give record keys; re-exported so that examples import them from one place.
export type {Key} from '@lexboot/core';
