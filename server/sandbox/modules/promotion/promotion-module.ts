import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import * as v from 'valibot';
import type { ParsedInputOf } from '../../../../src/contract/endpoint';
import { isSentMobile } from '../../../../src/contract/phone';
import * as promotion from '../../../../src/contract/promotion';
import { contractRoute } from '../../contract-route';
import { execute, queryOne, type SandboxDb } from '../../db';
import { SandboxError } from '../../envelope';
import type { SandboxContext, SandboxModule } from '../../module';
import { checkSmsCode, SMS_CODE_EXPIRED, SMS_CODE_SPENT } from '../../sms-code-check';
import {
  DEFAULT_TEMPLATE_ID,
  DEMO_TEMPLATES,
  PROMOTION_CODES as CODES,
  PROMOTION_MESSAGES as MESSAGES,
  REGISTERED_PHONE,
} from './promotion-data';

const TemplateRow = v.object({
  id: v.string(),
  title: v.string(),
  subtitle: v.string(),
  download_url: v.string(),
});
const CaptchaRow = v.object({ text: v.string() });
const PassRow = v.object({ phone: v.string(), answer: v.string() });
const SmsRow = v.object({ code: v.string(), sent_at: v.number(), wrong_tries: v.number() });
const PhoneRow = v.object({ phone: v.string() });

/** Promotion calls answer string codes ('0', '11', '101', '-1'), as the real backend does. */
function promoOk<T>(data: T, message: string) {
  return { code: CODES.ok, message, data };
}

function newCaptchaText(): { text: string; svg: string } {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    width: 120,
    height: 44,
    fontSize: 46,
    background: '#eef1f0',
  });
  return { text: captcha.text, svg: captcha.data };
}

/** The sid must exist; its captcha may be spent (empty) until the next image is drawn. */
function requireSid(db: SandboxDb, sid: string): void {
  const row = queryOne(db, CaptchaRow, 'SELECT text FROM promotion_captchas WHERE sid = ?', sid);
  if (!row) throw new SandboxError(CODES.captchaWrong, MESSAGES.captchaExpired);
}

function sameCaptcha(expected: string, given: string): boolean {
  return expected !== '' && expected.toLowerCase() === given.trim().toLowerCase();
}

/**
 * Checks the captcha drawn for the sid and spends it, right or wrong: one solved captcha is
 * one check, so it cannot send SMS to a list of numbers. 'none' when no live captcha is drawn.
 */
function spendCaptcha(db: SandboxDb, sid: string, given: string): 'right' | 'wrong' | 'none' {
  const row = queryOne(db, CaptchaRow, 'SELECT text FROM promotion_captchas WHERE sid = ?', sid);
  if (!row || row.text === '') return 'none';
  execute(db, "UPDATE promotion_captchas SET text = '' WHERE sid = ?", sid);
  return sameCaptcha(row.text, given) ? 'right' : 'wrong';
}

/**
 * A captcha solved for an SMS stays good for one registration of that number (the visitor
 * sends the same answer again); any registration check uses the pass up.
 */
function usePass(db: SandboxDb, sid: string, phone: string, given: string): boolean {
  const pass = queryOne(
    db,
    PassRow,
    'SELECT phone, answer FROM promotion_captcha_passes WHERE sid = ?',
    sid,
  );
  if (!pass) return false;
  execute(db, 'DELETE FROM promotion_captcha_passes WHERE sid = ?', sid);
  return pass.phone === phone && sameCaptcha(pass.answer, given);
}

/**
 * The app sends the one form of the shared rule (src/contract/phone.ts): 09XXXXXXXXX or
 * 1[3-9]…; anything else is answered with its own code, so the page shows the message.
 */
function validPhone(phone: string): string {
  if (!isSentMobile(phone)) throw new SandboxError(CODES.invalidPhone, MESSAGES.invalidPhone);
  return phone;
}

/**
 * Checks the SMS code of a number by the shared rule (5 minutes, 5 wrong tries;
 * server/sandbox/sms-code-check.ts), counting a wrong try; refuses anything but the right code.
 */
function useSmsCode(db: SandboxDb, phone: string, given: string): void {
  const row = queryOne(
    db,
    SmsRow,
    'SELECT code, sent_at, wrong_tries FROM promotion_sms_codes WHERE phone = ?',
    phone,
  );
  if (!row) throw new SandboxError(CODES.smsCodeWrong, MESSAGES.smsCodeWrong);
  const check = checkSmsCode(
    { code: row.code, sentAt: row.sent_at, wrongTries: row.wrong_tries },
    given,
    Date.now(),
  );
  if (check === 'right') return;
  if (check === 'wrong')
    execute(
      db,
      'UPDATE promotion_sms_codes SET wrong_tries = wrong_tries + 1 WHERE phone = ?',
      phone,
    );
  const message = {
    wrong: MESSAGES.smsCodeWrong,
    spent: SMS_CODE_SPENT,
    expired: SMS_CODE_EXPIRED,
  }[check];
  throw new SandboxError(CODES.smsCodeWrong, message);
}

function isRegistered(db: SandboxDb, phone: string): boolean {
  return (
    queryOne(db, PhoneRow, 'SELECT phone FROM promotion_registrations WHERE phone = ?', phone) !==
    undefined
  );
}

/** Page fields every tracking call carries: the columns the visit and click tables share. */
const PAGE_COLUMNS = `page_id TEXT NOT NULL, user_from TEXT NOT NULL, client_type TEXT NOT NULL,
      page_type TEXT NOT NULL, utm_tag TEXT NOT NULL, app_from TEXT NOT NULL`;

/** Page fields every tracking call carries, in the tables' column order. */
function pageFields(fields: ParsedInputOf<typeof promotion.trackVisit>) {
  return [
    fields.page_id,
    fields.user_from,
    fields.client_type,
    fields.page_type,
    fields.utm_tag,
    fields.app_from,
  ];
}

function registerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db, provider } = ctx;

  contractRoute(app, provider, promotion.channelTemplate, async ({ templateId }) => {
    const id = templateId || DEFAULT_TEMPLATE_ID;
    const row = queryOne(
      db,
      TemplateRow,
      'SELECT id, title, subtitle, download_url FROM promotion_templates WHERE id = ?',
      id,
    );
    if (!row) throw new SandboxError(CODES.templateMissing, MESSAGES.templateMissing);
    return promoOk(
      {
        id: row.id,
        template: { title: row.title, subtitle: row.subtitle, download_url: row.download_url },
      },
      'success',
    );
  });

  contractRoute(app, provider, promotion.trackVisit, async (fields) => {
    execute(
      db,
      `INSERT INTO promotion_visits (page_id, user_from, client_type, page_type, utm_tag, app_from)
       VALUES (?, ?, ?, ?, ?, ?)`,
      ...pageFields(fields),
    );
    return promoOk(null, 'success');
  });

  contractRoute(app, provider, promotion.getSid, async () => {
    const sid = randomBytes(16).toString('hex');
    execute(
      db,
      'INSERT INTO promotion_captchas (sid, text) VALUES (?, ?)',
      sid,
      newCaptchaText().text,
    );
    return promoOk({ sid }, 'success');
  });

  // Every fetch draws a new captcha for the sid: the image and the stored answer change together.
  contractRoute(app, provider, promotion.getCaptcha, async ({ sid }, _request, reply) => {
    requireSid(db, sid);
    const { text, svg } = newCaptchaText();
    execute(db, 'UPDATE promotion_captchas SET text = ? WHERE sid = ?', text, sid);
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(svg);
  });

  contractRoute(app, provider, promotion.getSms, async ({ phone, capcode, sid }) => {
    validPhone(phone);
    requireSid(db, sid);
    const check = spendCaptcha(db, sid, capcode);
    if (check !== 'right') {
      throw new SandboxError(
        CODES.captchaWrong,
        check === 'none' ? MESSAGES.captchaExpired : MESSAGES.captchaWrong,
      );
    }
    if (isRegistered(db, phone)) {
      throw new SandboxError(CODES.alreadyRegistered, MESSAGES.alreadyRegistered);
    }
    execute(
      db,
      `INSERT INTO promotion_captcha_passes (sid, phone, answer) VALUES (?, ?, ?)
         ON CONFLICT(sid) DO UPDATE SET phone = excluded.phone, answer = excluded.answer`,
      sid,
      phone,
      capcode,
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // A new code replaces the old one and starts the count of wrong tries again.
    execute(
      db,
      `INSERT INTO promotion_sms_codes (phone, code, sent_at, wrong_tries) VALUES (?, ?, ?, 0)
         ON CONFLICT(phone) DO UPDATE
           SET code = excluded.code, sent_at = excluded.sent_at, wrong_tries = 0`,
      phone,
      code,
      Date.now(),
    );
    ctx.log(`promotion SMS code for ${phone}: ${code}`);
    return promoOk(null, MESSAGES.smsSent);
  });

  contractRoute(app, provider, promotion.trackClick, async (fields) => {
    execute(
      db,
      `INSERT INTO promotion_clicks (page_id, user_from, client_type, page_type, utm_tag, app_from, phone)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ...pageFields(fields),
      fields.phone,
    );
    return promoOk(null, 'success');
  });

  contractRoute(app, provider, promotion.register, async (input) => {
    const { phone, capcode, sid, smsCode } = input;
    validPhone(phone);
    if (isRegistered(db, phone)) {
      throw new SandboxError(CODES.alreadyRegistered, MESSAGES.alreadyRegistered);
    }
    // The pass from the SMS request, or else a newly drawn captcha: each check spends it.
    if (!usePass(db, sid, phone, capcode) && spendCaptcha(db, sid, capcode) !== 'right') {
      throw new SandboxError(CODES.registerCaptchaWrong, MESSAGES.captchaWrong);
    }
    useSmsCode(db, phone, smsCode);
    db.transaction(() => {
      execute(
        db,
        `INSERT INTO promotion_registrations
           (phone, user_name, template_id, invite_code, user_from, app_from, utm_tag, device_id, app_name, merchant_number)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        phone,
        input.userName,
        input.id,
        input.invite_code,
        input.user_from,
        input.app_from,
        input.utm_tag,
        input.deviceId,
        input.appName,
        input.merchantNumber,
      );
      execute(db, 'DELETE FROM promotion_sms_codes WHERE phone = ?', phone);
      execute(db, 'DELETE FROM promotion_captchas WHERE sid = ?', sid);
    })();
    return promoOk(null, MESSAGES.registered);
  });
}

/** Promotion landing: templates, tracking, captcha, SMS codes and registrations. */
export const promotionModule: SandboxModule = {
  name: 'promotion',
  schema: `
    CREATE TABLE IF NOT EXISTS promotion_templates (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      subtitle TEXT NOT NULL,
      download_url TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS promotion_captchas (
      sid TEXT PRIMARY KEY,
      text TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    CREATE TABLE IF NOT EXISTS promotion_captcha_passes (
      sid TEXT PRIMARY KEY,
      phone TEXT NOT NULL,
      answer TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS promotion_sms_codes (
      phone TEXT PRIMARY KEY,
      code TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      wrong_tries INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS promotion_registrations (
      phone TEXT PRIMARY KEY,
      user_name TEXT NOT NULL,
      template_id TEXT NOT NULL,
      invite_code TEXT NOT NULL,
      user_from TEXT NOT NULL,
      app_from TEXT NOT NULL,
      utm_tag TEXT NOT NULL,
      device_id TEXT NOT NULL,
      app_name TEXT NOT NULL,
      merchant_number TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    CREATE TABLE IF NOT EXISTS promotion_visits (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      ${PAGE_COLUMNS},
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );
    CREATE TABLE IF NOT EXISTS promotion_clicks (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      ${PAGE_COLUMNS},
      phone TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );`,
  seed(db) {
    for (const template of DEMO_TEMPLATES) {
      execute(
        db,
        'INSERT INTO promotion_templates (id, title, subtitle, download_url) VALUES (?, ?, ?, ?)',
        template.id,
        template.title,
        template.subtitle,
        template.downloadUrl,
      );
    }
    execute(
      db,
      `INSERT INTO promotion_registrations
         (phone, user_name, template_id, invite_code, user_from, app_from, utm_tag, device_id, app_name, merchant_number)
       VALUES (?, ?, '1', '', 'seed', 'seed', '', 'seed-device', 'pesoloan', '')`,
      REGISTERED_PHONE,
      REGISTERED_PHONE,
    );
  },
  routes: registerRoutes,
};
