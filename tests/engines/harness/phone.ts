import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_WAIT_MS, imagesSettled } from '../../setup/images';
import { artifactsDir } from '../../setup/paths';
import type { Sandbox } from '../../setup/sandbox';
import {
  describeTarget,
  expressionOf,
  type Driver,
  type EngineName,
  type PageFunction,
  type Target,
  queryOf,
} from '../driver/driver';
import { findInPage } from '../driver/find-in-page';
import type { SwitchableFront } from './switchable-front';

/** Longest a journey waits for something the borrower would see. */
const WAIT_MS = 20_000;

export interface Servers {
  /** The app's origin as the browsers see it (the switchable front). */
  app: string;
  /** The foreign origin: the gateway, partner and agreement pages, the lender's images. */
  foreign: string;
  sandbox: Sandbox;
  front: SwitchableFront;
}

/**
 * What a journey holds: one engine's fresh browser profile, spoken to as a borrower acts (go,
 * see, tap, type, read), every step waiting for its condition rather than for a time.
 */
export class Phone {
  constructor(
    readonly driver: Driver,
    readonly servers: Servers,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  /** Opens a path of the app (or a full URL). */
  async goto(path: string): Promise<void> {
    await this.driver.goto(path.startsWith('http') ? path : `${this.servers.app}${path}`);
  }

  async path(): Promise<string> {
    const url = new URL(await this.driver.url());
    return url.pathname;
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.url());
  }

  /** Polls `fn` in the page until it returns something truthy, and returns that. */
  until<A extends unknown[], R>(
    what: string,
    fn: PageFunction<A, R>,
    ...args: A
  ): Promise<NonNullable<R>> {
    return this.poll(what, () => this.evaluate(fn, ...args));
  }

  /** Polls `probe` until it returns something truthy (for at most `waitMs`), and returns that. */
  async poll<R>(what: string, probe: () => Promise<R>, waitMs = WAIT_MS): Promise<NonNullable<R>> {
    const deadline = Date.now() + waitMs;
    let last: unknown;
    for (;;) {
      // A page between documents cannot run scripts: that is a "not yet".
      const value = await probe().catch((error: unknown) => {
        last = error;
        return undefined;
      });
      if (value) return value;
      if (Date.now() > deadline) {
        const reason = last instanceof Error ? ` (last error: ${last.message})` : '';
        throw new Error(
          `${this.engine}: waited ${String(waitMs)} ms for ${what}${reason}${await this.where()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits until the target is on the screen. */
  async see(target: Target | string | RegExp): Promise<void> {
    const full = typeof target === 'string' || target instanceof RegExp ? { name: target } : target;
    await this.poll(describeTarget(full), () => this.has(full));
  }

  /** Waits until the target has left the screen. */
  async gone(target: Target): Promise<void> {
    await this.poll(`${describeTarget(target)} gone`, async () => !(await this.has(target)));
  }

  /** Whether the target is on the screen now. */
  has(target: Target): Promise<boolean> {
    return this.driver.run(`${expressionOf(findInPage, [queryOf(target)])} !== null`);
  }

  /** Runs `fn` in the page with JSON arguments; its result comes back as JSON. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return this.driver.run(expressionOf(fn, args));
  }

  /** Waits for the target, then taps it with the engine's own click. */
  async tap(target: Target): Promise<void> {
    await this.retry(`tap ${describeTarget(target)}`, () => this.driver.tapIfThere(target));
  }

  async type(target: Target, text: string): Promise<void> {
    await this.retry(`type into ${describeTarget(target)}`, () =>
      this.driver.typeIfThere(target, text),
    );
  }

  /** Waits until the path is `path`. */
  async at(path: string): Promise<URL> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const url = await this.url().catch(() => undefined);
      if (url?.pathname === path) return url;
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: still at ${url?.href ?? '?'}, not ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The page's visible text, spaces collapsed. */
  text(): Promise<string> {
    return this.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim());
  }

  /**
   * Where a failed wait left the phone, for its message: the address and the start of the
   * page's text (a wait that timed out on a busy machine says what the borrower saw instead).
   */
  private async where(): Promise<string> {
    const answer = (async () => {
      const url = await this.driver.url().catch(() => '?');
      const text = await this.text().catch((error: unknown) => `(no text: ${String(error)})`);
      return `; the page was ${url}: "${text.slice(0, 300)}"`;
    })();
    const silent = new Promise<string>((resolve) =>
      setTimeout(() => resolve('; the page did not say where it was'), 5000).unref(),
    );
    return Promise.race([answer, silent]);
  }

  /** Saves a screenshot under test-results/screenshots/<engine>/<name>.png. */
  async snap(name: string): Promise<void> {
    const dir = join(artifactsDir, 'screenshots', this.engine);
    mkdirSync(dir, { recursive: true });
    await this.poll('images', () => this.evaluate(imagesSettled), IMAGE_WAIT_MS).catch(
      () => undefined,
    );
    const picture = await this.driver.screenshot();
    if (picture) writeFileSync(join(dir, `${name}.png`), picture);
  }

  /**
   * No network: the engine's own switch where its protocol has one (the page then also knows,
   * `navigator.onLine`), and in every engine the app's origin stops answering.
   */
  async offline(offline: boolean): Promise<void> {
    this.servers.front.offline = offline;
    await this.driver.setOffline?.(offline);
  }

  private async retry(what: string, step: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    let last: unknown;
    for (;;) {
      const done = await step().catch((error: unknown) => {
        last = error;
        return false;
      });
      if (done) return;
      if (Date.now() > deadline) {
        const reason = last instanceof Error ? ` (last error: ${last.message})` : '';
        throw new Error(
          `${this.engine}: could not ${what} within ${WAIT_MS} ms${reason}${await this.where()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
