import { describe, expect, it } from 'vitest';
import { boundCardId, cardBinding, cardBindingOf } from './card-binding';

const cards = [{ id: '1' }, { id: '2' }, { id: '3' }];

describe('binding a card from the card repayment page', () => {
  it('hands over the ids of the cards listed, and reads them back from history state', () => {
    const state = cardBinding(cards);
    expect(state).toEqual({ cardsBefore: ['1', '2', '3'] });
    // As the history keeps it: a structured clone.
    expect(cardBindingOf(structuredClone(state))).toEqual(state);
  });

  it.each([null, undefined, 'x', {}, { cardsBefore: 'x' }, { cardsBefore: [1, 2] }])(
    'reads no binding from another state (%o)',
    (state) => {
      expect(cardBindingOf(state)).toBeUndefined();
    },
  );

  it('chooses the card that was not listed before (the newest of several), else none', () => {
    const binding = cardBinding(cards);
    expect(boundCardId([...cards, { id: '7' }], binding)).toBe('7');
    expect(boundCardId([{ id: '8' }, ...cards, { id: '9' }], binding)).toBe('9');
    expect(boundCardId(cards, binding)).toBeUndefined();
    // The same account bound again leaves the list with a new id: it is the new one.
    expect(boundCardId([{ id: '1' }, { id: '3' }, { id: '4' }], binding)).toBe('4');
  });
});
