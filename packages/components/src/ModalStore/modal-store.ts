/**
 * `modalStore` as plain logic over a dialog stack: `open` as drawers have it, and `confirm`, whose
 * OK runs `onOk` and closes only once it has succeeded. The confirmation's look is the component
 * passed in (./Confirm.tsx), so that this file runs in a unit test without a DOM.
 */
import type {ComponentType} from 'react';
import type {ConfirmOptions, ModalContentProps, ModalOptions, ModalStore} from '../api/ModalStore';
import type {ResultOf} from '../api/DrawerStore';
import type {DialogStack} from '../DrawerStore/dialog-stack';

/** What the modal stack carries: the public options, and what `confirm` asks of the frame. */
export type ModalStackOptions = ModalOptions & {alert?: {described: boolean}};

export interface ConfirmContentProps extends ModalContentProps<true> {
  options: ConfirmOptions;
  /**
   * Runs `onOk` (if any) and then closes the box with `true`. When `onOk` fails, the box stays open
   * and the failure comes back, for the box to show; a second call while one runs does nothing.
   */
  runOk: (close: (result: true) => void) => Promise<{error: unknown} | null>;
}

/** A confirmation is a short message and two buttons; narrower than a form dialog. */
export const CONFIRM_WIDTH = 420;

export function createModalStore(stack: DialogStack<ModalStackOptions>, Confirm: ComponentType<ConfirmContentProps>): ModalStore {
  return {
    open<P extends ModalContentProps<never>>(component: ComponentType<P>, props: Omit<P, 'close' | 'modalId'>, options?: ModalOptions) {
      return stack.open(component, props, options ?? {}) as Promise<ResultOf<P> | undefined>;
    },
    confirm(options) {
      let running = false;
      async function runOk(close: (result: true) => void): Promise<{error: unknown} | null> {
        if (running) return null;
        if (options.onOk) {
          running = true;
          try {
            await options.onOk();
          } catch (error) {
            return {error};
          } finally {
            running = false;
          }
        }
        close(true);
        return null;
      }
      const props: Omit<ConfirmContentProps, 'close' | 'modalId'> = {options, runOk};
      return stack
        .open(Confirm, props, {
          title: options.title,
          width: CONFIRM_WIDTH,
          alert: {described: options.content !== undefined && options.content !== null && options.content !== ''},
          // Cancelling while the work runs would answer `false` for work that may still succeed.
          beforeClose: () => !running,
        })
        .then((result) => result === true);
    },
    close: (id, result) => stack.close(id, result),
    closeAll: () => stack.closeAll(),
  };
}
