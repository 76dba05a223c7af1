import * as v from 'valibot';
import { request } from '../../../lib/api/client';
import { promotionPath } from './promotion-path';

export interface SmsRequest {
  phone: string;
  capcode: string;
  sid: string;
  deviceId: string;
  appName: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
}

/** Asks for the SMS code: '0' sent, '101' wrong captcha, '11' already registered (ApiError). */
export async function requestSmsCode(payload: SmsRequest): Promise<void> {
  await request({
    path: promotionPath('/promotion/get-sms'),
    style: 'form',
    body: { ...payload },
    schema: v.unknown(),
  });
}
