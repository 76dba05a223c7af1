import { lazy, startTransition, Suspense, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED, TAPS_WAITING } from '../lib/rendered-page/page-attributes';
import { keepTapsUntilAppStarts, TAP_KEPT } from './keep-taps';

/** What the screen's handlers did, in order. */
let acted: string[] = [];

/** A screen with what a rendered page holds: a button, a tab by role, a form, a real link, a field. */
function Screen({ amount = '₱1,000', leaves = false }: { amount?: string; leaves?: boolean }) {
  const [tab, setTab] = useState('due');
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          acted.push(`pay ${amount}`);
          // As a tap that opens another screen does.
          if (leaves) window.history.pushState(null, '', '/next');
        }}
      >
        Pay {amount}
      </button>
      <span
        role="button"
        tabIndex={0}
        onClick={() => acted.push(`tab ${tab}`)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') acted.push(`tab ${tab}`);
        }}
      >
        Due
      </span>
      <button type="button" onClick={() => setTab('paid')}>
        Paid
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          acted.push('search');
        }}
      >
        <input aria-label="code" defaultValue="" />
        <button>Search</button>
      </form>
      <a href="/loanDetail">Loan</a>
    </main>
  );
}

/** A control whose code the browser may still be fetching (a pop-up's own chunk). */
function PayButton() {
  return (
    <button type="button" onClick={() => acted.push('pay ₱1,000')}>
      Pay ₱1,000
    </button>
  );
}

/** The Pay button as a part whose code arrives when `arrive` is called. */
function lateButton() {
  let arrive: () => void = () => undefined;
  const Late = lazy(
    () =>
      new Promise<{ default: typeof PayButton }>((resolve) => {
        arrive = () => resolve({ default: PayButton });
      }),
  );
  return { Late, arrive: () => arrive() };
}

const control = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('button, [role="button"], a, input')].find(
    (element) =>
      (element.textContent || element.getAttribute('aria-label')) === name ||
      element.textContent?.startsWith(`${name} `),
  ) as HTMLElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The screen's handlers did exactly this once the app could, and nothing more a moment later. */
async function expectActed(expected: string[]) {
  await vi.waitFor(() => expect(acted).toEqual(expected));
  await settle();
  expect(acted).toEqual(expected);
}

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

/** The page as the server sent it, its guard listening, and the app not started. */
function renderedPage(screen: ReactElement = <Screen />, carryOutLimitMs?: number): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(screen);
  document.body.append(root);
  keepTapsUntilAppStarts(document, carryOutLimitMs);
  return root;
}

/** What the entry does (src/app/mount.ts): hydrate as a transition, then say the app started. */
async function hydrate(root: HTMLElement, screen: ReactElement = <Screen />) {
  startTransition(() => {
    hydrateRoot(root, screen);
  });
  document.documentElement.setAttribute(APP_STARTED, '');
  await settle();
}

/** What the entry does with stale markup: remove it, render afresh, say the app started. */
async function renderAfresh(root: HTMLElement, screen: ReactElement) {
  root.replaceChildren();
  createRoot(root).render(screen);
  document.documentElement.setAttribute(APP_STARTED, '');
  await settle();
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(APP_STARTED);
  document.documentElement.removeAttribute(TAPS_WAITING);
  acted = [];
});

describe('a tap on a rendered page before its app starts', () => {
  it('does nothing in the browser, shows the control taken, and is carried out once the app hydrates', async () => {
    const root = renderedPage();
    const pay = control('Pay');
    expect(click(pay).defaultPrevented).toBe(true);
    expect(pay.getAttribute('aria-busy')).toBe('true');
    expect(pay.hasAttribute(TAP_KEPT)).toBe(true);
    expect(acted).toEqual([]);

    startTransition(() => {
      hydrateRoot(root, <Screen />);
    });
    document.documentElement.setAttribute(APP_STARTED, '');
    await Promise.resolve();
    // Hydrated and carried out in the same task as the app's start, not when React gets to it.
    expect(Object.keys(pay).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(acted).toEqual(['pay ₱1,000']);
    await settle();
    expect(acted).toEqual(['pay ₱1,000']);
    expect(pay.hasAttribute('aria-busy')).toBe(false);
    expect(pay.hasAttribute(TAP_KEPT)).toBe(false);
  });

  it('tapped again while waiting, acts once', async () => {
    const root = renderedPage();
    click(control('Pay'));
    expect(click(control('Pay')).defaultPrevented).toBe(true);

    await hydrate(root);
    await expectActed(['pay ₱1,000']);
    // The app's own from now on: each tap acts.
    control('Pay').click();
    expect(acted).toEqual(['pay ₱1,000', 'pay ₱1,000']);
  });

  it('taps on two controls are carried out in order, each once', async () => {
    const root = renderedPage();
    click(control('Due'));
    click(control('Pay'));
    click(control('Due'));
    expect(control('Pay').hasAttribute(TAP_KEPT)).toBe(true);
    await hydrate(root);
    await expectActed(['tab due', 'pay ₱1,000']);
  });

  it('a later tap is dropped when the first took the borrower elsewhere', async () => {
    const root = renderedPage(<Screen leaves />);
    click(control('Pay'));
    click(control('Due'));
    await hydrate(root, <Screen leaves />);
    await expectActed(['pay ₱1,000']);
    expect(window.location.pathname).toBe('/next');
    window.history.replaceState(null, '', '/');
  });

  it('waits for a control whose code is still on its way (the page says so, a tap on it adds nothing), then acts once', async () => {
    const { Late, arrive } = lateButton();
    const root = renderedPage(
      <Suspense fallback={null}>
        <PayButton />
      </Suspense>,
    );
    click(control('Pay'));
    await hydrate(
      root,
      <Suspense fallback={null}>
        <Late />
      </Suspense>,
    );
    // React would drop a click on a part it cannot hydrate yet: the tap waits for it.
    expect(acted).toEqual([]);
    expect(document.documentElement.hasAttribute(TAPS_WAITING)).toBe(true);
    expect(click(control('Pay')).defaultPrevented).toBe(true);
    arrive();
    await expectActed(['pay ₱1,000']);
    expect(document.documentElement.hasAttribute(TAPS_WAITING)).toBe(false);
    // The app's own from now on.
    control('Pay').click();
    expect(acted).toEqual(['pay ₱1,000', 'pay ₱1,000']);
  });

  it('Enter on a control by role is kept as its tap', async () => {
    const root = renderedPage();
    const due = control('Due');
    const key = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    due.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    expect(due.getAttribute('aria-busy')).toBe('true');
    await hydrate(root);
    await expectActed(['tab due']);
  });

  it('a form sent with Enter is not sent by the browser, and reaches the screen once', async () => {
    const root = renderedPage();
    const form = document.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(control('Search').getAttribute('aria-busy')).toBe('true');
    await hydrate(root);
    await expectActed(['search']);
  });

  it('leaves to the browser what works without the app: a real link, a field', async () => {
    const root = renderedPage();
    const link = control('Loan');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    expect(click(link).defaultPrevented).toBe(true);
    expect(link.hasAttribute(TAP_KEPT)).toBe(false);
    expect(click(control('code')).defaultPrevented).toBe(false);
    await hydrate(root);
    expect(acted).toEqual([]);
  });

  it('leaves alone what the page shows outside the app’s markup (the asset-failure notice)', async () => {
    const root = renderedPage();
    const retry = document.createElement('button');
    document.body.append(retry);
    expect(click(retry).defaultPrevented).toBe(false);
    expect(retry.hasAttribute(TAP_KEPT)).toBe(false);
    await hydrate(root);
  });

  it('after the app has started, a tap is the app’s own and kept by nobody', async () => {
    const root = renderedPage();
    await hydrate(root);
    control('Pay').click();
    expect(acted).toEqual(['pay ₱1,000']);
    expect(control('Pay').hasAttribute(TAP_KEPT)).toBe(false);
  });
});

describe('a kept tap where the app renders the page afresh (stale markup)', () => {
  it('goes to the same control when hydration finds the markup differs and renders it again', async () => {
    const root = renderedPage(
      <>
        <p>Rendered at 09:00</p>
        <Screen />
      </>,
    );
    click(control('Pay'));
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          <p>Rendered at 09:01</p>
          <Screen />
        </>,
        { onRecoverableError: () => undefined },
      );
    });
    document.documentElement.setAttribute(APP_STARTED, '');
    await expectActed(['pay ₱1,000']);
    expect(document.body.textContent).toContain('09:01');
  });

  it('goes to the same control in the new page, once', async () => {
    const root = renderedPage();
    click(control('Pay'));
    await renderAfresh(root, <Screen />);
    await expectActed(['pay ₱1,000']);
  });

  it('waits for a part the app renders again once its code has arrived, the rest shown meanwhile', async () => {
    const { Late, arrive } = lateButton();
    const root = renderedPage(
      <>
        <p>Loan details</p>
        <PayButton />
      </>,
    );
    click(control('Pay'));
    await renderAfresh(
      root,
      <>
        <p>Loan details</p>
        <Suspense fallback={null}>
          <Late />
        </Suspense>
      </>,
    );
    expect(document.documentElement.hasAttribute(TAPS_WAITING)).toBe(true);
    arrive();
    await expectActed(['pay ₱1,000']);
  });

  it('is dropped when the new page shows no such control in time, and nothing else happens', async () => {
    const root = renderedPage(<Screen />, 300);
    click(control('Pay'));
    // The same screen for another reader: another amount, so another control.
    await renderAfresh(root, <Screen amount="₱2,000" />);
    // The 300 ms run on real timers: wait past vi.waitFor's 1 s default, as a busy machine may.
    await vi.waitFor(
      () => expect(document.documentElement.hasAttribute(TAPS_WAITING)).toBe(false),
      { timeout: 4_000 },
    );
    expect(acted).toEqual([]);
    expect(document.querySelector(`[${TAP_KEPT}], [aria-busy]`)).toBeNull();
  });
});
