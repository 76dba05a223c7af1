/** The demo borrower every sandbox module's data belongs to; `npm start` prints a link with it. */
export const DEMO_SESSION = {
  deviceId: 'demo-device-01',
  appVersion: '3.2.0',
  userId: '10001',
  appName: 'pesoloan',
  sessionId: 'demo-session-10001',
  clientType: 'android',
  merchantNumber: 'M0001',
  mobilePhone: '09171234567',
} as const;

export const DEMO_BORROWER_NAME = 'Maria Santos';

/**
 * A second borrower with one order of their own, so the one-borrower-at-a-time rules (another
 * borrower's link in the same webview) can be exercised end to end: the same phone and app,
 * another user.
 */
export const SECOND_DEMO_SESSION = {
  ...DEMO_SESSION,
  userId: '10002',
  sessionId: 'demo-session-10002',
  mobilePhone: '09281234567',
} as const;

export const SECOND_DEMO_BORROWER_NAME = 'Jose Reyes';

export function demoQuery(
  extra: Record<string, string> = {},
  session: Record<string, string> = DEMO_SESSION,
): string {
  return new URLSearchParams({ ...session, ...extra }).toString();
}
