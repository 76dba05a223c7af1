import dayjs from 'dayjs/esm';
import utc from 'dayjs/esm/plugin/utc';

dayjs.extend(utc);

/**
 * Dates of the repayment screens, computed in the lender's time zone whatever the phone's
 * (docs/decisions/dates-dayjs-manila.md): a due date is a day in Manila, the saved code expires
 * at midnight in Manila, and the formats are SPEC.md section 9's. Only the repayment screens'
 * dated parts load this module (dayjs with its `utc` plugin), after the screen. Manila is UTC+8
 * all year (the Philippines keeps no daylight saving time), so a fixed offset is its zone: no
 * `timezone` plugin and no time-zone database (docs/decisions/dates-manila-fixed-offset.md).
 */
const MANILA_OFFSET_MINUTES = 8 * 60;

/** A moment (epoch ms) as Manila's clock shows it. */
const inManila = (ms: number) => dayjs(ms).utcOffset(MANILA_OFFSET_MINUTES);

/** Midnight in Manila starting a `YYYY-MM-DD` day (rolled over when the date is impossible). */
const manilaMidnight = (date: string) =>
  inManila(dayjs.utc(date).valueOf() - MANILA_OFFSET_MINUTES * 60_000);

const DAY = 'YYYY-MM-DD';

/** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with the time, of a moment (epoch ms) in Manila. */
export function manilaDate(ms: number, withTime = false): string {
  return inManila(ms).format(withTime ? `${DAY} HH:mm:ss` : DAY);
}

/**
 * When a pay code saved at `now` stops being payable: the next midnight in Manila. Amounts due
 * change by the day (penalties accrue per day, SPEC.md section 9), so yesterday's is not today's.
 */
export function endOfManilaDay(now: number): number {
  return inManila(now).startOf('day').add(1, 'day').valueOf();
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
  const today = inManila(now).startOf('day');
  return { date: day.format(DAY), daysLeft: day.diff(today, 'day') };
}

function readDay(text: string) {
  if (/^\d{10}(\d{3})?$/.test(text)) {
    const ms = text.length === 10 ? Number(text) * 1000 : Number(text);
    return inManila(ms).startOf('day');
  }
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(text);
  const date = match?.[1];
  if (!date) return null;
  const day = manilaMidnight(date);
  // dayjs rolls an impossible date over (2026-02-31 -> 2026-03-03): refuse it instead.
  return day.isValid() && day.format(DAY) === date ? day : null;
}

/** A due date's all-day event in a calendar file: that day and the next, `YYYYMMDD`. */
export function calendarDays(date: string): { start: string; end: string } {
  const day = manilaMidnight(date);
  return { start: day.format('YYYYMMDD'), end: day.add(1, 'day').format('YYYYMMDD') };
}

/** A moment in UTC as RFC 5545 writes it (`DTSTAMP`): `20261127T031500Z`. */
export function utcStamp(ms: number): string {
  return dayjs(ms).utc().format('YYYYMMDD[T]HHmmss[Z]');
}
