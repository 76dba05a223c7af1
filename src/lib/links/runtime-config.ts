import * as v from 'valibot';

/**
 * The deployment values the server hands the app at run time (docs/decisions/links-runtime-hosts.md):
 * the same host lists the CSP is built from. They travel in a `<meta name="runtime-config">` of every
 * HTML page the server sends and in `GET /app-config.json`; server, app and worker share this format.
 */
export const RUNTIME_CONFIG_PATH = '/app-config.json';
export const RUNTIME_CONFIG_META = 'runtime-config';

const Entries = v.pipe(v.array(v.pipe(v.string(), v.maxLength(260))), v.maxLength(100));

export const RuntimeConfigSchema = v.object({
  v: v.literal(1),
  hosts: v.object({ link: Entries, frame: Entries, image: Entries }),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

export function parseRuntimeConfig(value: unknown): RuntimeConfig | undefined {
  const result = v.safeParse(RuntimeConfigSchema, value);
  return result.success ? result.output : undefined;
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

/**
 * Puts the config into an HTML page: replaces the tag a page already carries (a shell cached
 * before the config changed) or adds it at the end of `<head>`.
 */
export function withRuntimeConfig(html: string, config: RuntimeConfig): string {
  const tag = runtimeConfigMeta(config);
  const existing = new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="[^"]*">`);
  if (existing.test(html)) return html.replace(existing, () => tag);
  return html.replace('</head>', () => `${tag}</head>`);
}
