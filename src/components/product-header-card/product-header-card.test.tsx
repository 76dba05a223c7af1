import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { foldRows } from './fold-rows';
import { ProductHeaderCard } from './product-header-card';

const rows = [
  { text: 'Loan amount', value: '₱7000.00' },
  { text: 'Interest and fees', value: '₱650.00' },
  { text: 'Order number', value: 'PL2024170' },
];

describe('foldRows', () => {
  it('shows the first rows until expanded, and never folds without a limit', () => {
    expect(foldRows([1, 2, 3, 4], 2, false)).toEqual({ visible: [1, 2], foldable: true });
    expect(foldRows([1, 2, 3, 4], 2, true)).toEqual({ visible: [1, 2, 3, 4], foldable: true });
    expect(foldRows([1, 2], 2, false)).toEqual({ visible: [1, 2], foldable: false });
    expect(foldRows([1, 2, 3], undefined, false)).toEqual({ visible: [1, 2, 3], foldable: false });
  });
});

describe('ProductHeaderCard', () => {
  it("names its region and shows the product's name as a heading with every detail row", () => {
    render(<ProductHeaderCard label="Loan details" logo="" title="PesoLoan Plus" rows={rows} />);
    const card = screen.getByRole('region', { name: 'Loan details' });
    within(card).getByRole('heading', { name: 'PesoLoan Plus', level: 2 });
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Loan amount', 'Interest and fees', 'Order number']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['₱7000.00', '₱650.00', 'PL2024170']);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('folds to the first rows behind more, and hide folds them back', () => {
    render(
      <ProductHeaderCard
        label="Loan details"
        logo=""
        title="PesoLoan Plus"
        rows={rows}
        fold={{ after: 2, more: 'more', hide: 'hide' }}
      />,
    );
    expect(screen.getAllByRole('term')).toHaveLength(2);
    const more = screen.getByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getAllByRole('term')).toHaveLength(3);
    const hide = screen.getByRole('button', { name: 'hide' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(hide);
    expect(screen.getAllByRole('term')).toHaveLength(2);
  });

  it('shows a logo only from an allowed host, and holds its place with a tile otherwise', async () => {
    const { container, rerender } = render(
      <ProductHeaderCard label="Plan" logo="/images/products/product-1.svg" title="Plan" />,
    );
    // The link guard may arrive a moment after the first render (ServerImage).
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe(
        new URL('/images/products/product-1.svg', window.location.href).href,
      ),
    );
    rerender(<ProductHeaderCard label="Plan" logo="javascript:alert(1)" title="Plan" />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('adds a caption, a status badge, content above and below, at the level asked for', () => {
    render(
      <ProductHeaderCard
        label="Selected order"
        top={<h2>Selected order</h2>}
        logo=""
        title="Sulong Lending"
        caption="PL2024200"
        badge="Settled"
        headingLevel={3}
        testId="selected-order"
      >
        <ol aria-label="Plan rows">
          <li>Rollover fee</li>
        </ol>
      </ProductHeaderCard>,
    );
    const card = screen.getByTestId('selected-order');
    within(card).getByRole('heading', { name: 'Selected order', level: 2 });
    within(card).getByRole('heading', { name: 'Sulong Lending', level: 3 });
    within(card).getByText('PL2024200');
    within(card).getByText('Settled');
    within(card).getByRole('list', { name: 'Plan rows' });
    expect(within(card).queryByRole('term')).toBeNull();
  });
});
