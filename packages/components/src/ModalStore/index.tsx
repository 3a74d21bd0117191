/**
 * `modalStore` (declared in ./api/ModalStore.d.ts): opens a modal or a
 * confirmation from anywhere and awaits the user's answer. `ModalHost` renders the open modals; the
 * admin shell mounts it once, and a page outside the shell renders it itself. Drawers and modals
 * share the stack logic and the dialog frame of ../DrawerStore.
 */
import type {ReactNode} from 'react';
import {createDialogStack} from '../DrawerStore/dialog-stack';
import {DialogHost} from '../DrawerStore/DialogHost';
import {Confirm} from './Confirm';
import {createModalStore, type ModalStackOptions} from './modal-store';

export const modalStack = createDialogStack<ModalStackOptions>('modal');

export const modalStore = createModalStore(modalStack, Confirm);

export function ModalHost(): ReactNode {
  return <DialogHost stack={modalStack} kind="modal" />;
}
