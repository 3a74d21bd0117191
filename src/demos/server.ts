/**
 * Every live demo, imported directly: what the server bundle renders into the pages' HTML. The
 * browser bundle gets ./server.browser.ts in its place (src/plugins/live-demos), so that there each
 * demo stays in a chunk of its own (./index.ts).
 */
import {createElement, type ComponentType} from 'react';
import {ServerHighlighting} from './CodegenPlayground/highlighting';
import {highlightOnServer} from './CodegenPlayground/highlight-on-server';
import type {DemoName} from './index';
import DataGridDemo from './DataGridDemo';
import DataGridLargeDemo from './DataGridLargeDemo';
import DataGridEditorDemo from './DataGridEditorDemo';
import MultiFilterDemo from './MultiFilterDemo';
import SearchParamsDemo from './SearchParamsDemo';
import StatTableDemo from './StatTableDemo';
import DrawerStoreDemo from './DrawerStoreDemo';
import ListDetailTemplateDemo from './ListDetailTemplateDemo';
import MasterDetailTemplateDemo from './MasterDetailTemplateDemo';
import FormTemplateDemo from './FormTemplateDemo';
import ModalStoreDemo from './ModalStoreDemo';
import ProgramTitleDemo from './ProgramTitleDemo';
import CodegenDemo from './CodegenDemo';
import CodegenHomeDemo from './CodegenHomeDemo';

/** The code generator, with the file it shows first highlighted in the page's HTML (CodegenPlayground/highlighting.ts). */
function withHighlighting(Demo: ComponentType): ComponentType {
  return function HighlightedOnServer() {
    return createElement(ServerHighlighting.Provider, {value: highlightOnServer}, createElement(Demo));
  };
}

export const serverDemos: Partial<Record<DemoName, ComponentType>> = {
  DataGrid: DataGridDemo,
  DataGridLarge: DataGridLargeDemo,
  DataGridEditor: DataGridEditorDemo,
  MultiFilter: MultiFilterDemo,
  SearchParams: SearchParamsDemo,
  StatTable: StatTableDemo,
  DrawerStore: DrawerStoreDemo,
  ListDetailTemplate: ListDetailTemplateDemo,
  MasterDetailTemplate: MasterDetailTemplateDemo,
  FormTemplate: FormTemplateDemo,
  ModalStore: ModalStoreDemo,
  ProgramTitle: ProgramTitleDemo,
  Codegen: withHighlighting(CodegenDemo),
  CodegenHome: withHighlighting(CodegenHomeDemo),
} satisfies Record<DemoName, ComponentType>;
