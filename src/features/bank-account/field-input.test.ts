import { describe, expect, it } from 'vitest';
import type { BankItem } from './api/bind-card-init';
import { fieldError, formErrors, isDigitOnly, isPhMobile, sanitizeInput } from './field-input';

function item(overrides: Partial<BankItem> & Pick<BankItem, 'code'>): BankItem {
  return {
    cate: 'text',
    title: 'Field',
    subtitle: '',
    value: '',
    note: [],
    inputType: '',
    cardTypeMi: 0,
    channelNumber: '',
    ...overrides,
  };
}

const account = item({ code: 'account_no', title: 'Bank account number', inputType: 'number' });
const wallet = item({ code: 'wallet_no', title: 'E-wallet mobile number', inputType: 'phone' });
const name = item({ code: 'account_name', title: 'Account holder name', inputType: 'name' });
const bank = item({ code: 'bank_code', title: 'Bank', cate: 'enum' });

describe('sanitizeInput', () => {
  it('strips every non-digit from bank text inputs (typed or pasted)', () => {
    expect(sanitizeInput(account, '0012-3456 7890')).toBe('001234567890');
    expect(sanitizeInput(account, 'abc１２3.4e5+')).toBe('345');
    expect(sanitizeInput(item({ code: 'x', inputType: '' }), 'A1b2')).toBe('12');
    expect(sanitizeInput(item({ code: 'x', inputType: 'text' }), 'A1b2')).toBe('12');
  });
  it('keeps a mobile number to the digits of its form, with a leading +', () => {
    expect(sanitizeInput(wallet, '0917 123 4567 89')).toBe('09171234567');
    expect(sanitizeInput(wallet, ' +63 917-123-4567 89')).toBe('+639171234567');
    expect(sanitizeInput(wallet, '63 917 123 4567 89')).toBe('639171234567');
    expect(sanitizeInput(wallet, '13812345678 9')).toBe('13812345678');
    expect(sanitizeInput(wallet, '09+17')).toBe('0917');
  });
  it('keeps letters in the name item, up to 60 characters', () => {
    expect(sanitizeInput(name, 'Ma. Niña Dela Cruz-Santos')).toBe('Ma. Niña Dela Cruz-Santos');
    expect(sanitizeInput(name, 'x'.repeat(70))).toHaveLength(60);
  });
  it('knows which items are digit-only', () => {
    expect([account, wallet, name, bank].map(isDigitOnly)).toEqual([true, true, false, false]);
  });
});

describe('validation', () => {
  it('every shown item is required, with a message naming it', () => {
    expect(fieldError(account, '')).toBe('Bank account number is required');
    expect(fieldError(name, '   ')).toBe('Account holder name is required');
    expect(fieldError(bank, '')).toBe('Please choose: Bank');
    expect(fieldError(account, '1234567890')).toBeUndefined();
    expect(fieldError(bank, 'BDO Unibank')).toBeUndefined();
  });
  it('a mobile-wallet number is a Philippine mobile number in any usual form', () => {
    expect(isPhMobile('09171234567')).toBe(true);
    expect(isPhMobile('+639171234567')).toBe(true);
    expect(isPhMobile('639171234567')).toBe(true);
    expect(isPhMobile('0917123456')).toBe(false);
    expect(isPhMobile('10171234567')).toBe(false);
    expect(isPhMobile('091712345678')).toBe(false);
    expect(fieldError(wallet, '0917123456')).toBe(
      'Enter an 11-digit mobile number starting with 09',
    );
    expect(fieldError(wallet, '09171234567')).toBeUndefined();
  });
  it('collects the errors of a form by code', () => {
    expect(
      formErrors([account, wallet, name], { wallet_no: '0817', account_name: 'Maria' }),
    ).toEqual({
      account_no: 'Bank account number is required',
      wallet_no: 'Enter an 11-digit mobile number starting with 09',
    });
  });
});
