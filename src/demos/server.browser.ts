/**
 * The browser's stand-in for ./server.ts (swapped in by src/plugins/live-demos): no demo code here,
 * each demo loads as a chunk of its own when the reader reaches for it.
 */
import type {ComponentType} from 'react';
import type {DemoName} from './index';

export const serverDemos: Partial<Record<DemoName, ComponentType>> = {};
