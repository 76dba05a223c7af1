import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { promotionPath } from './promotion-path';

/** SPEC.md section 3, registration payload. */
export interface RegistrationPayload {
  phone: string;
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  merchantNumber: string;
  userName: string;
  smsCode: string;
  invite_code: string;
  user_from: string;
  id: string;
  app_from: string;
  utm_tag: string;
}

/** Registers: '0' success; '11' already registered and '-1' captcha error arrive as ApiError. */
export async function register(payload: RegistrationPayload): Promise<void> {
  await request({
    path: promotionPath('/promotion/register'),
    style: 'form',
    body: { ...payload },
    schema: v.unknown(),
  });
}
