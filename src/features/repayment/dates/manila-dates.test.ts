import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDays, dueDay, endOfManilaDay, manilaDate, utcStamp } from './manila-dates';

// The phone's zone must not matter: every case runs in zones on both sides of Manila, one of
// them with daylight saving (Node reads TZ again when it changes).
const ZONES = [
  'Asia/Manila',
  'UTC',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
const phoneIn = (zone: string) => vi.stubEnv('TZ', zone);
afterEach(() => {
  vi.unstubAllEnvs();
});

/** 2026-03-10 hh:mm in Manila (UTC+8 all year), as epoch ms. */
const manila = (day: number, hours: number, minutes = 0) =>
  Date.UTC(2026, 2, day, hours - 8, minutes);

describe.each(ZONES)('Manila dates on a phone in %s', (zone) => {
  it('formats a moment as SPEC.md section 9 writes it, in Manila', () => {
    phoneIn(zone);
    // The phone's own clock reads another hour here (Manila is UTC+8 all year).
    const phoneHours = new Date(manila(10, 7, 8)).getHours();
    expect(phoneHours === 7).toBe(zone === 'Asia/Manila');
    expect(manilaDate(manila(10, 7, 8) + 9000)).toBe('2026-03-10');
    expect(manilaDate(manila(10, 7, 8) + 9000, true)).toBe('2026-03-10 07:08:09');
    // 23:30 in Manila is still the 10th there, whatever day it is on the phone.
    expect(manilaDate(manila(10, 23, 30), true)).toBe('2026-03-10 23:30:00');
    expect(manilaDate(manila(11, 0, 0), true)).toBe('2026-03-11 00:00:00');
  });

  it('expires a saved code at the next midnight in Manila', () => {
    phoneIn(zone);
    // One minute before midnight: one minute left.
    expect(endOfManilaDay(manila(10, 23, 59))).toBe(manila(11, 0));
    // Midnight starts a fresh day, valid until the next midnight.
    expect(endOfManilaDay(manila(11, 0))).toBe(manila(12, 0));
    expect(endOfManilaDay(manila(10, 7, 30))).toBe(manila(11, 0));
  });

  it('counts whole Manila days to the due date', () => {
    phoneIn(zone);
    const now = manila(10, 23, 30);
    expect(dueDay('2026-03-18', now)).toEqual({ date: '2026-03-18', daysLeft: 8 });
    expect(dueDay('2026-03-11', now)).toEqual({ date: '2026-03-11', daysLeft: 1 });
    expect(dueDay('2026-03-10', now)).toEqual({ date: '2026-03-10', daysLeft: 0 });
    expect(dueDay('2026-03-07', now)).toEqual({ date: '2026-03-07', daysLeft: -3 });
    // Half an hour later it is the 11th in Manila.
    expect(dueDay('2026-03-11', manila(11, 0, 0))?.daysLeft).toBe(0);
    // Across the end of a month and a year.
    expect(dueDay('2027-01-04', manila(10, 9))?.daysLeft).toBe(300);
  });

  it('gives a due date’s all-day event its day and the next', () => {
    phoneIn(zone);
    expect(calendarDays('2026-12-05')).toEqual({ start: '20261205', end: '20261206' });
    expect(calendarDays('2026-12-31')).toEqual({ start: '20261231', end: '20270101' });
    expect(calendarDays('2028-02-28')).toEqual({ start: '20280228', end: '20280229' });
  });
});

describe('reading the lender’s due date', () => {
  const now = manila(10, 12);

  it('takes a date, a date with a time, or a Unix time in seconds or milliseconds', () => {
    expect(dueDay('2026-12-05', now)?.date).toBe('2026-12-05');
    expect(dueDay(' 2026-12-05 00:00:00 ', now)?.date).toBe('2026-12-05');
    expect(dueDay('2026-12-05T18:30', now)?.date).toBe('2026-12-05');
    // 2026-12-04 16:30 UTC is already the 5th in Manila.
    const seconds = String(Date.UTC(2026, 11, 4, 16, 30) / 1000);
    expect(dueDay(seconds, now)?.date).toBe('2026-12-05');
    expect(dueDay(`${seconds}000`, now)?.date).toBe('2026-12-05');
  });

  it('refuses what is not a date instead of rolling it over', () => {
    for (const text of ['', 'soon', '2026-02-31', '2026-13-01', '05/12/2026', '2026-12-5'])
      expect(dueDay(text, now), text).toBeNull();
  });
});

describe('RFC 5545 stamps', () => {
  it('writes a moment in UTC', () => {
    phoneIn('Asia/Manila');
    expect(utcStamp(Date.UTC(2026, 10, 27, 3, 15, 0))).toBe('20261127T031500Z');
  });
});
