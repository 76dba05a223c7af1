import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button/button';
import { Card, Screen } from '../../../components/screen/screen';
import { withFeedback } from '../../../lib/api/feedback';
import { showToast } from '../../../lib/toast/toast';
import { useTapGuard } from '../../../lib/react/use-tap-guard';
import { bankAccount } from '../../../strings/bank-account';
import { common } from '../../../strings/common';
import type { BankItem } from '../api/bind-card-init';
import { saveBindCard } from '../api/bind-card-save';
import {
  buildSavePayload,
  cardTypesOf,
  channelAfterChoice,
  DEFAULT_CARD_TYPE,
  initialCardType,
  initialChannelNumber,
  initialValues,
  isPicker,
  visibleItems,
  type FormValues,
} from '../bank-form-rules';
import { fieldError, formErrors } from '../field-input';
import { finishBinding, type BindingReturn } from '../finish-binding';
import { useKeyboardOpen } from '../use-keyboard-open';
import { CardTypeTabs, tabId } from './card-type-tabs';
import { PickerField } from './picker-field';
import { TextField } from './text-field';
import styles from './bank-form.module.css';

export interface BankFormProps {
  items: readonly BankItem[];
  productId: string;
  /** `cardType` from the address (the legacy #/addnormalcard link sends 1). */
  requestedCardType: string | null;
  /** Where a successful save leads (the order detail and the payment carry their order). */
  next: BindingReturn;
}

/**
 * The 'Payment account information' form built from the server's items; opened from the card
 * repayment page, the same form binds a card to pay with (docs/decisions/bank-card-for-paying.md).
 */
export function BankForm({ items, productId, requestedCardType, next }: BankFormProps) {
  const navigate = useNavigate();
  const idPrefix = useId();
  const formId = `${idPrefix}-form`;
  const panelId = `${idPrefix}-panel`;
  const paying = next.to === 'payment';
  // A card to pay with is a bank card or account: the e-wallet tab is the payout form's only.
  const [cardType, setCardType] = useState(() =>
    paying ? DEFAULT_CARD_TYPE : initialCardType(items, requestedCardType),
  );
  const [channel, setChannel] = useState(() => initialChannelNumber(items));
  const [values, setValues] = useState<FormValues>(() => initialValues(items));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, take, release } = useTapGuard();
  const keyboardOpen = useKeyboardOpen();
  const shown = visibleItems(items, cardType, channel);
  const fieldId = (code: string) => `${idPrefix}-field-${code}`;

  function update(item: BankItem, value: string) {
    setValues((current) => ({ ...current, [item.code]: value }));
    // An error already shown follows the input, so it disappears as soon as the value is right.
    setErrors((current) => {
      if (!(item.code in current)) return current;
      const error = fieldError(item, value);
      return Object.fromEntries(
        Object.entries({ ...current, [item.code]: error }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
    });
  }

  function choose(item: BankItem, name: string) {
    update(item, name);
    setChannel((current) => channelAfterChoice(item, name, current));
  }

  function switchCardType(next: number) {
    setCardType(next);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!take()) return;
    const found = formErrors(shown, values);
    setErrors(found);
    const [firstInvalid] = Object.keys(found);
    if (firstInvalid !== undefined) {
      release();
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    try {
      await withFeedback(
        () =>
          saveBindCard(
            buildSavePayload(items, values, cardType, channel, productId),
            next.to === 'loanDetail',
          ),
        { loadingText: common.loading },
      );
    } catch {
      // The toast shows the server's message; everything typed stays for another try.
      release();
      return;
    }
    if (paying) showToast(bankAccount.payingSaved);
    finishBinding(next, (url, state) => void navigate(url, { replace: true, state }));
  }

  const cardTypes = paying ? [DEFAULT_CARD_TYPE] : cardTypesOf(items);
  return (
    <Screen
      title={paying ? bankAccount.payingTitle : bankAccount.title}
      footer={
        keyboardOpen ? undefined : (
          <Button type="submit" form={formId} block busy={busy}>
            {bankAccount.next}
          </Button>
        )
      }
    >
      {cardTypes.length > 1 ? (
        <CardTypeTabs
          cardTypes={cardTypes}
          value={cardType}
          onChange={switchCardType}
          panelId={panelId}
          idPrefix={idPrefix}
        />
      ) : null}
      <div
        id={panelId}
        role={cardTypes.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={cardTypes.length > 1 ? tabId(idPrefix, cardType) : undefined}
      >
        <Card>
          <p className={styles.intro}>{paying ? bankAccount.payingIntro : bankAccount.intro}</p>
          <form
            id={formId}
            className={styles.form}
            noValidate
            onSubmit={(event) => void submit(event)}
          >
            {shown.length === 0 ? <p>{bankAccount.noItems}</p> : null}
            {shown.map((item) =>
              isPicker(item) ? (
                <PickerField
                  key={item.code}
                  item={item}
                  id={fieldId(item.code)}
                  value={values[item.code] ?? ''}
                  error={errors[item.code]}
                  onChange={(name) => choose(item, name)}
                />
              ) : (
                <TextField
                  key={item.code}
                  item={item}
                  id={fieldId(item.code)}
                  value={values[item.code] ?? ''}
                  error={errors[item.code]}
                  onChange={(value) => update(item, value)}
                />
              ),
            )}
          </form>
        </Card>
      </div>
    </Screen>
  );
}
