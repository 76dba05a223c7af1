/**
 * Binding a new card from the card repayment page (docs/decisions/bank-card-for-paying.md): the
 * page hands the bank account screen the cards it listed, as history state (never in the
 * address, never in storage), and that screen hands the same state back with its return to the
 * page. The page then lists the cards afresh and chooses the one that was not there before.
 */
export interface CardBinding {
  /** The ids of the cards the page listed when the borrower left to bind one. */
  cardsBefore: string[];
}

/** The state the "Bind a new card" link carries. */
export function cardBinding(cards: ReadonlyArray<{ id: string }>): CardBinding {
  return { cardsBefore: cards.map((card) => card.id) };
}

/** The binding a history state carries back, or undefined (any other state, or none). */
export function cardBindingOf(state: unknown): CardBinding | undefined {
  if (typeof state !== 'object' || state === null || !('cardsBefore' in state)) return undefined;
  const { cardsBefore } = state;
  return Array.isArray(cardsBefore) && cardsBefore.every((id) => typeof id === 'string')
    ? { cardsBefore }
    : undefined;
}

/** The card bound meanwhile: the newest of the cards that were not listed before, if any. */
export function boundCardId(
  cards: ReadonlyArray<{ id: string }>,
  binding: CardBinding,
): string | undefined {
  return cards.filter((card) => !binding.cardsBefore.includes(card.id)).at(-1)?.id;
}
