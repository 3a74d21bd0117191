/**
 * The type checker's proof that each real component is what the API pages document: every export
 * of `@lexboot/components` as declared in ./api (from which the pages'
 * reference tables are generated) must be satisfied by the implementation in this folder. A prop
 * added, removed or retyped on one side only fails `npm run typecheck`.
 */
import type * as Declared from './api';
import * as Real from './index';

type DeclaredValues = {
  DataGrid: typeof Declared.DataGrid;
  DataGridEditor: typeof Declared.DataGridEditor;
  MultiFilter: typeof Declared.MultiFilter;
  toFilterParams: typeof Declared.toFilterParams;
  SearchParams: typeof Declared.SearchParams;
  StatTable: typeof Declared.StatTable;
  drawerStore: typeof Declared.drawerStore;
  DrawerHost: typeof Declared.DrawerHost;
  modalStore: typeof Declared.modalStore;
  ModalHost: typeof Declared.ModalHost;
  ProgramTitle: typeof Declared.ProgramTitle;
  RecordForm: typeof Declared.RecordForm;
  RecordDetail: typeof Declared.RecordDetail;
  ListTemplate: typeof Declared.ListTemplate;
  ListDetailTemplate: typeof Declared.ListDetailTemplate;
  MasterDetailTemplate: typeof Declared.MasterDetailTemplate;
  FormTemplate: typeof Declared.FormTemplate;
  useLookup: typeof Declared.useLookup;
  optionLabel: typeof Declared.optionLabel;
};

export const conformance: DeclaredValues = Real;
