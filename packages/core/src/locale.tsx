/**
 * What every LexBoot component reads from its surroundings: the interface language and the
 * dictionaries (code tables such as CASE_STATUS) that `dict` columns and fields display. In an
 * application the shell provides both (the dictionaries from `GET /api/system/dicts/{code}/items`);
 * on this site, src/components/LiveDemo does.
 */
import {createContext, useContext, useMemo, type ReactNode} from 'react';
import type {UiLocale} from './api';
import {isBlank, valueText} from './format';

export interface DictItem {
  value: string | number;
  label: string;
}

export type Dicts = Readonly<Record<string, readonly DictItem[]>>;

type Environment = {locale: UiLocale; dicts: Dicts};

const EnvironmentContext = createContext<Environment>({locale: 'zh-CN', dicts: {}});

export function LexBootProvider({locale, dicts = {}, children}: {locale: UiLocale; dicts?: Dicts; children: ReactNode}): ReactNode {
  const value = useMemo(() => ({locale, dicts}), [locale, dicts]);
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useUiLocale(): UiLocale {
  return useContext(EnvironmentContext).locale;
}

/** The texts of the current language, from a component's own `{'zh-CN': …, en: …}`. */
export function useMessages<M extends Readonly<Record<UiLocale, unknown>>>(messages: M): M[UiLocale] {
  return messages[useUiLocale()];
}

/** Every dictionary of the environment, for a component that reads several (one per column). */
export function useDicts(): Dicts {
  return useContext(EnvironmentContext).dicts;
}

/** The items of a dictionary; empty when it is unknown. */
export function dictItems(dicts: Dicts, code: string | undefined): readonly DictItem[] {
  return (code && dicts[code]) || NO_ITEMS;
}

/** The items of a dictionary; empty when it is unknown. */
export function useDict(code: string | undefined): readonly DictItem[] {
  return dictItems(useDicts(), code);
}

const NO_ITEMS: readonly DictItem[] = [];

/** The label of a dictionary value; the value itself when the dictionary does not have it. */
export function dictLabel(items: readonly DictItem[], value: unknown): string {
  if (isBlank(value)) return '';
  const item = items.find((candidate) => String(candidate.value) === valueText(value));
  return item ? item.label : valueText(value);
}
