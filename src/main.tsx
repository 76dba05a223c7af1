import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import './styles/tokens.css';
import './styles/base.css';
import { applyTheme } from './app/apply-theme';
import { startLoaderCall } from './boot/start-loader-call';
import { resolveLegacyHash } from './app/legacy-hash';
import { AppRoutes } from './app/app-routes';
import { mountApp } from './app/mount';
import { setAsideMarkup } from './lib/rendered-page/stale-mark';
import { firstScreenLoaded } from './app/first-screen';
import { config } from './config/env';
import { LOADER_DATA_ID } from './lib/rendered-page/loader-markers';
import { isFilipino, language, rememberLanguage } from './lib/i18n/language';
import { whenIdle } from './lib/dom/when-idle';
import { captureInstallOffer } from './lib/pwa/install-store';
import { captureSession } from './lib/session/session';
import { rootErrorOptions, watchGlobalErrors } from './lib/vitals/report-errors';
import { applyFilipino } from './strings/localise';

const legacy = resolveLegacyHash(
  window.location.pathname,
  window.location.search,
  window.location.hash,
);
if (legacy) window.history.replaceState(null, '', legacy);

watchGlobalErrors();
captureInstallOffer();
applyTheme(config);
// Before the first render: a link for another borrower forgets the previous one's data here.
const session = captureSession(window.location.search);
// The screen's loader call leaves before its code is asked for, should the boot script (which
// usually starts it while this file is still downloading) not have run yet.
const early = startLoaderCall();

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
// A public page arrives prerendered: hydrate it (it is already painted), else render. Either
// way once the screen's own module is here (the HTML preloads it), so the first render does not
// suspend: the boot frame stays until the screen itself paints.
// A page the server rendered with its loader data first hands that data over (its own chunk, which
// the page preloads). That data, or the loader call started early, goes to SWR under the
// screen's key (its chunk travels with the screen's, which reads data through it): the first
// render then shows the same as the markup it hydrates, and nothing is asked twice.
const firstScreen = Promise.all([
  firstScreenLoaded(window.location.pathname),
  document.getElementById(LOADER_DATA_ID)
    ? import('./boot/page-loader-data').then(
        (page) => page.pageLoaderData(),
        // Without it the screen makes its own call: render afresh rather than hydrate.
        setAsideMarkup,
      )
    : early,
]).then(([screen, data]) => {
  const endpoint = screen?.dataEndpoint;
  if (!data || !endpoint) return app;
  return import('./lib/api/loader-data').then(
    (loaderData) => loaderData.withLoaderData(app, endpoint, data, session),
    // Without it the screen's hook makes the call itself.
    () => app,
  );
});
const render = () => void firstScreen.then((tree) => mountApp(container, tree, rootErrorOptions));

document.documentElement.lang = language;
rememberLanguage();
if (isFilipino) {
  // Filipino wording is in place before anything renders (and before any screen's code loads),
  // so nothing shows in English first. Should the pack fail to download, the page shows in
  // English rather than not at all (docs/decisions/i18n-filipino.md).
  void import('./strings/filipino')
    .then(
      (pack) => applyFilipino(pack.filipinoCatalogues),
      () => {
        document.documentElement.lang = 'en';
      },
    )
    .then(render);
} else {
  render();
}

/**
 * Runs `task` once the page has loaded and the first screen has its code and data: nothing the
 * borrower is not waiting for shares the link with what the first render needs (the paint guard
 * starts the entry itself, so `load` may well come first).
 */
const onLoad = (task: () => void) => {
  const run = () =>
    document.readyState === 'complete' ? task() : addEventListener('load', task, { once: true });
  void firstScreen.then(run, run);
};

// Field vitals and errors for ops, once the first screen is interactive and the main thread idle
// (its own chunk; its observers read the buffered entries, so starting late loses nothing).
const startVitals = () =>
  void import('./lib/vitals/start-vitals')
    .then((vitals) => vitals.startVitals())
    .catch(() => undefined);
onLoad(() => whenIdle(startVitals, 2000));

if (import.meta.env.PROD) {
  // Well after the first screen has its code and data, and in its own chunk: the worker (and,
  // once one is registered, workbox-window) never compete with what the borrower is waiting for.
  // An import cut short (the page left, the network gone) is tried again on the next load.
  const start = () =>
    void import('./lib/pwa/start-worker').then((pwa) => pwa.startWorker()).catch(() => undefined);
  onLoad(() => setTimeout(() => whenIdle(start, 4000, 2000), 1500));
}
