/**
 * The live demos of the API pages, by name. In the browser a demo is a chunk of its own, loaded on the
 * page that shows it when the reader reaches for it; in the server bundle (where
 * `process.env.LIVE_DEMO_SERVER` is true, see src/plugins/live-demos) it is also required directly, so
 * that the page's HTML holds the demo as it first renders.
 */
import type {ComponentType} from 'react';
import {holdsInput} from '@site/src/components/CodegenPlayground/share';

export type DemoModule = {default: ComponentType};
export type DemoEntry = {
  readonly load: () => Promise<DemoModule>;
  /** The demo itself, in the server bundle only. */
  readonly server: ComponentType | undefined;
  /** True when the demo must go live at once, rather than when the reader reaches for it. */
  readonly loadAtOnce?: () => boolean;
};

/** The code generator goes live at once when the address holds a shared input to restore. */
const sharedCodegenInput = () => holdsInput(window.location.hash);

// Each `server` repeats the condition in place: the bundler drops a `require` only from a branch it
// can see is dead, not from inside a helper function.
export const DEMOS = {
  DataGrid: {
    load: () => import('./DataGridDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./DataGridDemo') as DemoModule).default : undefined,
  },
  DataGridLarge: {
    load: () => import('./DataGridLargeDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./DataGridLargeDemo') as DemoModule).default : undefined,
  },
  DataGridEditor: {
    load: () => import('./DataGridEditorDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./DataGridEditorDemo') as DemoModule).default : undefined,
  },
  MultiFilter: {
    load: () => import('./MultiFilterDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./MultiFilterDemo') as DemoModule).default : undefined,
  },
  SearchParams: {
    load: () => import('./SearchParamsDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./SearchParamsDemo') as DemoModule).default : undefined,
  },
  StatTable: {
    load: () => import('./StatTableDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./StatTableDemo') as DemoModule).default : undefined,
  },
  DrawerStore: {
    load: () => import('./DrawerStoreDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./DrawerStoreDemo') as DemoModule).default : undefined,
  },
  ModalStore: {
    load: () => import('./ModalStoreDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./ModalStoreDemo') as DemoModule).default : undefined,
  },
  ProgramTitle: {
    load: () => import('./ProgramTitleDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./ProgramTitleDemo') as DemoModule).default : undefined,
  },
  Codegen: {
    load: () => import('./CodegenDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./CodegenDemo') as DemoModule).default : undefined,
    loadAtOnce: sharedCodegenInput,
  },
  CodegenHome: {
    load: () => import('./CodegenHomeDemo'),
    server: process.env.LIVE_DEMO_SERVER ? (require('./CodegenHomeDemo') as DemoModule).default : undefined,
    loadAtOnce: sharedCodegenInput,
  },
} satisfies Record<string, DemoEntry>;

export type DemoName = keyof typeof DEMOS;
