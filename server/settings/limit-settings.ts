import { RATE_LIMIT_OVERRIDE_ENV, RATE_LIMITS } from './limit-table';
import { quoted, SettingError, valueOf, type Env } from './setting-readers';

/**
 * Settings only the sandbox reads. In proxy mode one of them is a mistake that would look like
 * it worked (the test-only override once lifted every limit of the proxy too): refused at start
 * with one line naming it (docs/decisions/security-limit-keys.md).
 */
const SANDBOX_ONLY = [
  RATE_LIMIT_OVERRIDE_ENV,
  'DATA_FILE',
  'FOREIGN_HOST',
  'FOREIGN_PORT',
] as const;

export function refuseSandboxSettings(env: Env): void {
  const set = SANDBOX_ONLY.find((name) => valueOf(env, name) !== undefined);
  if (set !== undefined)
    throw new SettingError(
      `${set} is a sandbox setting, but API_UPSTREAM is set (proxy mode): unset ${set}, or run the demo sandbox with SANDBOX=1 instead of API_UPSTREAM.`,
    );
}

/** `SMS_PER_NUMBER_PER_HOUR`: SMS codes one phone may be sent in an hour, 1 to 100. */
export function readSmsPerNumber(env: Env): number {
  const fallback = RATE_LIMITS.smsPerNumber.max;
  const raw = valueOf(env, 'SMS_PER_NUMBER_PER_HOUR');
  if (raw === undefined) return fallback;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 100)
    throw new SettingError(
      `SMS_PER_NUMBER_PER_HOUR must be a whole number from 1 to 100, not ${quoted(raw)} (example: SMS_PER_NUMBER_PER_HOUR=${fallback}).`,
    );
  return Number(raw);
}
