/**
 * One small interface over three automation protocols, so each borrower journey is written once
 * and run in Chromium (playwright-core / CDP), WebKit (WebKitWebDriver, WebDriver classic) and
 * Gecko (puppeteer-core, WebDriver BiDi). What the protocols share is little: navigation, script,
 * a native click on an element, typing, a file input and a screenshot. Everything else (finding
 * by role and name, waiting) is done in the page by one script (find-in-page.ts), the same in
 * every engine.
 */
export type EngineName = 'chromium' | 'webkit' | 'firefox';

/** A click the engine refused before it reached the page: the element went, or something covers it. */
const NOT_CLICKED =
  /stale element|no such element|not interactable|click intercepted|detached|not attached|not visible|covered/i;

/**
 * Clicks once: true when the click was made. A click the engine refused before it reached the
 * page is not made, and the tap is tried again. Any other failure (a time-out, the navigation
 * the click started) may come after the click reached the page, where a second click would land
 * on whatever the next page shows at that spot: counted as made, and the journey's next step
 * says whether the tap worked.
 */
export async function clickOnce(click: () => Promise<unknown>): Promise<boolean> {
  try {
    await click();
    return true;
  } catch (error) {
    return !NOT_CLICKED.test(String(error));
  }
}

/** What to find: an element by its role and accessible name, or any element by its text. */
export interface Target {
  role?:
    'button' | 'link' | 'heading' | 'tab' | 'checkbox' | 'textbox' | 'dialog' | 'img' | 'radio';
  /** The accessible name (role given) or the text (no role); a string matches exactly. */
  name: string | RegExp;
  /** Only inside the dialog or region of this accessible name. */
  within?: string;
}

/** A target serialised for the page (a RegExp does not cross a protocol). */
export interface TargetQuery {
  role?: Target['role'];
  text?: string;
  source?: string;
  flags?: string;
  within?: string;
}

export function queryOf(target: Target): TargetQuery {
  const { role, name, within } = target;
  return typeof name === 'string'
    ? { role, text: name, within }
    : { role, source: name.source, flags: name.flags, within };
}

export function describeTarget(target: Target): string {
  const where = target.within ? ` in "${target.within}"` : '';
  return `${target.role ?? 'text'} ${String(target.name)}${where}`;
}

/** A page's function and its JSON arguments; it runs in the page, so it closes over nothing. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface Driver {
  readonly engine: EngineName;
  /** Navigates and waits for the document to have loaded. */
  goto(url: string): Promise<void>;
  /** The browser's own Back (not `history.back()` from script). */
  back(): Promise<void>;
  url(): Promise<string>;
  /** Evaluates a script expression in the page (awaiting a promise); its value comes back as JSON. */
  run<R>(expression: string): Promise<R>;
  /** Evaluates an expression inside the frame of the first iframe matching the selector. */
  runInFrame<R>(iframeSelector: string, expression: string): Promise<R>;
  /**
   * A native click (the engine's own input events, a user gesture) on the first visible element
   * the target finds; false when none is found yet.
   */
  tapIfThere(target: Target): Promise<boolean>;
  /** Types into the text field the target finds (it is emptied first). */
  typeIfThere(target: Target, text: string): Promise<boolean>;
  /** Sets a file on the first file input (hidden or not) inside the target's scope. */
  chooseFile(selector: string, path: string): Promise<void>;
  /** A PNG of the viewport; undefined where the engine could not take one. */
  screenshot(): Promise<Buffer | undefined>;
  /** The engine's own offline switch, where its protocol has one. */
  setOffline?(offline: boolean): Promise<void>;
  /** Errors the page reported (uncaught errors), where the protocol reports them. */
  readonly pageErrors?: string[];
  close(): Promise<void>;
}

/** One running browser: a fresh, empty profile (Driver) per journey. */
export interface Engine {
  readonly name: EngineName;
  newDriver(options: DriverOptions): Promise<Driver>;
  close(): Promise<void>;
}

export interface DriverOptions {
  /** Allow the service worker (blocked otherwise where the engine lets us, as the e2e suite does). */
  serviceWorkers: boolean;
}

/** The phone every engine shows: the e2e suite's 360x740 (tests/setup/browser.ts). */
export const PHONE = { width: 360, height: 740 } as const;

/** Each engine stands for the phones that use it: an iPhone's WebKit, Firefox on Android. */
export const USER_AGENTS: Record<EngineName, string> = {
  chromium:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  webkit:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0',
};

export const TIME_ZONE = 'Asia/Manila';

/**
 * Builds the page script `fn(...args)` as one expression. A transform that keeps function names
 * (esbuild's, under tsx) calls a `__name` helper the page does not have: it is given one.
 */
export function expressionOf<A extends unknown[], R>(fn: PageFunction<A, R>, args: A): string {
  return `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((target) => target)`;
}
