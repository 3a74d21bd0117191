/**
 * Sample data of the StatTable demo: the demos' sample cases (./legal.ts) as a caseload report sees
 * them, one row per case with its court, type and claim. Both kinds of empty value the StatTable page
 * describes are in it: cases still in pre-filing mediation have no court yet (`court` is null), and
 * administrative suits claim no amount (`claimAmount` is null, which is not a claim of 0).
 */
import {makeCases, type DemoLocale} from './legal';

export interface CaseloadRow {
  id: number;
  court: string | null;
  caseType: string;
  claimAmount: number | null;
}

/** Two district courts for most cases, the specialised court for intellectual property. */
const COURTS: Record<DemoLocale, {district: readonly [string, string]; ip: string}> = {
  'zh-CN': {district: ['上海市浦东新区人民法院', '上海市徐汇区人民法院'], ip: '上海知识产权法院'},
  en: {district: ['Shanghai Pudong People’s Court', 'Shanghai Xuhui People’s Court'], ip: 'Shanghai IP Court'},
};

/** `count` cases, the same for the same count and locale. */
export function makeCaseload(count: number, locale: DemoLocale): CaseloadRow[] {
  const courts = COURTS[locale];
  return makeCases(count, locale).map(({id, caseType, claimAmount}) => ({
    id,
    // Every seventh case is still in pre-filing mediation: no court has it yet.
    court: id % 7 === 0 ? null : caseType === 'IP' ? courts.ip : courts.district[id % 2]!,
    caseType,
    claimAmount: caseType === 'ADMIN' ? null : claimAmount,
  }));
}
