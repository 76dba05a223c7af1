import { postToNative } from '../bridge/native-bridge';
import type { LinkTarget } from './client-event';
import { showRefusedLink } from './refused-link-store';
import { reportRefusedLink } from './report-refused-link';
import { guardUrl, type Refused } from './url-guard';

export type OpenResult = 'page' | 'native' | 'blocked';

export interface OpenOptions {
  /** Replace the current page instead of adding a history entry. */
  replace?: boolean;
  /**
   * Offer 'Copy link' when the host is refused. Off for links that carry the borrower's session
   * (the loan detail link): those must not land on the clipboard.
   */
  offerCopy?: boolean;
}

/**
 * A refused link is never a silent dead button: the borrower gets the refused-link dialog (copy
 * the link when that makes sense, call customer service) and ops get a redacted report.
 */
export function refuseLink(link: Refused, target: LinkTarget, offerCopy = true): void {
  reportRefusedLink({ target, scheme: link.scheme, host: link.host, reason: link.reason });
  showRefusedLink(offerCopy ? link.copyUrl : undefined);
}

function openNative(url: string): OpenResult {
  if (postToNative('openPage', { url })) return 'native';
  // Outside the app a phone or mail link still works; an app link has nowhere to go.
  if (/^(tel|mailto):/i.test(url)) {
    window.location.href = url;
    return 'native';
  }
  showRefusedLink();
  return 'blocked';
}

/**
 * Follows a server-provided link through the URL guard: http(s) links on the allow-list load in
 * the page (replacing it when asked), app, phone and mail links go to the native bridge, and
 * anything else is refused with the dialog.
 */
export function openServerLink(raw: unknown, options: OpenOptions = {}): OpenResult {
  const link = guardUrl(raw);
  if (link.kind === 'page') {
    if (options.replace) window.location.replace(link.url);
    else window.location.assign(link.url);
    return 'page';
  }
  if (link.kind === 'native') return openNative(link.url);
  refuseLink(link, 'link', options.offerCopy ?? true);
  return 'blocked';
}

/**
 * A link that must open in the native app (SPEC.md section 5: a product link that does not start
 * with http): only the app's scheme, tel: and mailto: reach the bridge; the rest is refused.
 */
export function openNativeLink(raw: unknown): OpenResult {
  const link = guardUrl(raw);
  if (link.kind === 'native') return openNative(link.url);
  if (link.kind === 'page') {
    refuseLink({ kind: 'blocked', reason: 'scheme', scheme: '', host: '' }, 'link', false);
    return 'blocked';
  }
  refuseLink(link, 'link', false);
  return 'blocked';
}
