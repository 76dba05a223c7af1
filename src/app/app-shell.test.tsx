import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FirstScreenCommit } from '../lib/react/first-screen-commit';
import { hideToast, showToast } from '../lib/toast/toast';
import { AppShell } from './app-shell';

/** The shell around a screen whose code arrives when the test says (as a lazy screen's would). */
function renderShell() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: () => ReactElement }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>Loan details</h1> });
  });
  const Screen = lazy(() => code);
  render(
    <MemoryRouter initialEntries={['/loanDetail']}>
      <AppShell>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
          <FirstScreenCommit />
        </Suspense>
      </AppShell>
    </MemoryRouter>,
  );
  return { arrive };
}

// Compiled once up front: the test decides nothing by how fast the test runner transforms a file.
beforeAll(() => import('./app-overlays'));
afterEach(() => hideToast());

// The first screen is committed once per page (module state): one test, before any commit.
describe('AppShell', () => {
  it('asks for the overlays only once the first screen has been committed, and shows a toast asked for before they arrived', async () => {
    const { arrive } = renderShell();
    // The toaster's live region is one of the overlays (a closed popover, so looked up by
    // attribute: role queries skip what is not shown).
    const liveRegion = () => document.querySelector('[role="status"][aria-live="polite"]');
    await screen.findByText('Loading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(liveRegion()).toBeNull();
    showToast('Copied');
    await act(async () => arrive());
    await screen.findByRole('heading', { name: 'Loan details' });
    await waitFor(() => expect(liveRegion()).not.toBeNull());
    expect(await screen.findByText('Copied')).toBeTruthy();
  });
});
