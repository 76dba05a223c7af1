import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe({ seen }: { seen: boolean[] }) {
  const painted = useAfterFirstPaint();
  seen.push(painted);
  return <p>{painted ? 'after' : 'first'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true once that render has been committed', async () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe(false);
    expect(screen.getByText('first')).toBeTruthy();
    expect(await screen.findByText('after')).toBeTruthy();
  });
});
