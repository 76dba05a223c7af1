import dayjs from 'dayjs/esm';
import timezone from 'dayjs/esm/plugin/timezone';
import utc from 'dayjs/esm/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Dates of the repayment screens, computed in the lender's time zone whatever the phone's
 * (docs/decisions/dates-dayjs-manila.md): a due date is a day in Manila, the saved code expires
 * at midnight in Manila, and the formats are SPEC.md section 9's. Only the repayment screens'
 * dated parts load this module (dayjs with its `utc` and `timezone` plugins), after the screen.
 */
export const MANILA = 'Asia/Manila';

const DAY = 'YYYY-MM-DD';

/** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with the time, of a moment (epoch ms) in Manila. */
export function manilaDate(ms: number, withTime = false): string {
  return dayjs(ms)
    .tz(MANILA)
    .format(withTime ? `${DAY} HH:mm:ss` : DAY);
}

/**
 * When a pay code saved at `now` stops being payable: the next midnight in Manila. Amounts due
 * change by the day (penalties accrue per day, SPEC.md section 9), so yesterday's is not today's.
 */
export function endOfManilaDay(now: number): number {
  return dayjs(now).tz(MANILA).startOf('day').add(1, 'day').valueOf();
}

/** A due date as the lender sends it, read as a day in Manila. */
export interface DueDay {
  /** `YYYY-MM-DD`, as SPEC.md section 9 writes dates. */
  date: string;
  /** Whole Manila days from today to the due date: 0 today, negative once it has passed. */
  daysLeft: number;
}

/**
 * Reads the lender's due date: `YYYY-MM-DD`, optionally with a time after it, or a Unix time
 * in seconds or milliseconds. Null for anything else (an empty date, `2026-02-31`): the screen
 * then shows the text as sent and computes nothing from it.
 */
export function dueDay(text: string, now: number): DueDay | null {
  const day = readDay(text.trim());
  if (!day) return null;
  const today = dayjs(now).tz(MANILA).startOf('day');
  return { date: day.format(DAY), daysLeft: day.diff(today, 'day') };
}

function readDay(text: string) {
  if (/^\d{10}(\d{3})?$/.test(text)) {
    const ms = text.length === 10 ? Number(text) * 1000 : Number(text);
    return dayjs(ms).tz(MANILA).startOf('day');
  }
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(text);
  const date = match?.[1];
  if (!date) return null;
  const day = dayjs.tz(date, MANILA);
  // dayjs rolls an impossible date over (2026-02-31 -> 2026-03-03): refuse it instead.
  return day.isValid() && day.format(DAY) === date ? day : null;
}

/** A due date's all-day event in a calendar file: that day and the next, `YYYYMMDD`. */
export function calendarDays(date: string): { start: string; end: string } {
  const day = dayjs.tz(date, MANILA);
  return { start: day.format('YYYYMMDD'), end: day.add(1, 'day').format('YYYYMMDD') };
}

/** A moment in UTC as RFC 5545 writes it (`DTSTAMP`): `20261127T031500Z`. */
export function utcStamp(ms: number): string {
  return dayjs(ms).utc().format('YYYYMMDD[T]HHmmss[Z]');
}
