/**
 * What the templates decide without React: the list + detail template's built-in actions, the
 * update it sends, the master row the detail area follows and the keys that move between tabs.
 */
import type {Key} from '@lexboot/core';
import type {ProgramAction} from '../api/ProgramTitle';
import type {Messages} from './messages';

export interface RecordCommands {
  create?: () => Promise<void>;
  edit?: (id: Key) => Promise<void>;
  view: (id: Key) => Promise<void>;
  remove: (ids: Key[]) => Promise<void>;
}

/** Create and Edit (only with a form), View and Delete, then the program's own actions. */
export function recordActions(m: Messages, commands: RecordCommands, extra: readonly ProgramAction[] = []): ProgramAction[] {
  const {create, edit, view, remove} = commands;
  const actions: ProgramAction[] = [];
  if (create) actions.push({key: 'create', label: m.create, icon: 'plus', type: 'primary', permission: 'create', onClick: create});
  if (edit) {
    actions.push({
      key: 'edit',
      label: m.edit,
      icon: 'edit',
      permission: 'update',
      requiresSelection: 'single',
      onClick: async ({selection: [id]}) => {
        if (id !== undefined) await edit(id);
      },
    });
  }
  actions.push(
    {
      key: 'view',
      label: m.view,
      permission: 'view',
      requiresSelection: 'single',
      onClick: async ({selection: [id]}) => {
        if (id !== undefined) await view(id);
      },
    },
    {
      key: 'delete',
      label: m.delete,
      icon: 'delete',
      danger: true,
      permission: 'delete',
      requiresSelection: true,
      onClick: ({selection}) => remove(selection),
    },
  );
  return [...actions, ...extra];
}

/** The update of a record as read: the form's values and, when the record has one, its version (optimistic locking). */
export function updateOf<TForm>(form: TForm, record: unknown, versionField: string | false = 'version'): TForm {
  if (versionField === false) return form;
  const version = (record as Record<string, unknown> | null | undefined)?.[versionField];
  return version === undefined || version === null ? form : {...form, [versionField]: version};
}

/** The master row the detail area follows: the one selected row, none when zero or several are. */
export function masterKeyOf(selection: readonly Key[]): Key | undefined {
  return selection.length === 1 ? selection[0] : undefined;
}

/** The tab a key moves to in a tab list (arrows wrap, Home and End jump); `undefined` for other keys. */
export function tabIndexAfter(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** An error's message for the reader; the fallback when it has none. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : fallback;
}
