/**
 * The deployment values the server hands the app at run time (docs/decisions/links-runtime-hosts.md):
 * the same host lists the CSP is built from. They travel in a `<meta name="runtime-config">` of every
 * HTML page the server sends and in `GET /app-config.json`; server, app and worker share this format.
 */
export const RUNTIME_CONFIG_PATH = '/app-config.json';
export const RUNTIME_CONFIG_META = 'runtime-config';

/** Bounds on what a page or the config endpoint may hand over: more is refused, not trimmed. */
export const MAX_HOST_ENTRIES = 100;
export const MAX_HOST_ENTRY_LENGTH = 260;

export interface RuntimeConfig {
  v: 1;
  hosts: { link: string[]; frame: string[]; image: string[] };
}

function isEntries(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_HOST_ENTRIES &&
    value.every((entry) => typeof entry === 'string' && entry.length <= MAX_HOST_ENTRY_LENGTH)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The config if `value` has exactly the known shape, else undefined. Checked by hand, not with
 * the contract's schema library: the link guard loads this on screens (and in the worker) that
 * otherwise need no schema code at all.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | undefined {
  if (!isRecord(value) || value.v !== 1 || !isRecord(value.hosts)) return undefined;
  const { link, frame, image } = value.hosts;
  if (!isEntries(link) || !isEntries(frame) || !isEntries(image)) return undefined;
  // Only the known keys, copied: nothing else a page carries travels on.
  return { v: 1, hosts: { link: [...link], frame: [...frame], image: [...image] } };
}

export function parseRuntimeConfigText(text: string | null | undefined): RuntimeConfig | undefined {
  if (!text) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** The `<meta>` tag carrying the config, escaped for an attribute value. */
export function runtimeConfigMeta(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? '');
  return `<meta name="${RUNTIME_CONFIG_META}" content="${json}">`;
}
