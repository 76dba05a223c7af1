import { describe, expect, it } from 'vitest';
import {
  captchaError,
  isValidMobile,
  limitMobileInput,
  mobileError,
  mobileToSend,
  refreshCaptchaError,
  registerError,
  sendSmsError,
  smsCodeError,
} from './registration-rules';

describe('mobile number', () => {
  it('accepts Philippine numbers in every usual form, spaces and dashes ignored', () => {
    for (const mobile of ['09171234567', '0917 123 4567', '+63 917-123-4567', '639171234567'])
      expect(isValidMobile(mobile), mobile).toBe(true);
  });

  it("still accepts the spec's 11 digits starting with 1 then 3 to 9", () => {
    for (const mobile of ['13312345678', '13912345678', '19999999999']) {
      expect(isValidMobile(mobile), mobile).toBe(true);
    }
    for (const second of '3456789') expect(isValidMobile(`1${second}000000000`)).toBe(true);
  });

  it('refuses anything else with the spec message', () => {
    for (const mobile of [
      '',
      '1381234567',
      '138123456789',
      '10012345678',
      '12012345678',
      '0917123456',
      '08171234567',
      '2381234567x',
      '1381234567a',
    ]) {
      expect(mobileError(mobile), mobile).toBe('please enter the correct mobile number');
    }
    expect(mobileError('13812345678')).toBeNull();
    expect(mobileError('0917 123 4567')).toBeNull();
  });

  it('sends one form, 09XXXXXXXXX, whatever was typed', () => {
    expect(mobileToSend('+63 917 123 4567')).toBe('09171234567');
    expect(mobileToSend('0917-123-4567')).toBe('09171234567');
    expect(mobileToSend('13812345678')).toBe('13812345678');
  });

  it('limits the input to the longest accepted form with spaces, 16 characters', () => {
    expect(limitMobileInput('+63 917 123 4567 89')).toBe('+63 917 123 4567');
    expect(limitMobileInput('138')).toBe('138');
  });
});

describe('image captcha', () => {
  it('is required and at most 4 characters', () => {
    expect(captchaError('')).toBe('please enter the correct image captcha');
    expect(captchaError('   ')).toBe('please enter the correct image captcha');
    expect(captchaError('abcde')).toBe('please enter the correct image captcha');
    expect(captchaError('a')).toBeNull();
    expect(captchaError('aB3d')).toBeNull();
  });
});

describe('SMS code', () => {
  it('is required and at most 6 characters', () => {
    expect(smsCodeError('')).toBe('please enter the correct SMS code');
    expect(smsCodeError('1234567')).toBe('please enter the correct SMS code');
    expect(smsCodeError('123456')).toBeNull();
    expect(smsCodeError('1')).toBeNull();
  });
});

describe('form checks', () => {
  const good = { mobile: '13812345678', captcha: 'ab3d', smsCode: '123456' };

  it('checks mobile, then captcha, before sending the SMS code', () => {
    expect(sendSmsError({ ...good, mobile: '1', captcha: '' })).toBe(
      'please enter the correct mobile number',
    );
    expect(sendSmsError({ ...good, captcha: '' })).toBe('please enter the correct image captcha');
    expect(sendSmsError({ ...good, smsCode: '' })).toBeNull();
  });

  it('checks all three fields in order before registering', () => {
    expect(registerError({ ...good, mobile: '' })).toBe('please enter the correct mobile number');
    expect(registerError({ ...good, captcha: 'abcde' })).toBe(
      'please enter the correct image captcha',
    );
    expect(registerError({ ...good, smsCode: '' })).toBe('please enter the correct SMS code');
    expect(registerError(good)).toBeNull();
  });

  it('needs a mobile number to refresh the captcha', () => {
    expect(refreshCaptchaError('')).toBe('please enter the correct mobile number');
    expect(refreshCaptchaError('13812345678')).toBeNull();
  });
});
