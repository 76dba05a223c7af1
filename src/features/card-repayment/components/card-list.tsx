import { CheckMark } from '../../../components/check-mark/check-mark';
import { cardRepaymentStrings as t } from '../../../strings/card-repayment';
import type { BankCard } from '../api/repayment-way';
import styles from './card-list.module.css';

/** The borrower's bank cards as a radio group; nothing is chosen until the borrower taps one. */
export function CardList({
  cards,
  selectedId,
  onSelect,
}: {
  cards: readonly BankCard[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{t.chooseCard}</legend>
      {cards.length === 0 ? <p className={styles.empty}>{t.noCards}</p> : null}
      {cards.map((card) => {
        const checked = card.id === selectedId;
        return (
          <label key={card.id} className={styles.card} data-checked={checked}>
            <input
              type="radio"
              name="bank-card"
              className="visually-hidden"
              value={card.id}
              checked={checked}
              onChange={() => onSelect(card.id)}
            />
            <span className={styles.icon} aria-hidden="true">
              {card.bankCode.slice(0, 3)}
            </span>
            <span className={styles.text}>
              <span className={styles.bank}>{card.bankName}</span>
              <span className={styles.number}>{card.cardNo}</span>
            </span>
            <CheckMark checked={checked} />
          </label>
        );
      })}
    </fieldset>
  );
}
