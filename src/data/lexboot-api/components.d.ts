/**
 * `@lexboot/components`: one declaration file per core component under ./components. The docs'
 * reference tables and type-checked examples are built from these (see ./core.d.ts).
 */
export * from './components/DataGrid';
export * from './components/DataGridEditor';
export * from './components/DrawerStore';
export * from './components/ModalStore';
export * from './components/MultiFilter';
export * from './components/ProgramTitle';
export * from './components/SearchParams';
export * from './components/StatTable';
export * from './components/FormField';
// Components take and give record keys; re-exported so that examples import them from one place.
export type {Key} from './core';
