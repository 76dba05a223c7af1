import { RATE_LIMIT_OVERRIDE_ENV, RATE_LIMITS } from './limit-table';
import { numberSetting } from './setting-schemas';

/**
 * Settings only the sandbox reads. In proxy mode one of them is a mistake that would look like
 * it worked (the test-only override once lifted every limit of the proxy too): refused at start
 * with one line naming it (docs/decisions/security-limit-keys.md).
 */
export const SANDBOX_ONLY = [
  RATE_LIMIT_OVERRIDE_ENV,
  'DATA_FILE',
  'FOREIGN_HOST',
  'FOREIGN_PORT',
] as const;

/** The refusal of the first sandbox setting set in proxy mode, if any. */
export function sandboxSettingRefusal(env: Readonly<Record<string, string>>): string | undefined {
  const set = SANDBOX_ONLY.find((name) => env[name] !== undefined);
  return set === undefined
    ? undefined
    : `${set} is a sandbox setting, but API_UPSTREAM is set (proxy mode): unset ${set}, or run the demo sandbox with SANDBOX=1 instead of API_UPSTREAM.`;
}

/** `SMS_PER_NUMBER_PER_HOUR`: SMS codes one phone may be sent in an hour, 1 to 100. */
export const SmsPerNumber = numberSetting(
  'SMS_PER_NUMBER_PER_HOUR',
  { from: 1, to: 100 },
  RATE_LIMITS.smsPerNumber.max,
);
