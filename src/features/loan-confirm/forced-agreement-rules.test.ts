import { describe, expect, it } from 'vitest';
import { agreementFrameSandbox, forcedAgreementView } from './forced-agreement-rules';

describe('forced agreement pop-up', () => {
  it('frames a page the frame check allows', () => {
    expect(forcedAgreementView(' /agreements/loan.html ')).toEqual({
      kind: 'frame',
      url: `${window.location.origin}/agreements/loan.html`,
    });
  });

  it('offers the link (open or copy) when the frame check refuses it', () => {
    expect(forcedAgreementView('https://elsewhere.example/agreement')).toMatchObject({
      kind: 'link',
      url: 'https://elsewhere.example/agreement',
      refused: { host: 'elsewhere.example' },
    });
    expect(forcedAgreementView('pesoloan://agreement/7')).toMatchObject({
      kind: 'link',
      url: 'pesoloan://agreement/7',
    });
    const refuseAll = () =>
      ({ kind: 'blocked', reason: 'host', scheme: 'https:', host: 'x.example' }) as const;
    expect(forcedAgreementView('/agreements/loan.html', refuseAll).kind).toBe('link');
  });

  it('has nothing to show without a URL', () => {
    expect(forcedAgreementView('  ')).toEqual({ kind: 'none' });
  });

  it("keeps another origin's page on its own origin, never the app's", () => {
    const app = 'https://app.example';
    expect(agreementFrameSandbox('https://docs.lender.example/loan', app)).toBe(
      'allow-same-origin',
    );
    expect(agreementFrameSandbox('http://app.example/loan', app)).toBe('allow-same-origin');
    expect(agreementFrameSandbox('https://app.example/agreements/loan.html', app)).toBe('');
    expect(agreementFrameSandbox('/agreements/loan.html', app)).toBe('');
  });
});
