import { describe, expect, it } from 'vitest';
import type { BankItem } from './api/bind-card-init';
import {
  buildSavePayload,
  cardTypesOf,
  channelAfterChoice,
  DEFAULT_CARD_TYPE,
  DEFAULT_CHANNEL_NUMBER,
  enumTypeForName,
  initialCardType,
  initialChannelNumber,
  initialValues,
  isItemVisible,
  optionsOf,
  visibleItems,
} from './bank-form-rules';

function item(overrides: Partial<BankItem> & Pick<BankItem, 'code'>): BankItem {
  return {
    cate: 'text',
    title: overrides.code,
    subtitle: '',
    value: '',
    note: [],
    inputType: 'number',
    cardTypeMi: 0,
    channelNumber: '',
    ...overrides,
  };
}

/** A picker (cate 'enum') shown for one card type; its options, name → type, in order. */
function enumItem(
  code: string,
  cardTypeMi: number,
  inputType: string,
  options: Record<string, string>,
): BankItem {
  const note = Object.entries(options).map(([name, type]) => ({ name, type }));
  return item({ code, cate: 'enum', inputType, cardTypeMi, note });
}

const CHANNEL_ITEM = enumItem('channel_number', 1, 'channel', {
  InstaPay: '90006',
  PESONet: '90007',
});
const BANK_ITEM = enumItem('bank_code', 1, '', { 'BDO Unibank': 'BDO', Metrobank: 'MBTC' });
const WALLET_ITEM = enumItem('wallet_code', 2, 'number', { GCash: 'GCASH', Maya: 'PAYMAYA' });
const DAY_ITEM = item({ code: 'salary_day', cate: 'day' });

const FORM: BankItem[] = [
  CHANNEL_ITEM,
  BANK_ITEM,
  item({ code: 'account_no', cardTypeMi: 1 }),
  item({
    code: 'branch_city',
    cate: 'city-select',
    cardTypeMi: 1,
    channelNumber: '90007',
    note: [{ name: 'Makati', type: 'Makati' }],
  }),
  WALLET_ITEM,
  item({ code: 'wallet_no', inputType: 'phone', cardTypeMi: 2 }),
  item({ code: 'account_name', inputType: 'name', value: 'Maria Santos' }),
  DAY_ITEM,
];

describe('isItemVisible: every card type × cardTypeMi × item channel × chosen channel', () => {
  // [card type, cardTypeMi, item channelNumber, chosen channel, visible]
  const table: Array<[number, number, string, string, boolean]> = [
    // No channel restriction: only cardTypeMi decides.
    [1, 0, '', '90006', true],
    [1, 0, '', '90007', true],
    [1, 1, '', '90006', true],
    [1, 1, '', '90007', true],
    [1, 2, '', '90006', false],
    [1, 2, '', '90007', false],
    [2, 0, '', '90006', true],
    [2, 0, '', '90007', true],
    [2, 1, '', '90006', false],
    [2, 1, '', '90007', false],
    [2, 2, '', '90006', true],
    [2, 2, '', '90007', true],
    // Channel 90006 item: card type 1 only, and only while 90006 is chosen.
    [1, 0, '90006', '90006', true],
    [1, 0, '90006', '90007', false],
    [1, 1, '90006', '90006', true],
    [1, 1, '90006', '90007', false],
    [1, 2, '90006', '90006', false],
    [1, 2, '90006', '90007', false],
    [2, 0, '90006', '90006', false],
    [2, 0, '90006', '90007', false],
    [2, 1, '90006', '90006', false],
    [2, 1, '90006', '90007', false],
    [2, 2, '90006', '90006', false],
    [2, 2, '90006', '90007', false],
    // Channel 90007 item.
    [1, 0, '90007', '90006', false],
    [1, 0, '90007', '90007', true],
    [1, 1, '90007', '90006', false],
    [1, 1, '90007', '90007', true],
    [1, 2, '90007', '90006', false],
    [1, 2, '90007', '90007', false],
    [2, 0, '90007', '90006', false],
    [2, 0, '90007', '90007', false],
    [2, 1, '90007', '90006', false],
    [2, 1, '90007', '90007', false],
    [2, 2, '90007', '90006', false],
    [2, 2, '90007', '90007', false],
  ];

  it.each(table)(
    'card type %i, cardTypeMi %i, item channel "%s", chosen %s → %s',
    (cardType, cardTypeMi, channelNumber, chosen, visible) => {
      expect(isItemVisible(item({ code: 'x', cardTypeMi, channelNumber }), cardType, chosen)).toBe(
        visible,
      );
    },
  );

  it('covers all 36 combinations', () => {
    expect(new Set(table.map((row) => row.slice(0, 4).join('|'))).size).toBe(36);
  });
});

describe('visibleItems on the demo form', () => {
  const codes = (cardType: number, channel: string) =>
    visibleItems(FORM, cardType, channel).map((entry) => entry.code);

  // The codes shown, in order: channel 90007 adds the branch city; card type 2 ignores the channel.
  it.each([
    [1, '90006', 'channel_number bank_code account_no account_name salary_day'],
    [1, '90007', 'channel_number bank_code account_no branch_city account_name salary_day'],
    [2, '90007', 'wallet_code wallet_no account_name salary_day'],
    [2, '90006', 'wallet_code wallet_no account_name salary_day'],
  ])('card type %i on channel %s shows %s', (cardType, channel, shown) => {
    expect(codes(cardType, channel)).toEqual(shown.split(' '));
  });
});

describe('card types', () => {
  it('defaults are card type 1 and channel 90006', () => {
    expect(DEFAULT_CARD_TYPE).toBe(1);
    expect(DEFAULT_CHANNEL_NUMBER).toBe('90006');
  });
  it('tabs are card type 1 plus every restricted type', () => {
    expect(cardTypesOf(FORM)).toEqual([1, 2]);
    expect(cardTypesOf([item({ code: 'a' })])).toEqual([1]);
    expect(cardTypesOf([item({ code: 'a', cardTypeMi: 3 })])).toEqual([1, 3]);
  });
  it.each([
    [null, 1],
    ['1', 1],
    ['2', 2],
    ['3', 1],
    ['abc', 1],
    ['', 1],
  ])('cardType=%s in the address opens on %i', (requested, expected) => {
    expect(initialCardType(FORM, requested)).toBe(expected);
  });
});

describe('channel number', () => {
  const picker = CHANNEL_ITEM;
  it('starts on 90006 without a value, or on the value the server sends (type or name)', () => {
    expect(initialChannelNumber(FORM)).toBe('90006');
    expect(initialChannelNumber([{ ...picker, value: '90007' }])).toBe('90007');
    expect(initialChannelNumber([{ ...picker, value: 'PESONet' }])).toBe('90007');
    expect(initialChannelNumber([{ ...picker, value: '12345' }])).toBe('90006');
    expect(initialChannelNumber([])).toBe('90006');
  });
  it('choosing a channel sets it; choosing in another picker keeps it', () => {
    expect(channelAfterChoice(picker, 'PESONet', '90006')).toBe('90007');
    expect(channelAfterChoice(picker, 'InstaPay', '90007')).toBe('90006');
    expect(channelAfterChoice(BANK_ITEM, 'Metrobank', '90007')).toBe('90007');
  });
});

describe('values', () => {
  it('pre-fills from the server: pickers show the option name, the channel its default', () => {
    const values = initialValues([
      ...FORM.filter((entry) => entry.code !== 'bank_code'),
      { ...BANK_ITEM, value: 'MBTC' },
      item({ code: 'city', cate: 'city-select', value: 'Pasig', note: [] }),
      item({ code: 'pay_day', cate: 'day', value: '15' }),
    ]);
    expect(values).toMatchObject({
      channel_number: 'InstaPay',
      bank_code: 'Metrobank',
      account_no: '',
      account_name: 'Maria Santos',
      city: 'Pasig',
      pay_day: '15',
    });
  });
  it('maps an enum name back to its type, leaving an unknown name as is', () => {
    expect(enumTypeForName(WALLET_ITEM, 'Maya')).toBe('PAYMAYA');
    expect(enumTypeForName(WALLET_ITEM, 'Coins.ph')).toBe('Coins.ph');
  });
  it('day items offer 1 to 31 unless the server gives options', () => {
    expect(optionsOf(DAY_ITEM).map((option) => option.name)).toEqual(
      Array.from({ length: 31 }, (_, index) => String(index + 1)),
    );
    const custom = item({ code: 'd', cate: 'day', note: [{ name: '15', type: '15' }] });
    expect(optionsOf(custom)).toEqual([{ name: '15', type: '15' }]);
  });
});

describe('buildSavePayload', () => {
  const values = {
    channel_number: 'PESONet',
    bank_code: 'Metrobank',
    account_no: '001234567890',
    branch_city: 'Makati',
    wallet_code: 'Maya',
    wallet_no: '09171234567',
    account_name: '  Maria Santos ',
    salary_day: '15',
  };
  /** What either card type sends after its own items. */
  const shared = (cardType: number) => ({
    account_name: 'Maria Santos',
    salary_day: '15',
    cardType,
    product_id: '1',
  });

  it('bank account: visible items only, enum names mapped to types, cardType and product_id', () => {
    expect(buildSavePayload(FORM, values, 1, '90007', '1')).toEqual({
      channel_number: '90007',
      bank_code: 'MBTC',
      account_no: '001234567890',
      branch_city: 'Makati',
      ...shared(1),
    });
  });
  it('bank account on 90006 leaves out the 90007 item', () => {
    const payload = buildSavePayload(
      FORM,
      { ...values, channel_number: 'InstaPay' },
      1,
      '90006',
      '2',
    );
    expect(payload).not.toHaveProperty('branch_city');
    expect(payload).toMatchObject({ channel_number: '90006', product_id: '2', cardType: 1 });
  });
  it('e-wallet: wallet items, no bank items', () => {
    expect(buildSavePayload(FORM, values, 2, '90007', '1')).toEqual({
      wallet_code: 'PAYMAYA',
      wallet_no: '09171234567',
      ...shared(2),
    });
  });
  it('e-wallet: the mobile number goes in the one form the contract takes, 09XXXXXXXXX', () => {
    for (const typed of ['+639171234567', '639171234567', '09171234567'])
      expect(
        buildSavePayload(FORM, { ...values, wallet_no: typed }, 2, '90006', '1'),
      ).toMatchObject({ wallet_no: '09171234567' });
  });
  it('sends an empty string for a visible item with no value', () => {
    expect(buildSavePayload(FORM, {}, 2, '90006', '1')).toMatchObject({
      wallet_code: '',
      wallet_no: '',
    });
  });
  it('cardType and product_id cannot be overwritten by an item code', () => {
    const clash = [item({ code: 'cardType' }), item({ code: 'product_id' })];
    expect(buildSavePayload(clash, { cardType: '9', product_id: 'x' }, 1, '90006', '1')).toEqual({
      cardType: 1,
      product_id: '1',
    });
  });
});
