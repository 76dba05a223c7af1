import * as v from 'valibot';
import { DEMO_SESSION } from '../fixtures/demo';

/** Anything that turns an app path into its sandbox URL (a browser suite). */
interface SandboxSite {
  url(path: string): string;
}

export interface HookCall {
  /** The borrower the hook acts for; the demo borrower by default. */
  sessionId?: string;
  /** A JSON body: the call is then a POST. */
  body?: Record<string, unknown>;
}

const HookEnvelope = v.object({
  code: v.union([v.string(), v.number()]),
  message: v.string(),
  data: v.optional(v.unknown()),
});

/**
 * What a sandbox hook (`/sandbox/...`: read-outs and the agent's reply) answers for a borrower,
 * as a test reads what the borrower cannot see. Hooks act for the session's borrower only, so
 * the call carries it (`X-Session-Id`, as the app's calls do); a refusal fails the test here.
 */
export async function hookData<T>(
  site: SandboxSite,
  path: `/sandbox/${string}`,
  schema: v.GenericSchema<unknown, T>,
  { sessionId = DEMO_SESSION.sessionId, body }: HookCall = {},
): Promise<T> {
  const response = await fetch(site.url(`/api${path}`), {
    method: body ? 'POST' : 'GET',
    headers: {
      'X-Session-Id': sessionId,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = v.parse(HookEnvelope, await response.json());
  if (response.status !== 200 || envelope.code !== 0)
    throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
  return v.parse(schema, envelope.data);
}
