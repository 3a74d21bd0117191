/**
 * Which of a title bar's actions are shown, whether each can run now, and where it sits: in the bar
 * or in the "More" menu, on wide screens and on narrow ones (below 768 px every action but the
 * primary ones moves into the menu, as the ProgramTitle page documents). No DOM and no React, so
 * the rules can be tested on their own.
 */
import type {ProgramAction} from '../api/ProgramTitle';

export const DEFAULT_MAX_VISIBLE_ACTIONS = 3;

/** Why an action cannot run now; `null` when it can. */
export type Blocked =
  /** `disabled: true`. */
  | 'disabled'
  /** Needs a selection and none is made. */
  | 'select-one'
  /** `requiresSelection: 'single'` and more than one row is selected. */
  | 'select-only-one'
  | null;

export type Placement = 'bar' | 'menu';

/** The part of an action these rules read; tests pass plain objects. */
export type PlannedInput = Pick<ProgramAction, 'key' | 'type' | 'permission' | 'requiresSelection' | 'disabled'>;

export interface PlannedAction<A extends PlannedInput> {
  action: A;
  blocked: Blocked;
  wide: Placement;
  narrow: Placement;
}

export interface ActionPlan<A extends PlannedInput> {
  /** The permitted actions, in their given order. */
  actions: PlannedAction<A>[];
  /** Whether the "More" menu has anything in it, per layout. */
  more: {wide: boolean; narrow: boolean};
}

export interface PlanOptions {
  /** How many rows the bound store has selected. */
  selectionCount: number;
  /** The permissions granted; `undefined` when nothing is known about them (no check). */
  permissions?: readonly string[];
  programCode?: string;
  maxVisibleActions?: number;
}

/** The full permission an action asks for: `'export'` in `CASE_MGMT` is `'CASE_MGMT:export'`. */
export function qualifyPermission(permission: string, programCode: string | undefined): string {
  const trimmed = permission.trim();
  const code = programCode?.trim();
  return trimmed.includes(':') || !code ? trimmed : `${code}:${trimmed}`;
}

export function isPermitted(permission: string | undefined, permissions: readonly string[] | undefined, programCode?: string): boolean {
  if (permission === undefined || permission.trim() === '') return true;
  // Nothing known about the user's permissions: the back end still checks every request, so
  // showing the button is safe, and hiding everything would leave an empty bar.
  if (permissions === undefined) return true;
  return permissions.includes(qualifyPermission(permission, programCode));
}

/** What a selection of `count` rows means for `requiresSelection`. */
export function selectionBlock(rule: ProgramAction['requiresSelection'], count: number): 'select-one' | 'select-only-one' | null {
  if (rule === 'single') {
    if (count === 0) return 'select-one';
    return count > 1 ? 'select-only-one' : null;
  }
  if (rule === true) return count === 0 ? 'select-one' : null;
  return null;
}

export function blockedBy(action: PlannedInput, selectionCount: number): Blocked {
  if (action.disabled) return 'disabled';
  return selectionBlock(action.requiresSelection, selectionCount);
}

/** A usable `maxVisibleActions`: a whole number from 0 up (Infinity allowed); the default for anything else. */
export function normalizeMaxVisible(value: number | undefined): number {
  if (value === undefined || Number.isNaN(value)) return DEFAULT_MAX_VISIBLE_ACTIONS;
  if (value === Infinity) return Infinity;
  return Math.max(0, Math.floor(value));
}

export function planActions<A extends PlannedInput>(actions: readonly A[], options: PlanOptions): ActionPlan<A> {
  const max = normalizeMaxVisible(options.maxVisibleActions);
  const seen = new Set<string>();
  const permitted = actions.filter((action) => {
    // A repeated key would make two buttons React cannot tell apart; the first one wins.
    if (seen.has(action.key)) return false;
    seen.add(action.key);
    return isPermitted(action.permission, options.permissions, options.programCode);
  });
  const planned = permitted.map((action, index): PlannedAction<A> => ({
    action,
    blocked: blockedBy(action, options.selectionCount),
    wide: index < max ? 'bar' : 'menu',
    narrow: action.type === 'primary' ? 'bar' : 'menu',
  }));
  return {
    actions: planned,
    more: {wide: planned.some((p) => p.wide === 'menu'), narrow: planned.some((p) => p.narrow === 'menu')},
  };
}

/** The keys in the bar and in the menu for one layout, in order. */
export function keysBy<A extends PlannedInput>(plan: ActionPlan<A>, layout: 'wide' | 'narrow'): {bar: string[]; menu: string[]} {
  return {
    bar: plan.actions.filter((p) => p[layout] === 'bar').map((p) => p.action.key),
    menu: plan.actions.filter((p) => p[layout] === 'menu').map((p) => p.action.key),
  };
}

/** The menu item to focus after a key press, or `undefined` when the key does not move focus. */
export function nextMenuIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Type-ahead: the next item after `current` whose label starts with `typed`, wrapping around;
 * `undefined` when none does.
 */
export function matchTypeahead(labels: readonly string[], current: number, typed: string): number | undefined {
  const needle = typed.trim().toLowerCase();
  if (needle === '' || labels.length === 0) return undefined;
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (current + step + labels.length) % labels.length;
    if (labels[index]!.trim().toLowerCase().startsWith(needle)) return index;
  }
  return undefined;
}
