import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-within';

describe('fitWithin', () => {
  it('scales the longest side down to 1600 px, keeping the shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1080, 2400)).toEqual({ width: 720, height: 1600 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 10)).toEqual({ width: 1600, height: 10 });
  });
});
