/**
 * Per-client limits of the calls that send SMS, check a code or a captcha, move money or store
 * files (docs/decisions/security-rate-limits.md, sandbox-hooks-and-limits.md). Generous enough for
 * a borrower who mistypes, tight enough that guessing and SMS flooding stop; each e2e suite runs
 * its own sandbox, so the suites never reach them. The table is configuration, beside the
 * settings that adjust it, so settings/ reads it without importing limits/ (a layer above).
 */
export const RATE_LIMITS = {
  /** Card repayment commits (sendMsg 0), per borrower. */
  commit: { max: 60, windowSeconds: 600 },
  /** Card repayment SMS resends (sendMsg 1), per borrower. */
  resend: { max: 10, windowSeconds: 600 },
  /** SMS code confirmations, per borrower. */
  confirm: { max: 30, windowSeconds: 600 },
  /** Promotion SMS requests, per client address. */
  promotionSms: { max: 10, windowSeconds: 600 },
  /** Promotion sids and captcha images (each route its own budget), per client address. */
  captcha: { max: 120, windowSeconds: 600 },
  /** Promotion registrations, per client address. */
  register: { max: 20, windowSeconds: 600 },
  /**
   * Complaint photo uploads, per borrower: a full form (9 photos) three times over in ten
   * minutes, with room for a few that failed and were sent again.
   */
  upload: { max: 30, windowSeconds: 600 },
  /**
   * SMS to one phone (promotion codes by number, repayment codes by order), whatever address or
   * session asks, across replicas: SMS bombing and toll fraud stop, and five codes of five wrong
   * tries each are 25 guesses an hour at most. `SMS_PER_NUMBER_PER_HOUR` sets the number.
   */
  smsPerNumber: { max: 5, windowSeconds: 3600 },
  /**
   * The sandbox's other writes (events, clicks, accounts, scores, complaints, tokens, vouchers),
   * per call and borrower: one every two seconds for ten minutes, far beyond a borrower's taps
   * (../limits/sandbox-writes.ts).
   */
  record: { max: 300, windowSeconds: 600 },
  /** The promotion page's visit and click tracking, per call and client address. */
  visit: { max: 120, windowSeconds: 600 },
} as const;

export type RateLimitKind = keyof typeof RATE_LIMITS;

/**
 * Test-only override: `SANDBOX_RATE_LIMIT_MAX=2` makes every limit 2 calls per window (server
 * and browser tests of the 429 path), a large value lifts them (the load test). Read when the
 * routes are registered, so it applies to servers built after it is set.
 */
export const RATE_LIMIT_OVERRIDE_ENV = 'SANDBOX_RATE_LIMIT_MAX';
