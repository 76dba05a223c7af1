import { APP_STARTED } from '../lib/rendered-page/page-attributes';

/**
 * A form in markup rendered before the app (by the build or the server) is painted before the app that handles it has started
 * (./start-after-paint.ts). Submitted then, the browser would send it itself: a reload to the
 * same address with what the visitor typed (a name, a phone number) in its query, which ends up
 * in history and server logs, and the typing is lost. Until the app has started, a submission
 * does nothing; the visitor's input stays in the fields for the app to take over.
 */
export function holdSubmissionsUntilAppStarts(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      if (!doc.documentElement.hasAttribute(APP_STARTED)) event.preventDefault();
    },
    true,
  );
}
