/**
 * One all-day event with an alarm the day before, as an RFC 5545 calendar file
 * (docs/decisions/calendar-reminder.md). Pure: the caller gives the days, the stamp and the words.
 */
export interface CalendarEvent {
  /** Stable for one order and due date, so importing the file again updates the event. */
  uid: string;
  /** When the file was made, in UTC: `20261127T031500Z`. */
  stamp: string;
  /** The due date and the day after it, `YYYYMMDD` (an all-day event ends the next day). */
  start: string;
  end: string;
  summary: string;
  description: string;
  url: string;
  alarm: string;
  /** Who made it, for PRODID. */
  product: string;
}

/** 09:00 the day before an all-day event, which starts at 00:00 of its own day. */
const ALARM_BEFORE = '-PT15H';

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Content lines longer than 75 octets go on as continuation lines that start with a space
 * (RFC 5545 3.1), cut between characters, never inside one (the peso sign is 3 octets).
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(event.product)}//Borrower app//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${event.stamp}`,
    `DTSTART;VALUE=DATE:${event.start}`,
    `DTEND;VALUE=DATE:${event.end}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(event.alarm)}`,
    `TRIGGER:${ALARM_BEFORE}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
