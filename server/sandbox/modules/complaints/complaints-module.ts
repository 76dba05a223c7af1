import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  MAX_DETAIL_PARAMETER,
  MAX_IMAGES_PARAMETER,
  problemSave,
  uploadProblemImage,
} from '../../../../src/contract/complaint-filing';
import { problemInitOrder, problemTypes } from '../../../../src/contract/complaint-types';
import { problemDetail, problemList, saveScore } from '../../../../src/contract/complaints';
import { contractRoute } from '../../contract-route';
import { execute, queryAll, queryOne, type SandboxDb } from '../../db';
import { ok, okLegacy, SandboxError } from '../../envelope';
import { foreignUrl } from '../../../lib/foreign-origin';
import { requireBorrower, type SandboxModule } from '../../module';
import { hookNotFound, sandboxHook } from '../../sandbox-hook';
import { optional, readParams, required, requiredInt } from '../../params';
import {
  COLLECTION_TYPE,
  DEMO_COMPLAINTS,
  DEMO_IS_SHOW,
  DEMO_PROBLEM_SON_TYPES,
  DEMO_PROBLEM_TYPES,
} from './demo-complaints';
import { DEMO_SESSION } from '../core/demo-borrower';
import { storeUploadedImage } from './upload-image';
import {
  assertRoomForUpload,
  isHandedOutTo,
  markAttached,
  recordUpload,
  UPLOADS_SCHEMA,
} from './upload-records';
import { sweepUnattachedUploads } from './upload-sweep';
import { registerUploadsRoute } from './uploads-route';
import { formatMoney as peso } from '../../../../src/lib/format/money';
import type { Language } from '../../../../src/lib/i18n/language-rule';
import { answerLanguage, type Localised } from '../../answer-language';
import { DETAIL_LABELS, ORDER_STATUS_TEXTS } from '../core/order-texts';

/** The complaint list's tab titles in the language the call asks for (issue 43). */
const TAB_TITLES: Localised<{ all: string; processing: string; processed: string }> = {
  en: { all: 'All', processing: 'Processing', processed: 'Processed' },
  fil: { all: 'Lahat', processing: 'Pinoproseso', processed: 'Naproseso' },
};

export const MAX_DETAIL_LENGTH = 200;
export const MAX_IMAGES = 9;
/**
 * Complaints one borrower may file in 24 hours: far more than anyone with a real problem sends,
 * few enough that a script cannot fill the agents' queue (sandbox-checks-before-writes.md).
 */
export const MAX_COMPLAINTS_PER_DAY = 10;
export const TOO_MANY_COMPLAINTS = `You have sent ${MAX_COMPLAINTS_PER_DAY} complaints in the last 24 hours. Please wait for our reply before sending another.`;
/** Business failure codes of this module (the app shows the message). */
export const COMPLAINT_CODES = {
  orderNotFound: 1001,
  collectionNotAllowed: 1002,
  badType: 1003,
  badDetail: 1004,
  badImages: 1005,
  complaintNotFound: 1006,
  // Sandbox extension: the spec names no code for a borrower who filed too many today.
  tooManyToday: 1007,
  scoreFailed: '01',
} as const;
export const COLLECTION_REFUSED = 'The selected order does not support sending collection types';
export const ALREADY_RATED = 'You have already rated this service.';
export const COMPLAINT_NOT_FOUND = 'This complaint was not found.';
export const FOREIGN_IMAGE =
  'Only photos uploaded in this complaint form can be attached. Please upload the photo again.';

const OrderRow = v.object({
  order_no: v.string(),
  status: v.number(),
  amount: v.number(),
  repay_amount: v.number(),
  repay_date: v.string(),
  created_at: v.string(),
  product_name: v.string(),
  product_logo: v.string(),
  is_show: v.number(),
});
type OrderRow = v.InferOutput<typeof OrderRow>;

/** The borrower's complaints filed in the last 24 hours (created_at is Manila time, UTC+8). */
function complaintsToday(db: SandboxDb, userId: string): number {
  return (
    queryOne(
      db,
      v.object({ total: v.number() }),
      `SELECT COUNT(*) AS total FROM complaints
        WHERE user_id = ? AND created_at > datetime('now', '+8 hours', '-1 day')`,
      userId,
    )?.total ?? 0
  );
}

const TypeRow = v.object({ value: v.number(), title: v.string(), icon: v.string() });
const SonTypeRow = v.object({ value: v.number(), parent: v.number() });

/** The column holding a type's name in the reader's language. */
const TITLE_COLUMN: Record<Language, 'title' | 'title_fil'> = { en: 'title', fil: 'title_fil' };

const ComplaintRow = v.object({
  id: v.number(),
  order_no: v.string(),
  type: v.number(),
  son_type: v.nullable(v.number()),
  content: v.string(),
  images: v.string(),
  dispose_detail: v.string(),
  dispose_images: v.string(),
  is_need_score: v.number(),
  score: v.nullable(v.number()),
  created_at: v.string(),
});
type ComplaintRow = v.InferOutput<typeof ComplaintRow>;

/** One of this borrower's complaints by id; undefined for another borrower's or none. */
function findComplaint(db: SandboxDb, problemId: number, userId: string): ComplaintRow | undefined {
  return queryOne(
    db,
    ComplaintRow,
    'SELECT * FROM complaints WHERE id = ? AND user_id = ?',
    problemId,
    userId,
  );
}

function splitImages(text: string): string[] {
  return text.split(',').filter((url) => url.trim() !== '');
}

const ORDER_SELECT = `
  SELECT o.order_no, o.status, o.amount, o.repay_amount, o.repay_date, o.created_at,
         p.name AS product_name, p.logo AS product_logo,
         COALESCE(f.is_show, 0) AS is_show
  FROM orders o
  JOIN products p ON p.id = o.product_id
  LEFT JOIN complaint_order_flags f ON f.order_no = o.order_no
  WHERE o.user_id = ?`;

function ordersOf(db: SandboxDb, userId: string): OrderRow[] {
  return queryAll(db, OrderRow, `${ORDER_SELECT} ORDER BY o.order_no DESC`, userId);
}

function orderDetail(row: OrderRow, foreignOrigin: string, language: Language) {
  const label = DETAIL_LABELS[language];
  const rows = [
    { title: label.orderNumber, value: row.order_no },
    { title: label.loanAmount, value: peso(row.amount) },
  ];
  if (row.repay_amount > 0) rows.push({ title: label.amountDue, value: peso(row.repay_amount) });
  if (row.repay_date) rows.push({ title: label.dueDate, value: row.repay_date });
  return {
    orderNo: row.order_no,
    productLogo: foreignUrl(foreignOrigin, row.product_logo),
    productName: row.product_name,
    status: ORDER_STATUS_TEXTS[language][row.status]?.title ?? String(row.status),
    isShow: row.is_show,
    list: rows,
  };
}

function readProblemTypes(db: SandboxDb, foreignOrigin: string, language: Language) {
  const title = TITLE_COLUMN[language];
  return {
    problemType: queryAll(
      db,
      TypeRow,
      `SELECT value, ${title} AS title, icon FROM problem_types ORDER BY sort`,
    ).map((type) => ({ ...type, icon: foreignUrl(foreignOrigin, type.icon) })),
    problemSonType: queryAll(
      db,
      v.object({ value: v.number(), title: v.string() }),
      `SELECT value, ${title} AS title FROM problem_son_types ORDER BY value`,
    ),
  };
}

/** A type's or sub-type's name in the reader's language; '' for none or an unknown one. */
function titleOf(
  db: SandboxDb,
  table: 'problem_types' | 'problem_son_types',
  value: number | null,
  language: Language = 'en',
) {
  if (value === null) return '';
  return (
    queryOne(
      db,
      v.object({ title: v.string() }),
      `SELECT ${TITLE_COLUMN[language]} AS title FROM ${table} WHERE value = ?`,
      value,
    )?.title ?? ''
  );
}

/** Complaints with image evidence: types, per-order flags, filing, list, detail and rating. */
export const complaintsModule: SandboxModule = {
  name: 'complaints',
  schema: `
    CREATE TABLE IF NOT EXISTS complaint_order_flags (
      order_no TEXT PRIMARY KEY REFERENCES orders(order_no),
      is_show INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS problem_types (
      value INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      title_fil TEXT NOT NULL,
      icon TEXT NOT NULL,
      sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS problem_son_types (
      value INTEGER PRIMARY KEY,
      parent INTEGER NOT NULL REFERENCES problem_types(value),
      title TEXT NOT NULL,
      title_fil TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS complaints (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT NOT NULL REFERENCES borrowers(user_id),
      order_no TEXT NOT NULL,
      type INTEGER NOT NULL,
      son_type INTEGER,
      content TEXT NOT NULL,
      images TEXT NOT NULL DEFAULT '',
      dispose_detail TEXT NOT NULL DEFAULT '',
      dispose_images TEXT NOT NULL DEFAULT '',
      is_need_score INTEGER NOT NULL DEFAULT 0,
      score INTEGER,
      created_at TEXT NOT NULL DEFAULT (datetime('now', '+8 hours'))
    );
    ${UPLOADS_SCHEMA}`,
  seed(db) {
    for (const [orderNo, isShow] of Object.entries(DEMO_IS_SHOW)) {
      execute(
        db,
        'INSERT INTO complaint_order_flags (order_no, is_show) VALUES (?, ?)',
        orderNo,
        isShow,
      );
    }
    DEMO_PROBLEM_TYPES.forEach((type, index) =>
      execute(
        db,
        'INSERT INTO problem_types (value, title, title_fil, icon, sort) VALUES (?, ?, ?, ?, ?)',
        type.value,
        type.title.en,
        type.title.fil,
        type.icon,
        index,
      ),
    );
    for (const son of DEMO_PROBLEM_SON_TYPES) {
      execute(
        db,
        'INSERT INTO problem_son_types (value, parent, title, title_fil) VALUES (?, ?, ?, ?)',
        son.value,
        son.parent,
        son.title.en,
        son.title.fil,
      );
    }
    const userId = queryOne(
      db,
      v.object({ user_id: v.string() }),
      'SELECT user_id FROM borrowers WHERE user_id = ?',
      DEMO_SESSION.userId,
    )?.user_id;
    if (!userId) return;
    for (const complaint of DEMO_COMPLAINTS) {
      execute(
        db,
        `INSERT INTO complaints (user_id, order_no, type, son_type, content, images, dispose_detail,
           dispose_images, is_need_score, score, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        userId,
        complaint.orderNo,
        complaint.type,
        complaint.sonType,
        complaint.content,
        complaint.images.join(','),
        complaint.disposeDetail,
        complaint.disposeImages.join(','),
        complaint.isNeedScore,
        complaint.score,
        complaint.createdAt,
      );
    }
  },
  routes(app, { db, provider, uploadsDir, foreignOrigin }) {
    // The older init call: types plus the selected order and every order of the borrower.
    contractRoute(app, provider, problemInitOrder, async ({ orderId }, request) => {
      const borrower = requireBorrower(db, request);
      const orders = ordersOf(db, borrower.user_id);
      // An unknown or missing order falls back to the newest one, so the page always has a card.
      const selected = orders.find((row) => row.order_no === orderId) ?? orders[0];
      const language = answerLanguage(request);
      return ok({
        ...readProblemTypes(db, foreignOrigin, language),
        orderDetail: selected ? orderDetail(selected, foreignOrigin, language) : null,
        orderList: orders.map((row) => orderDetail(row, foreignOrigin, language)),
      });
    });

    contractRoute(app, provider, problemTypes, async (_input, request) => {
      requireBorrower(db, request);
      return ok(readProblemTypes(db, foreignOrigin, answerLanguage(request)));
    });

    contractRoute(app, provider, uploadProblemImage, async (_input, request) => {
      const borrower = requireBorrower(db, request, '401');
      // Refused before the photo is read; checked again when it is recorded.
      assertRoomForUpload(db, borrower.user_id);
      const stored = await storeUploadedImage(request, uploadsDir);
      // Recorded, so problem-save attaches only images this route handed to this borrower,
      // and the sweep removes the ones no complaint took.
      try {
        recordUpload(db, { ...stored, userId: borrower.user_id, uploadedAt: Date.now() });
      } catch (error) {
        await rm(join(uploadsDir, stored.fileName), { force: true });
        throw error;
      }
      return okLegacy({ url: stored.url });
    });

    contractRoute(app, provider, problemSave, async (input, request) => {
      const borrower = requireBorrower(db, request);
      const { problemType: type, problemSonType: sonType, orderNo } = input;
      const detail = input.problemDetail;
      if (detail === '')
        throw new SandboxError(
          COMPLAINT_CODES.badDetail,
          'Please fill in your comments and suggestions',
        );
      if (Array.from(detail).length > MAX_DETAIL_LENGTH)
        throw new SandboxError(
          COMPLAINT_CODES.badDetail,
          'The description can be at most 200 characters.',
        );
      if (!titleOf(db, 'problem_types', type))
        throw new SandboxError(COMPLAINT_CODES.badType, 'Please choose a question type.');
      if (sonType !== null) {
        const son = queryOne(
          db,
          SonTypeRow,
          'SELECT value, parent FROM problem_son_types WHERE value = ?',
          sonType,
        );
        if (!son || son.parent !== type)
          throw new SandboxError(COMPLAINT_CODES.badType, 'Please choose a question type.');
      }
      const order = queryOne(
        db,
        OrderRow,
        `${ORDER_SELECT} AND o.order_no = ?`,
        borrower.user_id,
        orderNo,
      );
      if (!order)
        throw new SandboxError(COMPLAINT_CODES.orderNotFound, `Order ${orderNo} was not found.`);
      if (type === COLLECTION_TYPE && order.is_show !== 1)
        throw new SandboxError(COMPLAINT_CODES.collectionNotAllowed, COLLECTION_REFUSED);
      const images = splitImages(input.problemImage).map((url) => url.trim());
      if (images.length > MAX_IMAGES)
        throw new SandboxError(
          COMPLAINT_CODES.badImages,
          'At most 9 uploaded images can be attached.',
        );
      if (images.some((url) => !isHandedOutTo(db, borrower.user_id, url)))
        throw new SandboxError(COMPLAINT_CODES.badImages, FOREIGN_IMAGE, 400);
      const problemId = db.transaction(() => {
        // Counted in the transaction that files it: saves of one borrower may run side by side.
        if (complaintsToday(db, borrower.user_id) >= MAX_COMPLAINTS_PER_DAY)
          throw new SandboxError(COMPLAINT_CODES.tooManyToday, TOO_MANY_COMPLAINTS);
        const { lastInsertRowid } = execute(
          db,
          'INSERT INTO complaints (user_id, order_no, type, son_type, content, images) VALUES (?, ?, ?, ?, ?, ?)',
          borrower.user_id,
          orderNo,
          type,
          sonType,
          detail,
          images.join(','),
        );
        markAttached(db, images, Date.now());
        return lastInsertRowid;
      })();
      return ok({ success: true, problemId });
    });

    contractRoute(app, provider, problemList, async (_input, request) => {
      const borrower = requireBorrower(db, request);
      const rows = queryAll(
        db,
        ComplaintRow,
        'SELECT * FROM complaints WHERE user_id = ? ORDER BY created_at DESC, id DESC',
        borrower.user_id,
      );
      const language = answerLanguage(request);
      const item = (row: ComplaintRow) => ({
        id: row.id,
        time: row.created_at,
        type: titleOf(db, 'problem_types', row.type, language),
        content: row.content,
      });
      const replied = (row: ComplaintRow) => row.dispose_detail !== '' || row.dispose_images !== '';
      const titles = TAB_TITLES[language];
      return ok({
        tabs: [
          { title: titles.all, list: rows.map(item) },
          { title: titles.processing, list: rows.filter((row) => !replied(row)).map(item) },
          { title: titles.processed, list: rows.filter(replied).map(item) },
        ],
      });
    });

    contractRoute(app, provider, problemDetail, async ({ problemId }, request) => {
      const borrower = requireBorrower(db, request);
      const row = findComplaint(db, problemId, borrower.user_id);
      if (!row) throw new SandboxError(COMPLAINT_CODES.complaintNotFound, COMPLAINT_NOT_FOUND);
      const language = answerLanguage(request);
      return ok({
        problemId: row.id,
        type: titleOf(db, 'problem_types', row.type, language),
        sonType: titleOf(db, 'problem_son_types', row.son_type, language),
        content: row.content,
        images: splitImages(row.images),
        disposeDetail: row.dispose_detail,
        disposeImages: splitImages(row.dispose_images),
        isNeedScore: row.is_need_score,
        time: row.created_at,
      });
    });

    contractRoute(app, provider, saveScore, async ({ problemId, score }, request) => {
      const borrower = requireBorrower(db, request, '401');
      if (score < 1 || score > 5)
        throw new SandboxError(COMPLAINT_CODES.scoreFailed, 'Please choose 1 to 5 stars.');
      const row = findComplaint(db, problemId, borrower.user_id);
      if (!row) throw new SandboxError(COMPLAINT_CODES.scoreFailed, COMPLAINT_NOT_FOUND);
      if (row.score !== null) throw new SandboxError(COMPLAINT_CODES.scoreFailed, ALREADY_RATED);
      execute(
        db,
        'UPDATE complaints SET score = ?, is_need_score = 0 WHERE id = ?',
        score,
        problemId,
      );
      return okLegacy(null);
    });

    // Sandbox-only: the agent's reply to one of this borrower's complaints not yet rated, so a
    // filed complaint can be answered and rated in a demo.
    sandboxHook(app, db, 'POST', '/sandbox/complaints/reply', (borrower, request) => {
      const params = readParams(request);
      const problemId = requiredInt(params, 'problemId', 1);
      const { changes } = execute(
        db,
        `UPDATE complaints SET dispose_detail = ?, dispose_images = ?, is_need_score = 1
          WHERE id = ? AND user_id = ? AND score IS NULL`,
        required(params, 'disposeDetail', MAX_DETAIL_PARAMETER),
        optional(params, 'disposeImages', MAX_IMAGES_PARAMETER),
        problemId,
        borrower.user_id,
      );
      if (changes === 0) throw hookNotFound(COMPLAINT_NOT_FOUND);
      return ok(null);
    });

    registerUploadsRoute(app, db, uploadsDir);
  },
  async sweep({ db, uploadsDir, log }, now) {
    const removed = await sweepUnattachedUploads(db, uploadsDir, now);
    if (removed > 0) log(`photos no complaint took within a day, removed: ${removed}`);
  },
};
