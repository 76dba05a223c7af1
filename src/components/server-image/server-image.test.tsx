import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportRefusedLink } from '../../lib/links/report-refused-link';
import { ProductLogo } from './product-logo';
import { initials, ServerImage } from './server-image';

vi.mock('../../lib/links/report-refused-link', () => ({ reportRefusedLink: vi.fn() }));

/** The picture, once the link guard has let it show. */
const pictureIn = (container: HTMLElement) =>
  waitFor(() => {
    const found = container.querySelector('img');
    if (!found) throw new Error('no picture yet');
    return found;
  });

describe('ServerImage', () => {
  it("holds the picture's box, without an address, until the guard is here; then shows an allowed picture", async () => {
    const { container } = render(
      <ServerImage
        className="logo"
        src="/images/products/product-1.svg"
        alt=""
        width={44}
        height={44}
      />,
    );
    const pending = container.querySelector('[data-image-pending]');
    // The first render (before the guard has loaded once in this page) keeps the space.
    expect(pending).not.toBeNull();
    expect(pending?.getAttribute('class')).toBe('logo');
    expect([pending?.getAttribute('width'), pending?.getAttribute('height')]).toEqual(['44', '44']);
    expect(container.querySelector('img')).toBeNull();
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      `${window.location.origin}/images/products/product-1.svg`,
    );
    expect(container.querySelector('[data-image-pending]')).toBeNull();
  });

  it('leaves out a picture the link policy refuses, and reports it', async () => {
    const { container } = render(
      <ServerImage src="https://tracker.example/pixel.png" alt="" width={40} height={40} />,
    );
    await waitFor(() => expect(container.querySelector('[data-image-pending]')).toBeNull());
    expect(container.querySelector('img')).toBeNull();
    expect(reportRefusedLink).toHaveBeenCalledWith(
      expect.objectContaining({ target: 'image', host: 'tracker.example' }),
    );
  });

  it('shows nothing for an empty address', () => {
    const { container } = render(<ServerImage src=" " alt="" width={40} height={40} />);
    expect(container.innerHTML).toBe('');
  });

  it("shows the owner's initials, not an empty box, where the picture fails (offline, host down)", async () => {
    const { container } = render(
      <ServerImage
        className="logo"
        src="/images/products/product-1.svg"
        alt=""
        width={44}
        height={44}
        initialsOf="PesoLoan Plus"
      />,
    );
    fireEvent.error(await pictureIn(container));
    const failed = container.querySelector('[data-image-failed]');
    expect(failed?.textContent).toBe('PP');
    expect(failed?.getAttribute('class')).toBe('logo');
    expect([failed?.getAttribute('width'), failed?.getAttribute('height')]).toEqual(['44', '44']);
    expect(container.querySelector('img')).toBeNull();
  });

  it('takes the first letters of the first two words', () => {
    expect(initials('  cash  express ph ')).toBe('CE');
    expect(initials('Maya')).toBe('M');
    expect(initials('')).toBe('');
  });
});

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
    const image = await pictureIn(container);
    expect(image.getAttribute('alt')).toBe('');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['56', '56']);
    expect(image.getAttribute('class')).toBe('logo');
    fireEvent.error(image);
    expect(container.querySelector('[data-image-failed]')?.textContent).toBe('CE');
  });
});
