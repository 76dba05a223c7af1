import * as v from 'valibot';
import { sandboxSettingRefusal } from './limit-settings';
import { parsedBy, quoted, type Parsed } from './setting-schemas';

import { parseUpstream } from './upstream-target';

/** The variables set (./setting-schemas.ts `presentValues`). */
type Present = Readonly<Record<string, string>>;

/** Levenshtein distance, small strings only: enough to spot a mistyped variable name. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Variable names one or two keystrokes from `name` (`API_UPSTREM`, `api_upstream`): the reason
 * an operator believes a setting is there. Names only, never their values.
 */
function lookalikes(env: Present, name: string): string[] {
  return Object.keys(env).filter((key) => key !== name && distance(key.toUpperCase(), name) <= 2);
}

/**
 * `SANDBOX=1` runs the built-in sandbox; `API_UPSTREAM` proxies `/api` to the lender's API.
 * Exactly one: a production server that starts the demo sandbox because of a typo in
 * `API_UPSTREAM` would show borrowers made-up loans (DECISIONS.md section 12). Checked before any
 * other setting, so a sandbox setting in proxy mode is refused as that, whatever its value.
 */
export function runModeRefusal(env: Present): string | undefined {
  const sandbox = env.SANDBOX;
  if (sandbox !== undefined && sandbox !== '0' && sandbox !== '1')
    return `SANDBOX must be 1 (run the built-in demo sandbox) or 0, not ${quoted(sandbox)} (example: SANDBOX=1).`;
  const upstream = env.API_UPSTREAM;
  if (sandbox === '1' && upstream !== undefined)
    return "API_UPSTREAM and SANDBOX=1 are both set: /api goes either to the lender's API or to the demo sandbox, so unset one of them (example: API_UPSTREAM=https://api.lender.example/base and no SANDBOX).";
  if (sandbox === '1') return undefined;
  if (upstream === undefined) {
    const near = lookalikes(env, 'API_UPSTREAM');
    const hint = near.length > 0 ? ` (${near.join(', ')} is set: a typo?)` : '';
    return `API_UPSTREAM is not set${hint}: set it to the lender's API (example: API_UPSTREAM=https://api.lender.example/base), or SANDBOX=1 to run the demo sandbox.`;
  }
  return sandboxSettingRefusal(env);
}

/** `API_UPSTREAM`: its credentials become a header, never part of the base (./upstream-target.ts). */
export const ApiUpstream = v.optional(parsedBy(parseUpstream));

/**
 * `UPSTREAM_HEALTH_PATH`: what the readiness check requests, under API_UPSTREAM's base path
 * (`/` by default). A path only: another host, or `..` out of the base, would check something
 * that is not the API.
 */
function parseHealthPath(raw: string): Parsed<string> {
  const refuse = (what: string) => ({
    ok: false as const,
    message: `UPSTREAM_HEALTH_PATH ${what}, not ${quoted(raw)} (example: UPSTREAM_HEALTH_PATH=/health).`,
  });
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\'))
    return refuse('must be a path starting with /');
  const path = raw.split('?')[0] ?? '';
  if (path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment)))
    return refuse('must stay under API_UPSTREAM (no . or .. segments)');
  if (raw.includes('#')) return refuse('must not carry a fragment');
  return { ok: true, value: raw };
}

export const HealthPath = v.optional(parsedBy(parseHealthPath), '/');
