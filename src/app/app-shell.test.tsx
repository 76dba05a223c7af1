import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hideToast, showToast } from '../lib/toast/toast';
import { AppShell } from './app-shell';

function renderShell() {
  return render(
    <MemoryRouter initialEntries={['/loanDetail']}>
      <AppShell>
        <h1>Loan details</h1>
      </AppShell>
    </MemoryRouter>,
  );
}

// Compiled once up front: the test decides nothing by how fast the test runner transforms a file.
beforeAll(() => import('./app-overlays'));
afterEach(() => hideToast());

describe('AppShell', () => {
  it('renders the screen without the overlays first, so the first paint does not wait for their code', async () => {
    renderShell();
    expect(screen.getByRole('heading', { name: 'Loan details' })).toBeTruthy();
    // The toaster's live region is one of the overlays: not there on the first render, there after.
    // (A closed popover, so looked up by attribute: role queries skip what is not shown.)
    const liveRegion = () => document.querySelector('[role="status"][aria-live="polite"]');
    expect(liveRegion()).toBeNull();
    await waitFor(() => expect(liveRegion()).not.toBeNull());
  });

  it('mounts the overlays after the first paint and shows a toast asked for before they arrived', async () => {
    renderShell();
    showToast('Copied');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });
});
