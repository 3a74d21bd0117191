/**
 * `drawerStore` (declared in ./api/DrawerStore.d.ts): opens a drawer from
 * anywhere, a plain function call, and awaits its result. `DrawerHost` renders the open drawers;
 * the admin shell mounts it once, and a page outside the shell renders it itself.
 */
import type {ComponentType, ReactNode} from 'react';
import type {DrawerContentProps, DrawerOptions, DrawerStore, ResultOf} from '../api/DrawerStore';
import {createDialogStack} from './dialog-stack';
import {DialogHost} from './DialogHost';

export const drawerStack = createDialogStack<DrawerOptions>('drawer');

export const drawerStore: DrawerStore = {
  open<P extends DrawerContentProps<never>>(component: ComponentType<P>, props: Omit<P, 'close' | 'drawerId'>, options?: DrawerOptions) {
    return drawerStack.open(component, props, options ?? {}) as Promise<ResultOf<P> | undefined>;
  },
  close: (id, result) => drawerStack.close(id, result),
  closeAll: () => drawerStack.closeAll(),
};

export function DrawerHost(): ReactNode {
  return <DialogHost stack={drawerStack} kind="drawer" />;
}
