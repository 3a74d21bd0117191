/**
 * The live demos of the API pages, by name. In the browser a demo is a chunk of its own, loaded on the
 * page that shows it when the reader reaches for it. The server bundle also has each one directly
 * (./server.ts), so that the page's HTML holds the demo as it first renders.
 */
import type {ComponentType} from 'react';
import {holdsInput} from './CodegenPlayground/share-key';

export type DemoModule = {default: ComponentType};
export type DemoEntry = {
  readonly load: () => Promise<DemoModule>;
  /** True when the demo must go live at once, rather than when the reader reaches for it. */
  readonly loadAtOnce?: () => boolean;
};

/** The code generator goes live at once when the address holds a shared input to restore. */
const sharedCodegenInput = () => holdsInput(window.location.hash);

export const DEMOS = {
  DataGrid: {
    load: () => import('./DataGridDemo'),
  },
  DataGridLarge: {
    load: () => import('./DataGridLargeDemo'),
  },
  DataGridEditor: {
    load: () => import('./DataGridEditorDemo'),
  },
  MultiFilter: {
    load: () => import('./MultiFilterDemo'),
  },
  SearchParams: {
    load: () => import('./SearchParamsDemo'),
  },
  StatTable: {
    load: () => import('./StatTableDemo'),
  },
  ListDetailTemplate: {
    load: () => import('./ListDetailTemplateDemo'),
  },
  MasterDetailTemplate: {
    load: () => import('./MasterDetailTemplateDemo'),
  },
  FormTemplate: {
    load: () => import('./FormTemplateDemo'),
  },
  DrawerStore: {
    load: () => import('./DrawerStoreDemo'),
  },
  ModalStore: {
    load: () => import('./ModalStoreDemo'),
  },
  ProgramTitle: {
    load: () => import('./ProgramTitleDemo'),
  },
  Codegen: {
    load: () => import('./CodegenDemo'),
    loadAtOnce: sharedCodegenInput,
  },
  CodegenHome: {
    load: () => import('./CodegenHomeDemo'),
    loadAtOnce: sharedCodegenInput,
  },
} satisfies Record<string, DemoEntry>;

export type DemoName = keyof typeof DEMOS;
