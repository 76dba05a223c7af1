import { guardFrameUrl, type Refused } from '../../lib/links/url-guard';

/**
 * How the forced agreement pop-up shows its page: in the frame when the frame check allows it,
 * else as a link to open (through the URL guard) or copy. This is the one place the frame check
 * lives: `guard` is today's URL guard; a frame-specific host check replaces it here.
 */
export function forcedAgreementView(
  raw: string,
  guard: (url: string) => { kind: 'frame'; url: string } | Refused = guardFrameUrl,
):
  | { kind: 'none' }
  | { kind: 'frame'; url: string }
  | { kind: 'link'; url: string; refused: Refused } {
  const url = raw.trim();
  if (url === '') return { kind: 'none' };
  const link = guard(url);
  return link.kind === 'frame'
    ? { kind: 'frame', url: link.url }
    : { kind: 'link', url, refused: link };
}

/**
 * The frame's sandbox tokens. A page from another origin keeps that origin
 * (`allow-same-origin`): with an opaque origin WebKit matches none of the page's own `'self'` CSP
 * sources and drops its stylesheet. It still runs no script, submits no form and cannot navigate
 * the app. A page on the app's own origin stays opaque: that token would hand it the app's origin.
 * docs/decisions/loan-confirm-agreement-frame-origin.md.
 */
export function agreementFrameSandbox(
  frameUrl: string,
  appOrigin: string = window.location.origin,
): '' | 'allow-same-origin' {
  return new URL(frameUrl, appOrigin).origin === appOrigin ? '' : 'allow-same-origin';
}
