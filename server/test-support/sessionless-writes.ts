import { statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** Nearly the sandbox's 1 MB body limit, in one field. */
const MEGABYTE_FIELD = 'X'.repeat(1_000_000);
const LOAN = '/api/api/v1/pesoloan/service/loan';

function form(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function json(app: FastifyInstance, url: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, payload: body });
}

/**
 * Issue 42's 20 requests without a session, each carrying a field of about 1 MB (or 12 KB in an
 * address): commits, resends, confirms, vouchers, events and page visits. Answers the statuses.
 */
export async function sendSessionlessWrites(app: FastifyInstance): Promise<number[]> {
  const big = MEGABYTE_FIELD;
  const requests = [
    ...Array.from({ length: 4 }, () =>
      form(app, `${LOAN}/repayment-commit`, { orderId: big, sendMsg: '1' }),
    ),
    ...Array.from({ length: 4 }, () =>
      form(app, `${LOAN}/repayment-commit`, {
        orderId: 'PL2024180',
        sendMsg: '0',
        amount: '712000',
        cardId: '1',
        repayToken: 'RT-none',
        idempotencyKey: big,
      }),
    ),
    ...Array.from({ length: 4 }, () =>
      form(app, `${LOAN}/repayment-confirm`, {
        orderId: big,
        verifyCode: '000000',
        repaymentRecordId: '1',
      }),
    ),
    ...Array.from({ length: 2 }, () =>
      json(app, '/api/v3/loan-details/generate-vcode', {
        productId: '4',
        orderId: big,
        amount: 1,
      }),
    ),
    ...Array.from({ length: 2 }, () =>
      json(app, '/api/service/event/save', { productId: big, moduleId: 1, positionId: 1 }),
    ),
    ...Array.from({ length: 4 }, () =>
      app.inject({
        method: 'GET',
        url: `/api/api/v2/pesoloan/promotion/track-visit?utm_tag=${'u'.repeat(12_000)}`,
      }),
    ),
  ];
  return (await Promise.all(requests)).map((response) => response.statusCode);
}

/** The bytes a SQLite data file holds on disk, its write-ahead log included. */
export function storedBytes(dataFile: string): number {
  return [dataFile, `${dataFile}-wal`]
    .map((file) => statSync(file, { throwIfNoEntry: false })?.size ?? 0)
    .reduce((sum, size) => sum + size, 0);
}
