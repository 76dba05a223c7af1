import { fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function renderAt(link: ReactNode) {
  render(
    <MemoryRouter initialEntries={['/loanDetail?orderId=PL1']}>
      {link}
      <Where />
    </MemoryRouter>,
  );
  return {
    link: screen.getByRole('link'),
    where: () => screen.getByRole('status').textContent,
  };
}

describe('Link', () => {
  it('is a real link to the path with its query, with its text and attributes', () => {
    const { link } = renderAt(
      <Link to="/repay?orderId=PL1&productId=1" className="primary" aria-describedby="hint">
        Repay
      </Link>,
    );
    expect(link.getAttribute('href')).toBe('/repay?orderId=PL1&productId=1');
    expect(link.textContent).toBe('Repay');
    expect(link.className).toBe('primary');
    expect(link.getAttribute('aria-describedby')).toBe('hint');
  });

  it('a plain tap opens the screen in place (no page load) and adds a history entry', () => {
    const { link, where } = renderAt(<Link to="/repay?orderId=PL1">Repay</Link>);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(where()).toBe('/repay?orderId=PL1');
  });

  it('a tap with a modifier (open in a new tab) is left to the browser', () => {
    const { link, where } = renderAt(<Link to="/repay">Repay</Link>);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(link, tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(where()).toBe('/loanDetail?orderId=PL1');
  });

  it("runs the caller's onClick first; a prevented tap goes nowhere", () => {
    const onClick = vi.fn((event: ReactMouseEvent) => event.preventDefault());
    const { link, where } = renderAt(
      <Link to="/repay" onClick={onClick}>
        Repay
      </Link>,
    );
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/loanDetail?orderId=PL1');
  });
});
