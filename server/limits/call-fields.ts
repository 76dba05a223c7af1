/**
 * A call's fields (query and body) as far as a limit needs them: one value per name. A name
 * given twice with different values is left out, as if unreadable: which one the lender reads
 * is not ours to guess, so the limit takes the stricter reading (./limited-calls.ts).
 */
export type CallFields = Readonly<Record<string, string>>;

/** Every value given for each name, in order: what the query, a form or a JSON body holds. */
export type FieldValues = ReadonlyMap<string, readonly string[]>;

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The values of a parsed query or body (Fastify's: a repeated name is an array). */
export function valuesOfObject(source: unknown): FieldValues {
  const values = new Map<string, string[]>();
  if (typeof source !== 'object' || source === null) return values;
  for (const [name, value] of Object.entries(source)) {
    const list = (Array.isArray(value) ? value : [value]).map(scalar);
    values.set(
      name,
      list.filter((item): item is string => item !== undefined),
    );
  }
  return values;
}

/** One value per name across every source; a name with two different values is left out. */
export function mergeFields(...sources: readonly FieldValues[]): CallFields {
  const all = new Map<string, Set<string>>();
  for (const source of sources)
    for (const [name, list] of source) {
      const seen = all.get(name) ?? new Set<string>();
      for (const value of list) seen.add(value);
      all.set(name, seen);
    }
  const fields: Record<string, string> = {};
  for (const [name, seen] of all) {
    const [only] = seen;
    if (seen.size === 1 && only !== undefined) fields[name] = only;
  }
  return fields;
}

const FORM = /^application\/x-www-form-urlencoded\b/i;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const MULTIPART = /^multipart\/form-data\b/i;

/**
 * The fields of a whole request body as the app can send it (DECISIONS.md section 3: URL-encoded,
 * JSON, multipart), or undefined when it cannot be read (another type, bad syntax): the caller
 * then counts the call under its strictest limit.
 */
export async function bodyFieldValues(
  bytes: Buffer,
  contentType: string,
): Promise<FieldValues | undefined> {
  const text = () => bytes.toString('utf8');
  if (bytes.length === 0) return new Map();
  if (FORM.test(contentType)) {
    const values = new Map<string, string[]>();
    for (const [name, value] of new URLSearchParams(text()))
      values.set(name, [...(values.get(name) ?? []), value]);
    return values;
  }
  if (JSON_TYPE.test(contentType)) {
    try {
      const parsed: unknown = JSON.parse(text());
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? valuesOfObject(parsed)
        : undefined;
    } catch {
      return undefined;
    }
  }
  if (MULTIPART.test(contentType)) {
    try {
      const form = await new Response(Uint8Array.from(bytes), {
        headers: { 'content-type': contentType },
      }).formData();
      const values = new Map<string, string[]>();
      for (const [name, value] of form)
        if (typeof value === 'string') values.set(name, [...(values.get(name) ?? []), value]);
      return values;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
