import { language } from '../lib/i18n/language';
import { holdInstallOffer } from '../lib/pwa/install-store';
import { keepTapsUntilAppStarts } from './keep-taps';
import { openDialogsAsParsed } from './open-dialogs';
import { replayInputWhenAppStarts } from './replay-input';
import { startAppAfterPaint } from './start-after-paint';
import { judgeMarkup } from '../lib/rendered-page/hydration';

/*
 * The paint guard of every page that arrives with its markup, prerendered by the build or rendered
 * by the server (docs/decisions/first-paint.md). A tiny classic script the page loads,
 * render-blocking, first in <head>: it runs before the markup is parsed, so before it can paint.
 * It hides that markup (a rule in base.css) when it is not what this visitor will see
 * (`judgeMarkup`, the one rule):
 * - the page will show Filipino: the server chose by the cookie and Accept-Language, but the
 *   page also reads `lang` in the hash and the device's saved choice, which only the browser sees;
 * - the address is a legacy hash route (`/#/borrowDetail?…`): the server only saw `/`, and the
 *   app is about to open another screen;
 * - a server-rendered page names a storage key the device holds (card repayment for a loan with a
 *   payment attempt on this device: the screen shows that attempt instead;
 *   src/lib/rendered-page/stored-state.ts).
 * The app then renders fresh and lifts the guard (src/app/mount.ts). On markup that is shown, the
 * pop-ups the server rendered open are opened as they are parsed (./open-dialogs.ts), and what the
 * reader types or chooses before the app starts is given to the app (./replay-input.ts). The guard
 * also starts the app, once the page has painted (./start-after-paint.ts), and until then keeps
 * what the page cannot handle yet: a tap on a control that needs the app, carried out once when
 * it starts (./keep-taps.ts), and the browser's install offer. It is the
 * first thing in <head>, so its request goes out before the stylesheets (which block the first
 * paint anyway) and the scripts, and costs no extra round trip. On a page's variant for frames
 * (`data-start="stale"`) it starts the app only when the markup is stale.
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
