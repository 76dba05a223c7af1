import { CheckMark } from '../../../components/check-mark/check-mark';
import { useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet/bottom-sheet';
import { Button } from '../../../components/button/button';
import { repaymentStrings } from '../../../strings/repayment';
import { repaymentSheetStrings as t } from '../../../strings/repayment-sheet';
import type { Channel } from '../api/repayment-types';
import { selectedChannel } from '../rules/payment-sheet-rules';
import styles from './payment-method-sheet.module.css';

export interface PaymentMethodSheetProps {
  open: boolean;
  onClose: () => void;
  channels: readonly Channel[];
  /** Requests the voucher for the chosen channel; the sheet stays locked while it runs. */
  onPay: (channelNumber: string) => void;
  busy: boolean;
}

/** The channels with a check mark on the selected one (the first by default), and 'Payment'. */
export function PaymentMethodSheet({
  open,
  onClose,
  channels,
  onPay,
  busy,
}: PaymentMethodSheetProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = selectedChannel(channels, chosen);
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={repaymentStrings.paymentMethod}
      showClose
      testId="payment-sheet"
    >
      <fieldset className={styles.list}>
        <legend className={styles.hint}>{t.sheetHint}</legend>
        {channels.map((channel) => {
          const checked = channel.channel_number === selected;
          return (
            <label key={channel.channel_number} className={styles.card} data-checked={checked}>
              <input
                type="radio"
                name="repay-channel"
                className="visually-hidden"
                value={channel.channel_number}
                checked={checked}
                onChange={() => setChosen(channel.channel_number)}
              />
              <img src={channel.logo} alt="" width={36} height={36} className={styles.logo} />
              <span className={styles.name}>{channel.name}</span>
              <CheckMark checked={checked} />
            </label>
          );
        })}
      </fieldset>
      <Button
        block
        busy={busy}
        disabled={selected === null}
        onClick={() => {
          if (selected !== null) onPay(selected);
        }}
      >
        {t.payment}
      </Button>
    </BottomSheet>
  );
}
