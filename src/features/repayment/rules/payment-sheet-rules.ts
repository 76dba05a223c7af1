import type { InputOf } from '../../../contract/endpoint';
import type { generateVcode } from '../../../contract/repayment';
import type { Channel } from '../api/repayment-types';

/** Which screen asks for the voucher: only a rollover sends isDelay = 1 (SPEC.md section 3). */
export type RepayKind = 'instalment' | 'rollover';

export type VoucherPayload = InputOf<typeof generateVcode>;

/** The first channel is selected when the sheet opens. */
export function defaultChannel(channels: readonly Channel[]): string | null {
  return channels[0]?.channel_number ?? null;
}

/** A selection that is still in the list, else the default (the list can change on reload). */
export function selectedChannel(
  channels: readonly Channel[],
  chosen: string | null,
): string | null {
  if (chosen !== null && channels.some((channel) => channel.channel_number === chosen))
    return chosen;
  return defaultChannel(channels);
}

export function voucherPayload(input: {
  kind: RepayKind;
  productId: string;
  orderId: string;
  amount: number;
  channelNumber: string;
}): VoucherPayload {
  const payload: VoucherPayload = {
    productId: input.productId,
    orderId: input.orderId,
    amount: input.amount,
    channelNumber: input.channelNumber,
  };
  if (input.kind === 'rollover') payload.isDelay = 1;
  return payload;
}
