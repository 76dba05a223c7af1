/**
 * At most `perMinute` log lines a minute from one source, so a flood of beacons cannot flood the
 * log; the first line of the next minute says how many were left out.
 */
export function logBudget(
  perMinute: number,
  log: (line: string) => void,
  label: string,
): (now: number) => boolean {
  let windowStart = 0;
  let lines = 0;
  let dropped = 0;
  return (now) => {
    if (now - windowStart >= 60_000) {
      if (dropped > 0) log(`[${label}] ${dropped} more events in the last minute not logged`);
      windowStart = now;
      lines = 0;
      dropped = 0;
    }
    if (lines >= perMinute) {
      dropped += 1;
      return false;
    }
    lines += 1;
    return true;
  };
}
