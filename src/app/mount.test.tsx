import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED, MARKUP_STALE } from '../lib/rendered-page/page-attributes';
import { mountApp } from './mount';
import { mayHydrate } from '../lib/rendered-page/stale-mark';

const PRERENDERED = '<h1>Privacy Policy</h1>';

function prerenderedRoot(path: string): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.renderedFor = path;
  container.innerHTML = PRERENDERED;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(MARKUP_STALE);
  document.documentElement.removeAttribute(APP_STARTED);
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
});

describe('whether the markup in #root may be hydrated', () => {
  it('yes for the same path in any case or trailing slash, when nobody found it stale', () => {
    const root = prerenderedRoot('/policy');
    expect(mayHydrate(root, '/Policy')).toBe(true);
    expect(mayHydrate(root, '/POLICY/')).toBe(true);
  });

  it('no for another path, markup found stale, or a root without the mark', () => {
    const root = prerenderedRoot('/policy');
    expect(mayHydrate(root, '/loanDetail')).toBe(false);
    document.documentElement.setAttribute(MARKUP_STALE, '');
    expect(mayHydrate(root, '/Policy')).toBe(false);
    document.documentElement.removeAttribute(MARKUP_STALE);
    delete root.dataset.renderedFor;
    expect(mayHydrate(root, '/Policy')).toBe(false);
  });
});

describe('mounting the app', () => {
  it('hydrates the prerendered page (the same nodes stay) and marks the page as started', async () => {
    window.history.replaceState(null, '', '/Policy');
    document.documentElement.lang = 'en';
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
    expect(document.documentElement.hasAttribute(MARKUP_STALE)).toBe(false);
    expect(document.documentElement.hasAttribute(APP_STARTED)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders fresh when the markup is for another reader, removing it first', async () => {
    window.history.replaceState(null, '', '/Policy');
    document.documentElement.lang = 'fil';
    document.documentElement.setAttribute(MARKUP_STALE, '');
    const root = prerenderedRoot('/policy');
    mountApp(root, <h1>Patakaran sa privacy</h1>, {});
    // Before React's first commit, nothing of the English markup is left to show.
    expect(root.innerHTML).toBe('');
    expect(root.dataset.renderedFor).toBeUndefined();
    expect(document.documentElement.hasAttribute(MARKUP_STALE)).toBe(false);
    await act(async () => {
      await Promise.resolve();
    });
    expect(root.textContent).toBe('Patakaran sa privacy');
  });
});
