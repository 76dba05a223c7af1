import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductLogo } from './product-logo';

describe('ProductLogo', () => {
  it('is a decorative square of its size, and the name’s initials where the picture fails', async () => {
    const { container } = render(
      <ProductLogo
        className="logo"
        src="/images/products/product-1.svg"
        name="Cash Express"
        size={56}
      />,
    );
    const image = await waitFor(() => {
      const found = container.querySelector('img');
      if (!found) throw new Error('no picture yet');
      return found;
    });
    expect(image.getAttribute('alt')).toBe('');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['56', '56']);
    expect(image.getAttribute('class')).toBe('logo');
    fireEvent.error(image);
    expect(container.querySelector('[data-image-failed]')?.textContent).toBe('CE');
  });
});
