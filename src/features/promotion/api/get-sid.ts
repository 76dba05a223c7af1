import * as v from 'valibot';
import { buildUrl, request } from '../../../lib/api/client';
import { getSession } from '../../../lib/session/session';
import { promotionPath } from './promotion-path';

const SidSchema = v.object({ sid: v.pipe(v.string(), v.minLength(1)) });

/** A captcha session id: the image captcha and the registration are tied to it. */
export async function fetchSid(): Promise<string> {
  const data = await request({
    path: promotionPath('/promotion/get-sid'),
    method: 'GET',
    style: 'form',
    schema: SidSchema,
  });
  return data.sid;
}

/** The captcha image for a sid; a new time stamp draws a new captcha. */
export function captchaImageUrl(sid: string, stamp: number): string {
  return buildUrl(promotionPath('/promotion/get-captcha'), getSession(), { sid, t: stamp });
}
