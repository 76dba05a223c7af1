import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../setup/free-port';
import {
  clickOnce,
  expressionOf,
  PHONE,
  queryOf,
  TIME_ZONE,
  USER_AGENTS,
  type Driver,
  type Engine,
  type Target,
} from './driver';
import { findInPage } from './find-in-page';
import { WebDriverSession, startWebDriverServer } from './webdriver-classic';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/**
 * MiniBrowser's toolbar (URL entry and buttons) would keep its window at least 447 px wide, so
 * the page would be laid out wider than a phone: a GTK 3 stylesheet, read from the profile's
 * XDG_CONFIG_HOME, lets the toolbar shrink to nothing.
 */
const GTK_CSS = `
toolbar, toolbar *, entry, button, box { min-width: 0; min-height: 0; padding: 0; margin: 0; border: 0; }
entry { font-size: 1px; }
`;

/** Starts Xvfb on a display of its own (`-displayfd` picks a free one) and returns it. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(
    XVFB_PATH,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const pipe = child.stdio[3];
  if (!pipe) throw new Error('Xvfb gave no display pipe');
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    pipe.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${String(code)})`)));
  });
  return { display, process: child };
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver classic), under Xvfb. Each
 * driver is a session, that is a fresh MiniBrowser with an ephemeral profile, so journeys share
 * nothing. `pageLoadStrategy: 'none'`: with the default, a Back from another site's page waits
 * for a load event the driver never sees and wedges the session; the driver waits for the
 * document itself (see `goto`).
 */
export async function startWebKit(): Promise<Engine> {
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  mkdirSync(join(home, 'config', 'gtk-3.0'), { recursive: true });
  writeFileSync(join(home, 'config', 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const xvfb = await startXvfb();
  const server = await startWebDriverServer(WEBKIT_DRIVER_PATH, await freePort(), {
    ...process.env,
    DISPLAY: xvfb.display,
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CACHE_HOME: join(home, 'cache'),
    TZ: TIME_ZONE,
    LANG: 'en_PH.UTF-8',
    WEBKIT_DISABLE_COMPOSITING_MODE: '1',
    WEBKIT_DISABLE_DMABUF_RENDERER: '1',
  });
  return {
    name: 'webkit',
    async newDriver() {
      const session = await WebDriverSession.create(server.url, {
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: ['--automation', `--user-agent=${USER_AGENTS.webkit}`],
        },
      });
      try {
        await fitWindow(session);
      } catch (error) {
        // A session left open would count against WebKitWebDriver's one active session.
        await session.close();
        throw error;
      }
      return webkitDriver(session);
    },
    async close() {
      await server.close();
      xvfb.process.kill();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/**
 * Sizes the window so the page's viewport is the phone's 360x740: the toolbar (and a download
 * bar, once a download has happened) take height from the window, so the window is made taller
 * by what they take.
 */
async function fitWindow(session: WebDriverSession): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    const [width, height] = await session.execute<[number, number]>(
      'return [innerWidth, innerHeight]',
    );
    if (width === PHONE.width && height === PHONE.height) return;
    // A window not laid out yet reports no size: ask again.
    if (!(width > 0 && height > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    const rect = await session.windowRect();
    const next = {
      width: rect.width + PHONE.width - width,
      height: rect.height + PHONE.height - height,
    };
    // On a busy machine the window may report its rect before it is mapped (0 or no size),
    // which would ask for an invalid size: ask again.
    if (!(rect.width > 0 && rect.height > 0 && next.width > 0 && next.height > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    await session.setWindowRect(next);
  }
}

const MARK = '__enginesPreviousDocument';

/** How long a screenshot (an artifact, not a check) may take before it is skipped. */
const SCREENSHOT_LIMIT_MS = 8_000;

function webkitDriver(session: WebDriverSession): Driver {
  // WebDriver scrolls an element only until its bottom edge shows, where a screen's fixed footer
  // covers it; a borrower scrolls it well into view: to the middle.
  const element = (target: Target) =>
    session.findByScript(
      `const found = ${expressionOf(findInPage, [queryOf(target)])};
      if (found) found.scrollIntoView({ block: 'center' });
      return found;`,
    );
  /** Waits until the document that replaced the marked one has loaded. */
  const loaded = async () => {
    // Generous: a busy machine (two engines side by side) slows MiniBrowser's loads a lot.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = await session
        .execute<boolean>(`return !window.${MARK} && document.readyState === 'complete'`)
        .catch(() => false);
      if (ready) return;
      if (Date.now() > deadline) throw new Error('the page did not load within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    engine: 'webkit',
    async goto(url) {
      await session.execute(`window.${MARK} = true`).catch(() => undefined);
      await session.navigate(url);
      await loaded();
      await fitWindow(session);
    },
    async back() {
      await session.back();
    },
    url: () => session.currentUrl(),
    run: (expression) => session.executeAsync(expression),
    async runInFrame<R>(selector: string, expression: string) {
      const frame = await session.findByScript(
        `return document.querySelector(${JSON.stringify(selector)})`,
      );
      if (!frame) throw new Error(`no ${selector}`);
      await session.switchToFrame(frame);
      try {
        return await session.executeAsync<R>(expression);
      } finally {
        await session.switchToParentFrame();
      }
    },
    async tapIfThere(target) {
      const found = await element(target);
      if (!found) return false;
      return clickOnce(() => session.click(found));
    },
    async typeIfThere(target, text) {
      const found = await element(target);
      if (!found) return false;
      await session.clear(found);
      await session.sendKeys(found, text);
      return true;
    },
    async chooseFile(selector, path) {
      const found = await session.findByScript(
        `return document.querySelector(${JSON.stringify(selector)})`,
      );
      if (!found) throw new Error(`no file input ${selector}`);
      await session.sendKeys(found, path);
    },
    // WebKitWebDriver never answers a screenshot of a page on another site (the gateway's, in a
    // new web process): the picture is skipped there, after a short wait, and the journey goes on.
    screenshot: () => session.screenshot(SCREENSHOT_LIMIT_MS).catch(() => undefined),
    close: () => session.close(),
  };
}
