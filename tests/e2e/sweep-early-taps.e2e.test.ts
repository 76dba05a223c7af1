import type { Frame, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SCREEN_NAMES } from '../../src/app/screen-facts';
import { SCREENS } from '../../src/app/screen-manifest';
import { browserSuite, type Phone } from '../setup/browser';
import { eventually } from '../setup/expect-page';
import { holdTheApp } from '../setup/hold-app';
import { slowPhone } from '../setup/phone-profile';
import { appStarted, overlaysUp, pageIdle, watchRequests } from '../setup/settle';
import { sweepTargets } from '../setup/sweep';
import { CONTROL } from '../../src/paint-guard/control-identity';

/*
 * Issue 41: every server-rendered and prerendered screen, tapped the moment its controls show,
 * before its app has started (held back, on the slow phone), as borrowers tap. The screen's
 * first control that needs the app (src/paint-guard/control-identity.ts) is tapped twice on the
 * painted page and must do exactly what one tap on the started app does: the same calls, bridge
 * messages, addresses, pop-ups, windows and notes, no fewer (a lost tap) and no more (a doubled
 * one). Other controls are tapped early in the journeys' own files (Pay: early-taps-pay).
 */
const suite = browserSuite(() => ({ serverRender: true }));

const painted = new Set<string>(
  SCREEN_NAMES.filter((screen) => SCREENS[screen].paint.by !== 'shell'),
);
const targets = sweepTargets().filter((target) => painted.has(target.screen));

/** Records what a tap may do that a test cannot read from the page once it is done. */
const RECORD = `
  window.__notes = [];
  new MutationObserver(() => {
    for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
      const text = region.textContent.replace(/\\s+/g, ' ').trim();
      if (text && !window.__notes.includes(text)) window.__notes.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });`;

/** What the page did in its life: what one tap changes is what must match. */
interface Effects {
  calls: string[];
  bridge: string[];
  addresses: string[];
  /** The pop-ups and sheets open at the end, by title. */
  open: string[];
  /** The page's language and each control's pressed, expanded or selected state at the end. */
  states: string[];
  notes: string[];
  windows: number;
}

function watchEffects(phone: Phone) {
  const calls: string[] = [];
  const addresses: string[] = [];
  let windows = 0;
  phone.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  phone.page.on('framenavigated', (frame) => {
    if (frame !== phone.page.mainFrame()) return;
    const url = new URL(frame.url());
    const address = `${url.origin === new URL(suite.url('/')).origin ? '' : url.origin}${url.pathname}`;
    if (addresses.at(-1) !== address) addresses.push(address);
  });
  phone.context.on('page', () => {
    windows += 1;
  });
  return async (): Promise<Effects> => {
    const read = () =>
      phone.page.evaluate(() => ({
        open: [...document.querySelectorAll('dialog[open]')].map((dialog) => {
          const label = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
          return (label ?? dialog).textContent?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
        }),
        notes: (window as unknown as { __notes?: string[] }).__notes ?? [],
        states: [
          `lang=${document.documentElement.lang}`,
          ...[
            ...document.querySelectorAll(
              '#root [aria-pressed], #root [aria-expanded], #root [aria-selected]',
            ),
          ].map((control) => {
            const state = ['aria-pressed', 'aria-expanded', 'aria-selected']
              .map((name) => control.getAttribute(name) ?? '')
              .join('');
            return `${control.textContent?.replace(/\s+/g, ' ').trim().slice(0, 30)}=${state}`;
          }),
        ],
      }));
    // A tap that reloads the page (a language chosen) may still be loading it: read the new one.
    let recorded: Awaited<ReturnType<typeof read>> | undefined;
    for (let attempt = 1; !recorded; attempt += 1) {
      recorded = await read().catch((error: unknown) => {
        if (attempt >= 5) throw error;
        return undefined;
      });
      if (!recorded) await settled(phone);
    }
    return {
      // What a tap asks the lender to do, each time; what it reads, once (a read the app made
      // once for two reasons, at its start and for the tap, is the same read).
      calls: [...new Set(calls.filter((call) => call.startsWith('GET ')))]
        .concat(calls.filter((call) => !call.startsWith('GET ')))
        .sort(),
      bridge: phone.bridge.map((message) => message.action),
      addresses,
      open: recorded.open,
      states: recorded.states,
      notes: [...recorded.notes].sort(),
      windows,
    };
  };
}

/** The first control that needs the app, as the painted page shows it (in an open pop-up if any). */
function paintedControl(page: Page): Promise<string | undefined> {
  return page.evaluate(
    ({ selector }) => {
      if (!document.getElementById('root')?.hasAttribute('data-rendered-for')) return undefined;
      const scope = document.querySelector('dialog[open]') ?? document.getElementById('root');
      const shown = [...(scope?.querySelectorAll<HTMLElement>(selector) ?? [])].filter(
        (control) => {
          const box = control.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.height > 0 &&
            box.top < window.innerHeight &&
            !control.matches(':disabled') &&
            control.getAttribute('aria-disabled') !== 'true' &&
            // The choice already made (the page's language) shows nothing when tapped again.
            control.getAttribute('aria-pressed') !== 'true'
          );
        },
      );
      const [first] = shown;
      return first && `${first.localName} ${first.textContent?.replace(/\s+/g, ' ').trim()}`;
    },
    { selector: CONTROL },
  );
}

/** Marks the control painted as `name` (the `paintedControls` wording) and returns its locator. */
async function control(page: Page, name: string) {
  await eventually(
    () =>
      page.evaluate(
        ({ name, selector }) => {
          for (const old of document.querySelectorAll('[data-sweep-tap]'))
            old.removeAttribute('data-sweep-tap');
          const scope = document.querySelector('dialog[open]') ?? document;
          const found = [...scope.querySelectorAll<HTMLElement>(selector)].find(
            (item) => `${item.localName} ${item.textContent?.replace(/\s+/g, ' ').trim()}` === name,
          );
          found?.setAttribute('data-sweep-tap', '');
          return found !== undefined;
        },
        { name, selector: CONTROL },
      ),
    `${name} is not on the page`,
  ).toBe(true);
  return page.locator('[data-sweep-tap]');
}

/**
 * Waits until `fact` holds in the page, longer than a check's usual wait: the slow phone, beside
 * the suite's other browsers. A page between documents is a "not yet".
 */
async function onSlowPhone(page: Page, fact: () => boolean, message: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(fact).catch(() => false), { timeout: 30_000, interval: 100, message })
    .toBe(true);
}

/**
 * The app has started, the taps it kept are carried out, and what they set off has finished, on
 * the page the borrower is on at the end. The requests are watched from before the tap
 * (`requests`): a watch begun after it misses the screen's code already on its way, and would
 * read the page before the next screen made its call. A tap that loads another document (a
 * language chosen reloads the page) goes round again on the new one, read once it is complete.
 */
async function settled(phone: Phone, requests = watchRequests(phone.page)): Promise<void> {
  let documents = 0;
  const count = (frame: Frame) => {
    if (frame === phone.page.mainFrame()) documents += 1;
  };
  phone.page.on('framenavigated', count);
  try {
    for (let round = 1; ; round += 1) {
      const before = documents;
      await appStarted(phone.page).catch(() => undefined);
      await onSlowPhone(
        phone.page,
        () =>
          document.readyState === 'complete' &&
          !document.documentElement.hasAttribute('data-taps-waiting'),
        'the page did not load, or a kept tap was not carried out',
      );
      await requests.settled().catch(() => undefined);
      if (documents === before || round >= 5) return;
      requests = watchRequests(phone.page);
    }
  } finally {
    phone.page.off('framenavigated', count);
  }
}

/** One tap on the started app. */
async function tapLive(url: string, name: string): Promise<Effects> {
  const phone = await suite.phone();
  const effects = watchEffects(phone);
  await phone.page.addInitScript(RECORD);
  await phone.page.goto(url);
  await appStarted(phone.page);
  await settled(phone);
  // The app's overlays are up (a toast the tap shows is seen), and the page has settled.
  await overlaysUp(phone.page);
  await pageIdle(phone.page);
  const target = await control(phone.page, name);
  const requests = watchRequests(phone.page);
  await target.tap();
  await settled(phone, requests);
  return effects();
}

/**
 * Two taps on the painted page's first control that needs the app, its app held back on the
 * slow phone, then the app let go; none when the page shows no such control (links only, or
 * the shell), whose app must still start.
 */
async function tapEarly(
  url: string,
): Promise<{ name: string; effects: Effects; shownTaken: boolean } | undefined> {
  const phone = await suite.phone();
  const effects = watchEffects(phone);
  await phone.page.addInitScript(RECORD);
  await slowPhone(phone.page);
  const release = await holdTheApp(phone.page);
  // The page's document is parsed while its app is held (the load event waits for it).
  await phone.page.goto(url, { waitUntil: 'domcontentloaded' });
  const name = await paintedControl(phone.page);
  if (!name) {
    release();
    await onSlowPhone(
      phone.page,
      () => document.documentElement.hasAttribute('data-app-started'),
      'the app did not start',
    );
    return undefined;
  }
  const target = await control(phone.page, name);
  for (let tap = 0; tap < 2; tap += 1) await target.tap();
  expect(
    await phone.page.evaluate(() => document.documentElement.hasAttribute('data-app-started')),
    'the app started before the tap',
  ).toBe(false);
  // Shown taken at once, by the paint guard.
  const shownTaken = (await target.getAttribute('aria-busy')) === 'true';
  const requests = watchRequests(phone.page);
  release();
  await settled(phone, requests);
  return { name, effects: await effects(), shownTaken };
}

/** Per screen: taps made at paint time, and how many did what a tap on the started app does. */
const tally = new Map<string, { made: number; acted: number }>();
afterAll(() => {
  const rows = [...tally].map(
    ([screen, { made, acted }]) => `${screen}: ${made - acted} lost of ${made}`,
  );
  console.info(`early taps (${rows.length} screens)\n${rows.join('\n')}`);
});

describe('a tap made the moment a painted screen shows acts exactly once', () => {
  for (const target of targets) {
    it(`${target.screen}`, async () => {
      const url = suite.url(target.url);
      const early = await tapEarly(url);
      const row = { made: 0, acted: 0 };
      tally.set(target.screen, row);
      if (!early) return;
      const live = await tapLive(url, early.name);
      row.made += 1;
      if (JSON.stringify(early.effects) === JSON.stringify(live)) row.acted += 1;
      expect.soft(early.effects, `${target.screen}: ${early.name}`).toEqual(live);
      expect.soft(early.shownTaken, `${target.screen}: ${early.name} shown taken`).toBe(true);
    });
  }
});
