import { spawn } from 'node:child_process';

/** The W3C key of an element reference in a WebDriver answer. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  id: string;
}

interface Answer {
  value?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Longest a command may go unanswered: above WebDriver's own 30 s script time-out, so a command
 * WebKitWebDriver never answers fails with its name rather than running out the test's time.
 */
const COMMAND_LIMIT_MS = 40_000;

async function call(
  url: string,
  method: string,
  body?: unknown,
  limitMs = COMMAND_LIMIT_MS,
): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(limitMs),
  }).catch((error: unknown) => {
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${String(error)}`);
  });
  const answer: unknown = await response.json();
  const value = isRecord(answer) ? (answer as Answer).value : undefined;
  if (!response.ok) {
    const message = isRecord(value)
      ? `${String(value.error)} ${String(value.message ?? '')}`
      : String(value);
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${message}`);
  }
  return value;
}

/** Starts a WebDriver server (WebKitWebDriver) on a loopback port and waits until it answers. */
export async function startWebDriverServer(
  binary: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(binary, [`--port=${String(port)}`, '--host=127.0.0.1'], {
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await call(`${url}/status`, 'GET').then(
      (value) => isRecord(value) && value.ready === true,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error(`${binary} exited (${String(child.exitCode)})`);
    if (Date.now() > deadline) throw new Error(`${binary} did not answer within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

/** The few WebDriver classic commands the journeys need. */
export class WebDriverSession {
  private constructor(private readonly base: string) {}

  static async create(server: string, capabilities: Record<string, unknown>) {
    const value = await call(`${server}/session`, 'POST', {
      capabilities: { alwaysMatch: capabilities },
    });
    if (!isRecord(value) || typeof value.sessionId !== 'string') {
      throw new Error('WebDriver gave no session');
    }
    return new WebDriverSession(`${server}/session/${value.sessionId}`);
  }

  private send(method: string, path: string, body?: unknown, limitMs?: number): Promise<unknown> {
    return call(`${this.base}${path}`, method, body, limitMs);
  }

  async navigate(url: string): Promise<void> {
    await this.send('POST', '/url', { url });
  }

  async back(): Promise<void> {
    await this.send('POST', '/back', {});
  }

  async currentUrl(): Promise<string> {
    return String(await this.send('GET', '/url'));
  }

  async execute<T>(script: string): Promise<T> {
    return (await this.send('POST', '/execute/sync', { script, args: [] })) as T;
  }

  /** Runs an expression that may be a promise and returns its JSON value or throws its error. */
  async executeAsync<T>(expression: string): Promise<T> {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => ${expression}).then(
        (value) => done({ ok: value === undefined ? null : value }),
        (error) => done({ error: String((error && error.stack) || error) }));`;
    const result = await this.send('POST', '/execute/async', { script, args: [] });
    if (isRecord(result) && 'error' in result) throw new Error(String(result.error));
    return (isRecord(result) ? result.ok : undefined) as T;
  }

  /** An element returned by a script, or null. */
  async findByScript(script: string): Promise<ElementRef | null> {
    const value = await this.send('POST', '/execute/sync', { script, args: [] });
    if (isRecord(value) && typeof value[ELEMENT_KEY] === 'string') {
      return { id: value[ELEMENT_KEY] };
    }
    return null;
  }

  async click(element: ElementRef): Promise<void> {
    await this.send('POST', `/element/${element.id}/click`, {});
  }

  async clear(element: ElementRef): Promise<void> {
    await this.send('POST', `/element/${element.id}/clear`, {});
  }

  async sendKeys(element: ElementRef, text: string): Promise<void> {
    await this.send('POST', `/element/${element.id}/value`, { text });
  }

  async switchToFrame(element: ElementRef): Promise<void> {
    await this.send('POST', '/frame', { id: { [ELEMENT_KEY]: element.id } });
  }

  async switchToParentFrame(): Promise<void> {
    await this.send('POST', '/frame/parent', {});
  }

  async windowRect(): Promise<{ width: number; height: number }> {
    const value = await this.send('GET', '/window/rect');
    if (!isRecord(value)) throw new Error('no window rect');
    return { width: Number(value.width), height: Number(value.height) };
  }

  async setWindowRect(rect: { width: number; height: number }): Promise<void> {
    await this.send('POST', '/window/rect', rect);
  }

  async screenshot(limitMs?: number): Promise<Buffer> {
    return Buffer.from(String(await this.send('GET', '/screenshot', undefined, limitMs)), 'base64');
  }

  async close(): Promise<void> {
    await this.send('DELETE', '');
  }
}
