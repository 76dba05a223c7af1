import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointPath, type InputOf } from '../../../../src/contract/endpoint';
import {
  channelTemplate,
  getCaptcha,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '../../../../src/contract/promotion';
import { buildServer } from '../../../app';
import type { SandboxDb } from '../../db';
import { queryAll, queryOne } from '../../db';
import { callEndpoint } from '../../../test-support/call-endpoint';
import { REGISTERED_PHONE } from './promotion-data';
import { testConfig } from '../../../test-support/test-config';

let app: FastifyInstance & { db?: SandboxDb };
let logs: string[];

beforeEach(async () => {
  logs = [];
  app = await buildServer(testConfig({ dataFile: ':memory:', onLog: (line) => logs.push(line) }));
});
afterEach(async () => {
  await app.close();
});

function db(): SandboxDb {
  if (!app.db) throw new Error('no db');
  return app.db;
}

async function newSid(): Promise<string> {
  const { data } = await callEndpoint(app, getSid, {});
  if (!data) throw new Error('no sid');
  return data.sid;
}

function captchaText(sid: string): string {
  const row = queryOne(
    db(),
    v.object({ text: v.string() }),
    'SELECT text FROM promotion_captchas WHERE sid = ?',
    sid,
  );
  if (!row) throw new Error('no captcha');
  return row.text;
}

/** The captcha image as the page's `<img>` loads it (the answer is SVG, not an envelope). */
function loadCaptcha(query: Partial<InputOf<typeof getCaptcha>>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return app.inject({
    method: getCaptcha.method,
    url: `/api${endpointPath(getCaptcha, 'pesoloan')}?${search.toString()}`,
  });
}

/** What the page does when the visitor taps the image: a new captcha for the same sid. */
async function drawCaptcha(sid: string): Promise<void> {
  const response = await loadCaptcha({ sid });
  expect(response.statusCode).toBe(200);
}

function smsCodeFromLog(phone: string): string {
  const line = [...logs].reverse().find((item) => item.includes(phone));
  const code = /: (\d{6})$/.exec(line ?? '')?.[1];
  if (!code) throw new Error(`no SMS code logged for ${phone}`);
  return code;
}

describe('channel template', () => {
  it('answers the template record with its id, and the default template without an id', async () => {
    const body = await callEndpoint(app, channelTemplate, { templateId: '7' });
    expect(body.code).toBe('0');
    expect(body.data).toEqual({
      id: '7',
      template: {
        title: 'Summer promo: your first loan, fast',
        subtitle: 'Sign up today and get the app to apply.',
        download_url: 'https://pesoloan.example/download/pesoloan-summer.apk',
      },
    });
    await expect(callEndpoint(app, channelTemplate, {})).resolves.toMatchObject({
      code: '0',
      data: { id: '1' },
    });
    await expect(callEndpoint(app, channelTemplate, { templateId: '999' })).resolves.toMatchObject({
      code: '404',
      message: 'This promotion has ended',
    });
  });
});

describe('captcha', () => {
  it('serves a real SVG image per sid and draws a new answer on every fetch', async () => {
    const sid = await newSid();
    const first = captchaText(sid);
    expect(first).toMatch(/^[A-Za-z2-9]{4}$/);
    const response = await loadCaptcha({ sid, t: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^<svg[^>]*width="120"/);
    expect(captchaText(sid)).toMatch(/^[A-Za-z2-9]{4}$/);

    const unknown = await loadCaptcha({ sid: 'nope', t: 1 });
    expect(unknown.json()).toMatchObject({ code: '101' });
  });

  it('answers 400 naming sid when the image is asked for without one', async () => {
    const missing = await loadCaptcha({ t: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 400, message: 'sid is required' });
  });
});

describe('SMS code and registration', () => {
  const phone = '13812345678';

  it('sends a code only for a correct captcha, logs it, and registers once', async () => {
    const sid = await newSid();
    await expect(callEndpoint(app, getSms, { phone, capcode: 'zzzz', sid })).resolves.toMatchObject(
      { code: '101' },
    );
    expect(logs).toEqual([]);

    await drawCaptcha(sid);
    const capcode = captchaText(sid).toLowerCase();
    await expect(callEndpoint(app, getSms, { phone, capcode, sid })).resolves.toEqual({
      status: 200,
      code: '0',
      message: 'verification code sent, please check your phone',
      data: null,
    });
    const smsCode = smsCodeFromLog(phone);

    const payload = {
      phone,
      capcode,
      sid,
      deviceId: 'visitor-1',
      appName: 'pesoloan',
      merchantNumber: '',
      userName: phone,
      smsCode,
      invite_code: 'INV42',
      user_from: 'fb',
      id: '7',
      app_from: 'web',
      utm_tag: 'summer',
    };
    // A wrong SMS code uses up the captcha pass: the next try needs a new captcha.
    await expect(
      callEndpoint(app, register, {
        ...payload,
        smsCode: '000000' === smsCode ? '111111' : '000000',
      }),
    ).resolves.toMatchObject({ code: '2' });
    await expect(callEndpoint(app, register, payload)).resolves.toMatchObject({ code: '-1' });
    await drawCaptcha(sid);
    await expect(
      callEndpoint(app, register, { ...payload, capcode: 'zzzz' }),
    ).resolves.toMatchObject({ code: '-1' });
    await drawCaptcha(sid);
    await expect(
      callEndpoint(app, register, { ...payload, capcode: captchaText(sid) }),
    ).resolves.toEqual({
      status: 200,
      code: '0',
      message: 'registration successful',
      data: null,
    });
    const stored = queryAll(
      db(),
      v.object({ template_id: v.string(), invite_code: v.string(), utm_tag: v.string() }),
      'SELECT template_id, invite_code, utm_tag FROM promotion_registrations WHERE phone = ?',
      phone,
    );
    expect(stored).toEqual([{ template_id: '7', invite_code: 'INV42', utm_tag: 'summer' }]);

    await expect(callEndpoint(app, register, payload)).resolves.toMatchObject({
      code: '11',
      message: 'You have registered, please download the APP to log in!',
    });
  });

  it('spends the captcha on every check, right or wrong: one solved captcha sends one SMS', async () => {
    const sid = await newSid();
    const answer = captchaText(sid);
    await expect(callEndpoint(app, getSms, { phone, capcode: 'zzzz', sid })).resolves.toMatchObject(
      {
        code: '101',
        message: 'The image captcha is incorrect, please try again',
      },
    );
    // The wrong guess spent it: the right answer no longer counts.
    await expect(callEndpoint(app, getSms, { phone, capcode: answer, sid })).resolves.toMatchObject(
      {
        code: '101',
        message: 'The image captcha has expired, please refresh it',
      },
    );

    await drawCaptcha(sid);
    const solved = captchaText(sid);
    await expect(callEndpoint(app, getSms, { phone, capcode: solved, sid })).resolves.toMatchObject(
      { code: '0' },
    );
    // The same solved captcha cannot send a code to another number.
    await expect(
      callEndpoint(app, getSms, { phone: '13712345678', capcode: solved, sid }),
    ).resolves.toMatchObject({ code: '101' });
    // Nor does its pass register another number.
    await expect(
      callEndpoint(app, register, {
        phone: '13712345678',
        capcode: solved,
        sid,
        smsCode: '123456',
      }),
    ).resolves.toMatchObject({ code: '-1' });
    expect(logs.filter((line) => line.includes('promotion SMS code'))).toHaveLength(1);
  });

  it("answers '11' to an SMS request for a number already registered", async () => {
    const sid = await newSid();
    await expect(
      callEndpoint(app, getSms, { phone: REGISTERED_PHONE, capcode: captchaText(sid), sid }),
    ).resolves.toMatchObject({ code: '11' });
  });

  it('accepts a Philippine number in the one form the app sends (09XXXXXXXXX)', async () => {
    const sid = await newSid();
    await expect(
      callEndpoint(app, getSms, { phone: '09181234567', capcode: captchaText(sid), sid }),
    ).resolves.toMatchObject({ code: '0' });
    expect(smsCodeFromLog('09181234567')).toMatch(/^\d{6}$/);
  });

  it('refuses a mobile number outside the shared rule, or not in its sent form, and missing fields', async () => {
    const sid = await newSid();
    for (const bad of [
      '12345678901',
      '1381234567',
      '138123456789',
      '08171234567',
      '+639181234567',
      '639181234567',
      '0918 123 4567',
    ]) {
      await expect(
        callEndpoint(app, getSms, { phone: bad, capcode: captchaText(sid), sid }),
      ).resolves.toMatchObject({ code: '1', message: 'please enter the correct mobile number' });
    }
    const missing = await callEndpoint(app, getSms, { phone } as InputOf<typeof getSms>);
    expect(missing).toMatchObject({ status: 400, code: 400, message: 'capcode is required' });
  });

  it.each([
    [{ phone: ' ' }, 'phone is required'],
    [{ sid: '' }, 'sid is required'],
    [{ smsCode: '' }, 'smsCode is required'],
  ])('answers 400 naming the parameter when registering with %o', async (change, message) => {
    const sid = await newSid();
    const answer = await callEndpoint(app, register, {
      phone,
      capcode: captchaText(sid),
      sid,
      smsCode: '123456',
      ...change,
    });
    expect(answer).toMatchObject({ status: 400, code: 400, message });
  });
});

describe('SMS code tries', () => {
  const phone = '13612345678';
  const WRONG = 'The SMS code is incorrect or has expired';

  /** Asks for a code with a newly solved captcha, as the page does; answers the logged code. */
  async function sendCode(sid: string): Promise<string> {
    await drawCaptcha(sid);
    const sent = await callEndpoint(app, getSms, { phone, capcode: captchaText(sid), sid });
    expect(sent.code).toBe('0');
    return smsCodeFromLog(phone);
  }

  /** One registration try with a newly solved captcha, so only the SMS code decides. */
  async function registerWith(sid: string, smsCode: string) {
    await drawCaptcha(sid);
    return callEndpoint(app, register, { phone, capcode: captchaText(sid), sid, smsCode });
  }

  it('spends the code after the fifth wrong one, even for the right code; a new code resets', async () => {
    const sid = await newSid();
    const code = await sendCode(sid);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await registerWith(sid, wrong)).toEqual({
        status: 200,
        code: '2',
        message: WRONG,
        data: undefined,
      });
    }
    expect(await registerWith(sid, code)).toEqual({
      status: 200,
      code: '2',
      message: "Too many wrong codes. Tap 'get verification code' for a new one.",
      data: undefined,
    });

    const fresh = await sendCode(sid);
    const otherWrong = fresh === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await registerWith(sid, otherWrong)).message).toBe(WRONG);
    }
    // Four wrong tries of the new code leave it good: the count started again.
    expect(await registerWith(sid, fresh)).toMatchObject({
      code: '0',
      message: 'registration successful',
    });
  });

  it('lets a code expire after 5 minutes; a new code works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-06-01T08:00:00Z'));
      const sid = await newSid();
      const code = await sendCode(sid);
      vi.setSystemTime(new Date('2026-06-01T08:05:01Z'));
      expect(await registerWith(sid, code)).toMatchObject({
        code: '2',
        message: "This verification code has expired. Tap 'get verification code' for a new one.",
      });
      const fresh = await sendCode(sid);
      vi.setSystemTime(new Date('2026-06-01T08:10:01Z'));
      expect(await registerWith(sid, fresh)).toMatchObject({ code: '0' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tracking', () => {
  it('stores visits and clicks with their page fields', async () => {
    const page = {
      page_id: '7',
      user_from: 'fb',
      client_type: 'h5',
      page_type: '1',
      utm_tag: 'summer',
      app_from: 'web',
    };
    await expect(callEndpoint(app, trackVisit, page)).resolves.toMatchObject({ code: '0' });
    await expect(
      callEndpoint(app, trackClick, { ...page, phone: '13812345678' }),
    ).resolves.toMatchObject({ code: '0' });
    const visits = queryAll(
      db(),
      v.object({ page_id: v.string(), page_type: v.string(), utm_tag: v.string() }),
      'SELECT page_id, page_type, utm_tag FROM promotion_visits',
    );
    expect(visits).toEqual([{ page_id: '7', page_type: '1', utm_tag: 'summer' }]);
    const clicks = queryAll(
      db(),
      v.object({ phone: v.string(), user_from: v.string() }),
      'SELECT phone, user_from FROM promotion_clicks',
    );
    expect(clicks).toEqual([{ phone: '13812345678', user_from: 'fb' }]);
  });
});
