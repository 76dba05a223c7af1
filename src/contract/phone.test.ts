import { describe, expect, it } from 'vitest';
import { isSentMobile, MOBILE_INPUT_MAX, normaliseMobile } from './phone';

describe('Philippine mobile numbers', () => {
  it('sends every accepted Philippine form as 09XXXXXXXXX', () => {
    for (const typed of [
      '09171234567',
      '0917 123 4567',
      '0917-123-4567',
      '+639171234567',
      '+63 917 123 4567',
      '+63-917-123-4567',
      '639171234567',
      '63 917 123 4567',
      ' 0917 123 4567 ',
    ]) {
      expect(normaliseMobile(typed), typed).toBe('09171234567');
    }
  });

  it("still accepts the spec's 1[3-9] form, sent as it is", () => {
    expect(normaliseMobile('13812345678')).toBe('13812345678');
    expect(normaliseMobile('139 1234 5678')).toBe('13912345678');
    for (const second of '3456789') expect(normaliseMobile(`1${second}000000000`)).not.toBeNull();
  });

  it('refuses anything else', () => {
    for (const typed of [
      '',
      '0917123456',
      '091712345678',
      '08171234567',
      '+6309171234567',
      '+63917123456',
      '6391712345678',
      '+09171234567',
      '+13812345678',
      '10012345678',
      '12012345678',
      '0917.123.4567',
      '(0917) 123 4567',
      '0917123456a',
      '09171234567x',
    ]) {
      expect(normaliseMobile(typed), typed).toBeNull();
    }
  });

  it('lets an input hold the longest form with its usual spaces or dashes', () => {
    expect('+63 917 123 4567').toHaveLength(MOBILE_INPUT_MAX);
    expect('+63-917-123-4567').toHaveLength(MOBILE_INPUT_MAX);
  });

  it('tells the sandbox which numbers arrive in the sent form', () => {
    expect(isSentMobile('09171234567')).toBe(true);
    expect(isSentMobile('13812345678')).toBe(true);
    expect(isSentMobile('+639171234567')).toBe(false);
    expect(isSentMobile('0917 123 4567')).toBe(false);
    expect(isSentMobile('0917')).toBe(false);
  });
});
