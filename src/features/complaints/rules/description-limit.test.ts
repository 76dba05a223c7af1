import { describe, expect, it } from 'vitest';
import {
  applyDescriptionInput,
  countCharacters,
  descriptionCounter,
  MAX_DESCRIPTION,
} from './description-limit';

describe('description limit', () => {
  it('counts characters as the borrower sees them', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('Salamat po')).toBe(10);
    expect(countCharacters('ok 😀')).toBe(4);
    expect(descriptionCounter('abc')).toBe('3/200');
    expect(descriptionCounter('')).toBe('0/200');
  });

  it('accepts input up to 200 characters unchanged', () => {
    const text = 'a'.repeat(MAX_DESCRIPTION);
    expect(applyDescriptionInput(text.slice(1), text)).toBe(text);
  });

  it('ignores a character typed past 200', () => {
    const full = 'b'.repeat(MAX_DESCRIPTION);
    expect(applyDescriptionInput(full, `${full}c`)).toBe(full);
    expect(descriptionCounter(applyDescriptionInput(full, `${full}c`))).toBe('200/200');
  });

  it('keeps only what fits of a long paste at the end', () => {
    const start = 'x'.repeat(190);
    const result = applyDescriptionInput(start, `${start}${'y'.repeat(50)}`);
    expect(result).toBe(`${start}${'y'.repeat(10)}`);
  });

  it('cuts a paste in the middle without losing the text after the caret', () => {
    const previous = `${'a'.repeat(100)}${'z'.repeat(95)}`;
    const next = `${'a'.repeat(100)}${'P'.repeat(20)}${'z'.repeat(95)}`;
    const result = applyDescriptionInput(previous, next);
    expect(result).toBe(`${'a'.repeat(100)}PPPPP${'z'.repeat(95)}`);
    expect(countCharacters(result)).toBe(200);
  });

  it('cuts a pasted text that alone is longer than the limit', () => {
    const result = applyDescriptionInput('', 'q'.repeat(500));
    expect(result).toBe('q'.repeat(200));
  });

  it('never splits an emoji', () => {
    const previous = 'a'.repeat(199);
    const result = applyDescriptionInput(previous, `${previous}😀😀`);
    expect(result).toBe(`${previous}😀`);
    expect(countCharacters(result)).toBe(200);
  });
});
