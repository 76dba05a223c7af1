/**
 * npm run load — a bounded load test on loopback. Starts the production server in-process on a
 * temp SQLite file at 127.0.0.1:<free port>, sends traffic to that address only, and prints:
 * 1. the busiest reads (order details, instalment detail, contact info), each for a fixed time at
 *    a fixed concurrency: requests, req/s, p50, p99, errors;
 * 2. concurrent duplicate repayment commits and confirms: one payment record per idempotency key
 *    (every copy of a key gets the first answer replayed), one confirm accepted, the rest '800005';
 * 3. the data file checked afterwards (integrity_check, attempt rows, call log, order rows).
 * 4. server rendering under a burst (scripts/load/server-render-load.ts): LOAD_PAGES borrowers
 *    (200) opening /loanDetail and /repayment at once, through the compiled app server in proxy
 *    mode in front of the sandbox started as its own process, SERVER_RENDER on and off side by
 *    side, quiet and beside two spinning neighbours: p50/p95 page time, share rendered, upstream
 *    calls per page load; fails when p95(on) > p95(off) + the 500 ms budget, when calls per page
 *    exceed 1.05, or on any error.
 * 5. slow uploads (scripts/load/slow-upload-attack.ts): other borrowers' API calls and pages, p50/p95
 *    on an idle replica and while LOAD_UPLOADS (150) clients trickle uploads a byte at a time;
 *    fails when any of them goes unanswered or p95 rises more than 1 s over idle.
 * Exits 1 when any check fails. LOAD_SECONDS (per phase, default 8), LOAD_CONCURRENCY (16),
 * LOAD_COPIES (duplicates per storm, 50), LOAD_PAGES (200) and LOAD_PAGE_ROUNDS (2) tune it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app';
import { RATE_LIMIT_OVERRIDE_ENV } from '../server/settings/limit-table';
import { DEMO_ORDERS } from '../server/sandbox/modules/core/demo-orders';
import { CALL_CENTER_OVERALL, contactInfo } from '../src/contract/core';
import { loanDetails } from '../src/contract/order';
import { loanPlayDetail } from '../src/contract/repayment';
import {
  confirmStorm,
  distinctKeyStorm,
  INSTANT_CARD,
  OTP_CARD,
  sameKeyStorm,
  stormPassed,
  stormTable,
  type StormResult,
} from './load/commit-storm';
import { contractCall } from './load/client';
import { checkDataFile, orderStates } from './load/integrity';
import { runPhase } from './load/pool';
import {
  LOAD_SCREENS,
  renderBudgetMisses,
  renderLoadFailures,
  renderLoadTable,
  runServerRenderLoad,
} from './load/server-render-load';
import { attackFailures, attackTable, runSlowUploadAttack } from './load/slow-upload-attack';
import { phaseTable, type PhaseResult } from './load/stats';
import { testConfig } from '../server/test-support/test-config';

function setting(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}

const SECONDS = setting('LOAD_SECONDS', 8, 30);
const CONCURRENCY = setting('LOAD_CONCURRENCY', 16, 64);
const COPIES = setting('LOAD_COPIES', 50, 200);
const PAGES = setting('LOAD_PAGES', 200, 500);
const PAGE_ROUNDS = setting('LOAD_PAGE_ROUNDS', 2, 10);
const UPLOADS = setting('LOAD_UPLOADS', 150, 300);
const MAX_REQUESTS_PER_PHASE = 200_000;

// Whatever happens, the run stops by itself.
const watchdog = setTimeout(
  () => {
    console.error('load test: gave up after its time limit');
    process.exit(2);
  },
  (SECONDS * 5 + 150 + 60 * PAGE_ROUNDS) * 1000,
);
watchdog.unref();

const REPAYABLE = DEMO_ORDERS.filter((order) => [170, 174, 180].includes(order.status));
const ONE_SMS_ORDER = 'PL2024170';
const INSTANT_ORDER = 'PL2024180';
const REPLACED_ORDER = 'PL2024174';

// The load test measures the sandbox, not its per-borrower limits (one demo borrower sends it all).
process.env[RATE_LIMIT_OVERRIDE_ENV] ??= '1000000';

const dir = mkdtempSync(join(tmpdir(), 'pesoloan-load-'));
const dataFile = join(dir, 'sandbox.db');
const smsLines: string[] = [];
const app = await buildServer(
  testConfig({
    dataFile,
    uploadsDir: join(dir, 'uploads'),
    onLog: (line) => smsLines.push(line),
  }),
);
if (!app.db) throw new Error('the sandbox has no database');
const before = orderStates(app.db);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no loopback port');
const origin = `http://127.0.0.1:${address.port}`;

console.info(
  `Load test on ${origin} (SQLite ${dataFile}); ${SECONDS} s per phase, ${CONCURRENCY} in flight, ${COPIES} duplicates per storm\n`,
);

const phases: PhaseResult[] = [];
const storms: StormResult[] = [];
let failed = false;

try {
  const pick = <T>(items: readonly T[], n: number): T => {
    const item = items[n % items.length];
    if (item === undefined) throw new Error('empty list');
    return item;
  };
  const common = { origin, durationMs: SECONDS * 1000, concurrency: CONCURRENCY };
  const cap = { maxRequests: MAX_REQUESTS_PER_PHASE };

  phases.push(
    await runPhase({
      ...common,
      ...cap,
      phase: 'order details (GET loan-details)',
      expectCode: '0',
      next: (n) => {
        const order = pick(DEMO_ORDERS, n);
        return contractCall(loanDetails, { orderId: order.orderNo, productId: order.productId });
      },
    }),
  );
  phases.push(
    await runPhase({
      ...common,
      ...cap,
      phase: 'instalment detail (loan-play-detail)',
      expectCode: '0',
      next: (n) => {
        const order = pick(REPAYABLE, n);
        return contractCall(loanPlayDetail, { productId: order.productId, orderId: order.orderNo });
      },
    }),
  );
  phases.push(
    await runPhase({
      ...common,
      ...cap,
      phase: 'contact info (contact-kf-info)',
      expectCode: '0',
      next: () => contractCall(contactInfo, { overall: CALL_CENTER_OVERALL }),
    }),
  );

  // One commit sent N times with one key (replayed), then its SMS code confirmed N times at once.
  const smsCommit = await sameKeyStorm(
    origin,
    'same key x N, SMS card (commit)',
    ONE_SMS_ORDER,
    OTP_CARD,
    COPIES,
  );
  storms.push(smsCommit);
  const recordId = smsCommit.recordIds[0] ?? '';
  const code =
    new RegExp(`\\(record ${recordId}\\): (\\d{6})$`).exec(
      smsLines.filter((line) => line.includes(`(record ${recordId})`)).at(-1) ?? '',
    )?.[1] ?? '';
  storms.push(
    await confirmStorm(
      origin,
      'same record x N (SMS confirm)',
      ONE_SMS_ORDER,
      recordId,
      code,
      COPIES,
    ),
  );
  // A card that debits at once: N identical commits must move the money once (one record).
  storms.push(
    await sameKeyStorm(
      origin,
      'same key x N, instant-debit card',
      INSTANT_ORDER,
      INSTANT_CARD,
      COPIES,
    ),
  );
  // Distinct keys for one loan: each new attempt replaces the pending one (one per key)...
  storms.push(
    await distinctKeyStorm(
      origin,
      'N distinct keys, SMS card (each replaces)',
      REPLACED_ORDER,
      OTP_CARD,
      COPIES,
      COPIES,
    ),
  );
  // ...but with a card that debits at once only the first can pay; the rest are repeats.
  storms.push(
    await distinctKeyStorm(
      origin,
      'N distinct keys, instant-debit card',
      REPLACED_ORDER,
      INSTANT_CARD,
      COPIES,
      1,
    ),
  );
} finally {
  await app.close();
}

console.info(phaseTable(phases));
for (const phase of phases) {
  if (phase.errors > 0 || phase.requests === 0) {
    failed = true;
    console.error(`  ${phase.phase}: ${phase.errors} errors`, phase.errorSamples);
  }
}

console.info(`\nConcurrent duplicate commits (all N sent at once; one connection each)\n`);
console.info(stormTable(storms));
for (const storm of storms) {
  if (!stormPassed(storm)) {
    failed = true;
    console.error(`  ${storm.scenario}:`, storm.unexpected.slice(0, 5));
  }
}

const commitStorms = storms.filter((storm) => !storm.scenario.includes('confirm'));
const confirmStorms = storms.filter((storm) => storm.scenario.includes('confirm'));
const total = (items: StormResult[], pickCount: (storm: StormResult) => number) =>
  items.reduce((sum, storm) => sum + pickCount(storm), 0);
const calls: Record<string, number> = {
  'commit 00': total(commitStorms, (storm) => storm.expectedAccepted),
  'commit 800005': total(commitStorms, (storm) => storm.sent - storm.expectedAccepted),
  'confirm 00': total(confirmStorms, (storm) => storm.expectedAccepted),
  'confirm 800005': total(confirmStorms, (storm) => storm.sent - storm.expectedAccepted),
};
const checks = checkDataFile(dataFile, {
  paid: [ONE_SMS_ORDER, INSTANT_ORDER, REPLACED_ORDER],
  attempts: {
    [ONE_SMS_ORDER]: { success: 1 },
    [INSTANT_ORDER]: { success: 1 },
    [REPLACED_ORDER]: { cancelled: COPIES, success: 1 },
  },
  smsSent: { [ONE_SMS_ORDER]: 1 },
  calls,
  before,
});
console.info('\nSQLite data after the run (file reopened)\n');
for (const check of checks) {
  if (!check.ok) failed = true;
  console.info(`${check.ok ? 'ok  ' : 'FAIL'}  ${check.name.padEnd(44)} ${check.detail}`);
}

rmSync(dir, { recursive: true, force: true });

console.info(
  `\nServer rendering under a burst: ${PAGES} page loads at once per mode, ${PAGE_ROUNDS} rounds (on and off alternate), through the compiled app server in proxy mode, the sandbox as its own process\n`,
);
const renderRows = await runServerRenderLoad({
  distDir: 'dist',
  concurrency: PAGES,
  rounds: PAGE_ROUNDS,
  screens: LOAD_SCREENS,
  conditions: ['quiet', 'noisy'],
});
console.info(renderLoadTable(renderRows));
for (const failure of [...renderLoadFailures(renderRows), ...renderBudgetMisses(renderRows)]) {
  failed = true;
  console.error(`  ${failure}`);
}

console.info(
  `\nSlow uploads: other borrowers' API calls and pages (16 at a time, ${SECONDS} s each) on an idle replica, then beside ${UPLOADS} uploads trickling a byte every 2 s\n`,
);
const attack = await runSlowUploadAttack({
  distDir: 'dist',
  uploads: UPLOADS,
  seconds: SECONDS,
  concurrency: 16,
});
console.info(attackTable(attack));
for (const failure of attackFailures(attack)) {
  failed = true;
  console.error(`  ${failure}`);
}

clearTimeout(watchdog);
console.info(failed ? '\nLOAD TEST FAILED' : '\nAll load checks passed.');
process.exitCode = failed ? 1 : 0;
