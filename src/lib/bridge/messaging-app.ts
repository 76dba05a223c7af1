/**
 * Messaging apps open links in their own in-app browser, which may lack service workers and
 * cannot install the PWA. Screens use this to suggest opening the page in the phone's browser.
 */
const MESSAGING_APPS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Messenger', /\bFB_IAB\b.*\bFBAN\/Orca|\bMessenger(?:ForiOS|Lite)?\b/i],
  ['Facebook', /\bFB_IAB\b|\bFBAN\/|\bFBAV\/|\bFB4A\b/i],
  ['Instagram', /\bInstagram\b/i],
  ['Line', /\bLine\/\d/i],
  ['Viber', /\bViber\b/i],
  ['WeChat', /\bMicroMessenger\b/i],
  ['TikTok', /\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b/i],
];

export function detectMessagingApp(userAgent: string = navigator.userAgent): string | null {
  for (const [name, pattern] of MESSAGING_APPS) {
    if (pattern.test(userAgent)) return name;
  }
  return null;
}

export function isMessagingAppBrowser(userAgent?: string): boolean {
  return detectMessagingApp(userAgent) !== null;
}
