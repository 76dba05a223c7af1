import { isIP } from 'node:net';
import * as v from 'valibot';

export type Env = Readonly<Record<string, string | undefined>>;

/** The variables as the settings read them: trimmed, and a blank one unset (`PORT=` is the default). */
export function presentValues(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).flatMap(([name, raw]) => {
      const value = raw?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

/**
 * A value quoted for a message: JSON escapes line breaks and control characters, so a bad value
 * can never break the message's one line. Never used on a value that may hold a secret.
 */
export function quoted(value: string): string {
  return JSON.stringify(value);
}

/** What reading one raw value gives: the value, or the one line the operator reads. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A raw value `test` accepts; otherwise the message `says` words for it. */
export function accepted(test: (raw: string) => boolean, says: (raw: string) => string) {
  return v.pipe(
    v.string(),
    v.check(test, (issue) => says(issue.input)),
  );
}

/** A raw value `parse` turns into a value, or refuses with its own message. */
export function parsedBy<T>(parse: (raw: string) => Parsed<T>) {
  return v.pipe(
    v.string(),
    v.rawTransform<string, T>(({ dataset, addIssue, NEVER }) => {
      const parsed = parse(dataset.value);
      if (parsed.ok) return parsed.value;
      addIssue({ message: parsed.message });
      return NEVER;
    }),
  );
}

interface Range {
  from: number;
  to: number;
  /** How the message names the number: `a whole number` unless set. */
  unit?: string;
  /** Said after the range, e.g. ` (0: any free port)`. */
  note?: string;
  /** Longest number of digits accepted; the digits of `to` unless set. */
  digits?: number;
}

/** A whole number in `range`; `example` is what follows `NAME=` in the message. */
export function wholeNumber(name: string, range: Range, example: number | string) {
  const digits = new RegExp(`^\\d{1,${range.digits ?? String(range.to).length}}$`);
  return v.pipe(
    accepted(
      (raw) => digits.test(raw) && Number(raw) >= range.from && Number(raw) <= range.to,
      (raw) =>
        `${name} must be ${range.unit ?? 'a whole number'} from ${range.from} to ${range.to}${range.note ?? ''}, not ${quoted(raw)} (example: ${name}=${example}).`,
    ),
    v.transform(Number),
  );
}

/** A whole number from `from` to `to`, `fallback` when unset (and the message's example). */
export function numberSetting(name: string, range: Range, fallback: number) {
  return v.optional(wholeNumber(name, range, fallback), String(fallback));
}

/** A TCP port; `0` (any free port) only where the setting allows it. */
export function port(name: string, anyFreePort: boolean, example: string) {
  return wholeNumber(
    name,
    anyFreePort ? { from: 0, to: 65535, note: ' (0: any free port)' } : { from: 1, to: 65535 },
    example,
  );
}

/** RFC 1123 host names: letters, digits and hyphens in dot-separated labels. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z\d]([a-z\d-]{0,61}[a-z\d])?(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/i;

/** An address or host name to listen on: no scheme, no port, no path. */
export function hostName(name: string, example: string) {
  return accepted(
    // `999.1.1.1` fits the host-name pattern but is a mistyped address.
    (raw) => isIP(raw) !== 0 || (HOST_NAME.test(raw) && !/^[\d.]+$/.test(raw)),
    (raw) =>
      `${name} must be an IP address or a host name, without a scheme or port, not ${quoted(raw)} (example: ${name}=${example}).`,
  );
}

/** One of a few words, compared in lower case. */
export function choice<const Choice extends string>(
  name: string,
  choices: readonly Choice[],
  example: string,
) {
  return v.pipe(
    accepted(
      (raw) => choices.some((candidate) => candidate === raw.toLowerCase()),
      (raw) =>
        `${name} must be one of ${choices.join(', ')}, not ${quoted(raw)} (example: ${example}).`,
    ),
    v.transform((raw) => raw.toLowerCase() as Choice),
  );
}

/** `1` (on) or `0` (off); unset is off. */
export function flag(name: string, example: string) {
  return v.optional(
    v.pipe(
      accepted(
        (raw) => raw === '0' || raw === '1',
        (raw) => `${name} must be 1 or 0, not ${quoted(raw)} (example: ${example}).`,
      ),
      v.transform((raw) => raw === '1'),
    ),
    '0',
  );
}
