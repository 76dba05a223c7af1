/**
 * The day (`YYYY-MM-DD`) a moment falls on in Manila: the lender's calendar, whatever the
 * sandbox host's zone (UTC is still on yesterday between midnight and 8 am Manila). The server
 * may not import the app's dayjs helper (src/features/…), so the platform's Intl does it.
 */
const MANILA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function manilaDay(ms: number): string {
  return MANILA_DAY.format(ms);
}
