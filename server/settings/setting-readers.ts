import { isIP } from 'node:net';

/**
 * A setting the server refuses. Its message is the one line the operator reads: it starts with
 * the setting's name, says what is wrong and gives an example.
 */
export class SettingError extends Error {
  override readonly name = 'SettingError';
}

export type Env = Readonly<Record<string, string | undefined>>;

/** A variable's value, trimmed; blank is the same as unset (`PORT=` means the default). */
export function valueOf(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * A value quoted for a message: JSON escapes line breaks and control characters, so a bad value
 * can never break the message's one line. Never used on a value that may hold a secret.
 */
export function quoted(value: string): string {
  return JSON.stringify(value);
}

/** A TCP port; `0` (any free port) only where the setting allows it. */
export function readPort(
  env: Env,
  name: string,
  options: { fallback: number; anyFreePort: boolean; example: string },
): number {
  const raw = valueOf(env, name);
  if (raw === undefined) return options.fallback;
  const lowest = options.anyFreePort ? 0 : 1;
  const port = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || port < lowest || port > 65535) {
    const zero = options.anyFreePort ? ' (0: any free port)' : '';
    throw new SettingError(
      `${name} must be a whole number from ${lowest} to 65535${zero}, not ${quoted(raw)} (example: ${name}=${options.example}).`,
    );
  }
  return port;
}

/** RFC 1123 host names: letters, digits and hyphens in dot-separated labels. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z\d]([a-z\d-]{0,61}[a-z\d])?(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/i;

/** An address or host name to listen on: no scheme, no port, no path. */
export function readHost(env: Env, name: string, fallback: string, example: string): string {
  const raw = valueOf(env, name);
  if (raw === undefined) return fallback;
  // `999.1.1.1` fits the host-name pattern but is a mistyped address.
  if (isIP(raw) !== 0 || (HOST_NAME.test(raw) && !/^[\d.]+$/.test(raw))) return raw;
  throw new SettingError(
    `${name} must be an IP address or a host name, without a scheme or port, not ${quoted(raw)} (example: ${name}=${example}).`,
  );
}

/** One of a few words, compared in lower case. */
export function readChoice<const Choice extends string>(
  env: Env,
  name: string,
  choices: readonly Choice[],
  fallback: Choice,
  example: string,
): Choice {
  const raw = valueOf(env, name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  const choice = choices.find((candidate) => candidate === lower);
  if (choice !== undefined) return choice;
  throw new SettingError(
    `${name} must be one of ${choices.join(', ')}, not ${quoted(raw)} (example: ${example}).`,
  );
}

/** `1` (on) or `0` (off); unset is off. */
export function readFlag(env: Env, name: string, example: string): boolean {
  const raw = valueOf(env, name);
  if (raw === undefined || raw === '0') return false;
  if (raw === '1') return true;
  throw new SettingError(`${name} must be 1 or 0, not ${quoted(raw)} (example: ${example}).`);
}

/**
 * Whole seconds. Capped at an hour: a longer wait is a typo, and Node's timers fire at once for
 * delays past 24.8 days.
 */
export function readSeconds(env: Env, name: string, fallback: number, example: string): number {
  const raw = valueOf(env, name);
  if (raw === undefined) return fallback;
  const seconds = Number(raw);
  if (!/^\d{1,4}$/.test(raw) || seconds > 3600)
    throw new SettingError(
      `${name} must be whole seconds from 0 to 3600, not ${quoted(raw)} (example: ${example}).`,
    );
  return seconds;
}
