import { language } from '../lib/i18n/language';
import { holdInstallOffer } from '../lib/pwa/install-store';
import { keepTapsUntilAppStarts } from './keep-taps';
import { openDialogsAsParsed } from './open-dialogs';
import { replayInputWhenAppStarts } from './replay-input';
import { startAppAfterPaint } from './start-after-paint';
import { judgeMarkup } from '../lib/rendered-page/hydration';

/*
 * The paint guard (docs/decisions/first-paint.md): a classic script, render-blocking and first in
 * <head>, so it runs before the markup can paint and its request costs no extra round trip. It
 * hides markup this reader will not see (the one rule, src/lib/rendered-page/hydration.ts) and the
 * app renders afresh (src/app/mount.ts). On shown markup it opens the server's pop-ups and keeps
 * input and taps for the app (./open-dialogs.ts, ./replay-input.ts, ./keep-taps.ts), and it starts
 * the app once the page has painted (./start-after-paint.ts).
 */
// The one rule (src/lib/rendered-page/hydration.ts), with what is known before the body is parsed.
const stale = !judgeMarkup({ language });
if (!stale) {
  openDialogsAsParsed();
  replayInputWhenAppStarts();
}
const guard = document.currentScript;
// A page's variant for frames (the privacy policy's text alone) is read, not used: its app starts
// only to render the page again for a reader the markup is not for.
const startsWhenStaleOnly = guard instanceof HTMLScriptElement && guard.dataset.start === 'stale';
if (stale || !startsWhenStaleOnly) {
  // Hidden markup is no paint to wait for: the app renders the page, so it starts at once.
  startAppAfterPaint(guard, !stale);
  keepTapsUntilAppStarts();
  holdInstallOffer();
}
