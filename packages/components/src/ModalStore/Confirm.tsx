/**
 * The body of `modalStore.confirm`: the message and the two buttons. While `onOk` runs, OK is busy
 * and both buttons ignore presses; they stay focusable (aria-disabled rather than disabled), so
 * that focus is not thrown out of the dialog. A failure shows its message and leaves the box open.
 */
import {useState, type ReactNode} from 'react';
import {fill, useMessages} from '@lexboot/core/internal';
import {dialogDomId} from '../DrawerStore/DialogHost';
import type {ConfirmContentProps} from './modal-store';
import {MESSAGES} from './messages';
import styles from './styles.module.css';

export function Confirm({options, runOk, close, modalId}: ConfirmContentProps): ReactNode {
  const messages = useMessages(MESSAGES);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {content, danger = false} = options;
  const hasContent = content !== undefined && content !== null && content !== '';

  async function handleOk() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const failure = await runOk(close);
    if (!failure) return;
    setBusy(false);
    const message = failure.error instanceof Error ? failure.error.message : '';
    setError(message ? fill(messages.failedWith, {message}) : messages.failed);
  }

  return (
    <>
      {hasContent && (
        <div id={dialogDomId(modalId, 'content')} className={styles.content}>
          {content}
        </div>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.cancel}`}
          aria-disabled={busy || undefined}
          // What OK does may not be undone (send, delete): a stray Enter must only cancel.
          data-autofocus=""
          onClick={() => busy || close()}>
          {options.cancelText ?? messages.cancel}
        </button>
        <button
          type="button"
          className={`${styles.button} ${danger ? styles.danger : styles.primary}`}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => void handleOk()}>
          {options.okText ?? messages.ok}
        </button>
      </div>
    </>
  );
}
