import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED, PRERENDER_STALE } from '../lib/rendered-page/page-attributes';
import { mountApp } from './mount';
import { holdsPrerenderedPage } from '../lib/rendered-page/prerendered-root';

const PRERENDERED = '<h1>Privacy Policy</h1>';

function prerenderedRoot(path: string): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = path;
  container.innerHTML = PRERENDERED;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(PRERENDER_STALE);
  document.documentElement.removeAttribute(APP_STARTED);
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
});

describe('whether #root holds this page prerendered', () => {
  it('yes for the same path in any case or trailing slash, when the page shows English', () => {
    const root = prerenderedRoot('/policy');
    expect(holdsPrerenderedPage(root, '/Policy', 'en')).toBe(true);
    expect(holdsPrerenderedPage(root, '/POLICY/', 'en')).toBe(true);
  });

  it('no for another path, a Filipino page, or a root without the mark', () => {
    const root = prerenderedRoot('/policy');
    expect(holdsPrerenderedPage(root, '/loanDetail', 'en')).toBe(false);
    expect(holdsPrerenderedPage(root, '/Policy', 'fil')).toBe(false);
    delete root.dataset.prerendered;
    expect(holdsPrerenderedPage(root, '/Policy', 'en')).toBe(false);
  });
});

describe('mounting the app', () => {
  it('hydrates the prerendered page (the same nodes stay), lifts the paint guard and marks the page as started', async () => {
    window.history.replaceState(null, '', '/Policy');
    document.documentElement.lang = 'en';
    document.documentElement.setAttribute(PRERENDER_STALE, '');
    const root = prerenderedRoot('/policy');
    const heading = root.querySelector('h1');
    const errors = vi.spyOn(console, 'error');
    expect(document.documentElement.hasAttribute(APP_STARTED)).toBe(false);
    await act(async () => {
      mountApp(root, <h1>Privacy Policy</h1>, {});
      await Promise.resolve();
    });
    expect(root.querySelector('h1')).toBe(heading);
    expect(Object.keys(heading ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(document.documentElement.hasAttribute(PRERENDER_STALE)).toBe(false);
    expect(document.documentElement.hasAttribute(APP_STARTED)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders fresh when the markup is for another reader, removing it first', async () => {
    window.history.replaceState(null, '', '/Policy');
    document.documentElement.lang = 'fil';
    document.documentElement.setAttribute(PRERENDER_STALE, '');
    const root = prerenderedRoot('/policy');
    mountApp(root, <h1>Patakaran sa privacy</h1>, {});
    // Before React's first commit, nothing of the English markup is left to show.
    expect(root.innerHTML).toBe('');
    expect(root.dataset.prerendered).toBeUndefined();
    expect(document.documentElement.hasAttribute(PRERENDER_STALE)).toBe(false);
    await act(async () => {
      await Promise.resolve();
    });
    expect(root.textContent).toBe('Patakaran sa privacy');
  });
});
