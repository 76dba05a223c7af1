import { useRef, type KeyboardEvent } from 'react';
import { bankAccount } from '../../../strings/bank-account';
import styles from './card-type-tabs.module.css';

export interface CardTypeTabsProps {
  cardTypes: readonly number[];
  value: number;
  onChange: (cardType: number) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

export function tabId(idPrefix: string, cardType: number): string {
  return `${idPrefix}-tab-${cardType}`;
}

/** The card-type switcher as ARIA tabs: arrows, Home and End move between them. */
export function CardTypeTabs({ cardTypes, value, onChange, panelId, idPrefix }: CardTypeTabsProps) {
  const refs = useRef(new Map<number, HTMLButtonElement>());

  function move(event: KeyboardEvent<HTMLButtonElement>) {
    const index = cardTypes.indexOf(value);
    const last = cardTypes.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % cardTypes.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + cardTypes.length) % cardTypes.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const cardType = cardTypes[next];
    if (cardType === undefined) return;
    event.preventDefault();
    onChange(cardType);
    refs.current.get(cardType)?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label={bankAccount.cardTypeTabs}>
      {cardTypes.map((cardType) => {
        const selected = cardType === value;
        return (
          <button
            key={cardType}
            ref={(node) => {
              if (node) refs.current.set(cardType, node);
              else refs.current.delete(cardType);
            }}
            id={tabId(idPrefix, cardType)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(cardType)}
            // On each tab, the element that has focus (roving tabindex), not on the tablist.
            onKeyDown={move}
          >
            {bankAccount.cardTypeName(cardType)}
          </button>
        );
      })}
    </div>
  );
}
