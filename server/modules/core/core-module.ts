import * as v from 'valibot';
import { execute, queryAll } from '../../lib/db';
import { ok, SandboxError } from '../../lib/envelope';
import type { SandboxModule } from '../../lib/module';
import { readParams, requiredInt } from '../../lib/params';
import { DEMO_BORROWER_NAME, DEMO_SESSION } from './demo-borrower';

export const CONTACT_INFO = { email: 'help@pesoloan.example', smWa: '+63 2 8123 4567' };

const EventRow = v.object({
  product_id: v.string(),
  module_id: v.number(),
  position_id: v.number(),
});

/** Borrowers and sessions, the call-centre contact and analytics events. */
export const coreModule: SandboxModule = {
  name: 'core',
  schema: `
    CREATE TABLE IF NOT EXISTS borrowers (
      user_id TEXT PRIMARY KEY,
      session_id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      mobile TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id TEXT,
      product_id TEXT NOT NULL,
      module_id INTEGER NOT NULL,
      position_id INTEGER NOT NULL,
      created_at TEXT NOT NULL DEFAULT (datetime('now'))
    );`,
  seed(db) {
    execute(
      db,
      'INSERT INTO borrowers (user_id, session_id, name, mobile) VALUES (?, ?, ?, ?)',
      DEMO_SESSION.userId,
      DEMO_SESSION.sessionId,
      DEMO_BORROWER_NAME,
      DEMO_SESSION.mobilePhone,
    );
  },
  routes(app, { db }) {
    app.post('/v3/personal-center/contact-kf-info', async (request) => {
      const params = readParams(request);
      if (requiredInt(params, 'overall') !== 30)
        throw new SandboxError(400, 'overall must be 30', 400);
      return ok(CONTACT_INFO);
    });

    app.post('/service/event/save', async (request) => {
      const params = readParams(request);
      const productId = params.productId ?? '';
      if (productId === '') throw new SandboxError(400, 'productId is required', 400);
      execute(
        db,
        'INSERT INTO events (user_id, product_id, module_id, position_id) VALUES (?, ?, ?, ?)',
        params.userId ?? null,
        productId,
        requiredInt(params, 'moduleId'),
        requiredInt(params, 'positionId'),
      );
      return ok(null);
    });

    app.get('/sandbox/events', async () =>
      ok(
        queryAll(db, EventRow, 'SELECT product_id, module_id, position_id FROM events ORDER BY id'),
      ),
    );
  },
};
