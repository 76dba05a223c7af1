import { register as registerCall } from '../../../contract/promotion';
import type { InputOf } from '../../../contract/endpoint';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** SPEC.md section 3, registration payload. */
export type RegistrationPayload = InputOf<typeof registerCall>;

/** Registers: '0' success; '11' already registered and '-1' captcha error arrive as ApiError. */
export async function register(payload: RegistrationPayload): Promise<void> {
  await callEndpoint(registerCall, payload);
}
