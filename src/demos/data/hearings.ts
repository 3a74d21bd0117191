/**
 * Sample data of the DataGridEditor demo: the coming court hearings of four of the sample cases,
 * fixed (no clock, no randomness) so that the server render and the browser show the same rows.
 */
import {makeCases, type DemoLocale} from './legal';

export interface HearingRow {
  /** Given by the database: new rows have none until they are saved. */
  id?: number;
  caseNo: string;
  /** YYYY-MM-DD */
  hearingOn: string;
  courtroom: string;
  /** Expected length of the hearing; `null` when left empty. */
  minutes: number | null;
}

const COURTROOM = {'zh-CN': (room: number) => `第 ${room} 法庭`, en: (room: number) => `Courtroom ${room}`};
const SCHEDULE = [
  {hearingOn: '2025-07-08', room: 3, minutes: 90},
  {hearingOn: '2025-07-10', room: 12, minutes: 60},
  {hearingOn: '2025-07-15', room: 3, minutes: 120},
  {hearingOn: '2025-07-22', room: 7, minutes: 45},
];

/** Four hearings, the same for the same locale. */
export function makeHearings(locale: DemoLocale): HearingRow[] {
  const cases = makeCases(SCHEDULE.length, locale);
  return SCHEDULE.map(({hearingOn, room, minutes}, index) => ({
    id: index + 1,
    caseNo: cases[index]!.caseNo,
    hearingOn,
    courtroom: COURTROOM[locale](room),
    minutes,
  }));
}
