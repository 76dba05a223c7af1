import { parseTrustedEntries, type HostRule } from './host-policy';
import {
  parseRuntimeConfig,
  parseRuntimeConfigText,
  RUNTIME_CONFIG_META,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from './runtime-config';

/**
 * The host lists the server gave this app, at run time (docs/decisions/links-runtime-hosts.md):
 * - the document's own, from the `<meta name="runtime-config">` its HTML carried: the page's CSP
 *   was built from the same lists, so frames and images are held to them;
 * - the latest, from `GET /app-config.json` fetched after load: a page running from the worker's
 *   cached shell follows a changed config from its next online load.
 */
export interface HostRules {
  link: HostRule[];
  frame: HostRule[];
  image: HostRule[];
}

const NONE: HostRules = { link: [], frame: [], image: [] };

let documentText: string | null | undefined;
let documentRules: HostRules = NONE;
let latestRules: HostRules | undefined;

export function rulesOf(config: RuntimeConfig): HostRules {
  return {
    link: parseTrustedEntries(config.hosts.link),
    frame: parseTrustedEntries(config.hosts.frame),
    image: parseTrustedEntries(config.hosts.image),
  };
}

function fromDocument(): HostRules {
  const text =
    typeof document === 'undefined'
      ? null
      : (document.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`)?.getAttribute('content') ??
        null);
  if (text !== documentText) {
    documentText = text;
    const config = parseRuntimeConfigText(text);
    documentRules = config ? rulesOf(config) : NONE;
  }
  return documentRules;
}

/** Hosts a link may open: the latest lists (navigation is not bound by the page's CSP). */
export function linkRules(): HostRule[] {
  return (latestRules ?? fromDocument()).link;
}

/** Frame and image hosts must be in this document's lists (its CSP) and in the latest ones. */
export function frameRuleSets(): HostRule[][] {
  const own = fromDocument();
  return latestRules ? [own.frame, latestRules.frame] : [own.frame];
}

export function imageRuleSets(): HostRule[][] {
  const own = fromDocument();
  return latestRules ? [own.image, latestRules.image] : [own.image];
}

/** Takes a config the server just sent (or forgets it, with undefined). */
export function applyRuntimeConfig(config: RuntimeConfig | undefined): void {
  latestRules = config ? rulesOf(config) : undefined;
}

/**
 * Asks the server for the current lists, never from a cache. Off the critical path (after load);
 * offline or on any failure the document's lists stay in force.
 */
export async function refreshRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return false;
    const config = parseRuntimeConfig(await response.json());
    if (!config) return false;
    applyRuntimeConfig(config);
    return true;
  } catch {
    return false;
  }
}
