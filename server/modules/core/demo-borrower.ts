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

export function demoQuery(extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...DEMO_SESSION, ...extra }).toString();
}
