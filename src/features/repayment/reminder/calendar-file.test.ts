import { describe, expect, it } from 'vitest';
import { calendarFile, type CalendarEvent } from './calendar-file';
import { reminderAmount, reminderFileName, reminderLink, reminderUid } from './reminder-rules';

const event: CalendarEvent = {
  uid: 'instalment-PL2024170-2026-12-05@app.example',
  stamp: '20261127T031500Z',
  start: '20261205',
  end: '20261206',
  summary: 'PesoLoan payment due: ₱7,650.00',
  description:
    'Amount due: ₱7,650.00\nOpen the repayment screen: https://app.example/repay?orderId=PL2024170&productId=1',
  url: 'https://app.example/repay?orderId=PL2024170&productId=1',
  alarm: 'Tomorrow: PesoLoan payment due: ₱7,650.00',
  product: 'PesoLoan',
};

/** The file's lines with continuation lines joined again (RFC 5545 3.1 unfolding). */
const unfold = (file: string) => file.replace(/\r\n /g, '').trimEnd().split('\r\n');

describe('the calendar file (RFC 5545)', () => {
  it('is one all-day event on the due date with an alarm the day before at 09:00', () => {
    const file = calendarFile(event);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
    expect(unfold(file)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//PesoLoan//Borrower app//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:instalment-PL2024170-2026-12-05@app.example',
      'DTSTAMP:20261127T031500Z',
      'DTSTART;VALUE=DATE:20261205',
      'DTEND;VALUE=DATE:20261206',
      'SUMMARY:PesoLoan payment due: ₱7\\,650.00',
      'DESCRIPTION:Amount due: ₱7\\,650.00\\nOpen the repayment screen: https://app.example/repay?orderId=PL2024170&productId=1',
      'URL:https://app.example/repay?orderId=PL2024170&productId=1',
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Tomorrow: PesoLoan payment due: ₱7\\,650.00',
      'TRIGGER:-PT15H',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('folds lines at 75 octets without cutting a character in two', () => {
    const file = calendarFile({ ...event, description: '₱'.repeat(60) });
    const encoder = new TextEncoder();
    for (const line of file.split('\r\n'))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(file)).toContain(`DESCRIPTION:${'₱'.repeat(60)}`);
    expect(file).not.toContain('\uFFFD');
  });

  it('escapes backslashes, semicolons and commas in text', () => {
    const file = calendarFile({ ...event, summary: 'a\\b;c,d' });
    expect(unfold(file)).toContain('SUMMARY:a\\\\b\\;c\\,d');
  });
});

describe('reminder rules', () => {
  const instalment = {
    kind: 'instalment' as const,
    orderId: 'PL2024170',
    productId: '1',
    amount: 765000,
  };
  const rollover = {
    kind: 'rollover' as const,
    orderId: 'PL2024174',
    productId: '1',
    amount: 185000,
    plan: [
      { time: '2026-11-28', amount: 185000 },
      { time: '2027-01-04', amount: 1240000 },
    ],
  };

  it('links back to the screen with only the order and the product, no session value', () => {
    expect(reminderLink('https://app.example', instalment)).toBe(
      'https://app.example/repay?orderId=PL2024170&productId=1',
    );
    expect(reminderLink('https://app.example', rollover)).toBe(
      'https://app.example/repayDelay?orderId=PL2024174&productId=1',
    );
  });

  it('reminds of the instalment’s amount, and of the loan balance on a rollover’s next date', () => {
    expect(reminderAmount(instalment, '2026-12-05')).toBe(765000);
    // Not the rollover fee: that is due today.
    expect(reminderAmount(rollover, '2027-01-04')).toBe(1240000);
    expect(reminderAmount(rollover, '2027-02-01')).toBeNull();
    expect(reminderAmount({ ...rollover, plan: undefined }, '2027-01-04')).toBeNull();
  });

  it('names the event and the file by order, screen and date only', () => {
    expect(reminderUid(instalment, '2026-12-05', 'app.example')).toBe(
      'instalment-PL2024170-2026-12-05@app.example',
    );
    expect(reminderFileName('PesoLoan', '2026-12-05')).toBe('pesoloan-due-2026-12-05.ics');
    expect(reminderFileName('Sample Lending Corp.', '2026-12-05')).toBe(
      'sample-lending-corp--due-2026-12-05.ics',
    );
  });
});
