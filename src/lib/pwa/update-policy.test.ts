import { describe, expect, it } from 'vitest';
import { isPublicPage, updatePromptAllowed } from './update-policy';

describe('update prompt policy', () => {
  it('never offers an update during loan confirmation, card repayment or SMS verification', () => {
    for (const path of [
      '/loanConfirm',
      '/LOANCONFIRM/',
      '/confirmOfPeriod',
      '/repayment',
      '/chooseRepayment',
      '/onlinePayment',
    ]) {
      expect(updatePromptAllowed(path), path).toBe(false);
    }
  });

  it('offers it elsewhere, including screens whose names merely start alike', () => {
    for (const path of [
      '/loanDetail',
      '/repay',
      '/repaymentOfCode',
      '/repaymentOfCode2',
      '/',
      '/complaint',
    ]) {
      expect(updatePromptAllowed(path), path).toBe(true);
    }
  });

  it('knows the public pages', () => {
    expect(isPublicPage('/')).toBe(true);
    expect(isPublicPage('/Contact')).toBe(true);
    expect(isPublicPage('/promotion')).toBe(true);
    expect(isPublicPage('/promotion/download')).toBe(true);
    expect(isPublicPage('/loanDetail')).toBe(false);
    expect(isPublicPage('/aboutUs')).toBe(false);
  });
});
