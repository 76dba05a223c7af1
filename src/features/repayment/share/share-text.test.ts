import { describe, expect, it, vi } from 'vitest';
import type { ShareFacts } from './share-text';

const facts: ShareFacts = {
  amount: 765000,
  payCode: '7001248813',
  codeName: 'Dragonpay reference number',
  lastDay: '2026-11-27',
  payNotice: {
    'E-wallet': [
      { name: 'GCash', steps: ['Open GCash and tap Pay Bills.', 'Choose Dragonpay.'] },
      { name: 'Maya', steps: ['Open Maya and tap Bills.'] },
    ],
    'Over the counter': [
      { name: '7-Eleven', steps: ['Tell the cashier you are paying Dragonpay.'] },
    ],
    Empty: [],
  },
};

/** The builder with the catalogues as loaded fresh, in English or after the Filipino pack. */
async function builder(language: 'en' | 'fil') {
  vi.resetModules();
  const { shareText } = await import('./share-text');
  if (language === 'fil') {
    const [{ applyFilipino }, { filipinoCatalogues }] = await Promise.all([
      import('../../../strings/localise'),
      import('../../../strings/filipino'),
    ]);
    applyFilipino(filipinoCatalogues);
  }
  return shareText;
}

describe('the pay code’s share text', () => {
  it('says the amount, the code, the last day and each way to pay in short, in English', async () => {
    const shareText = await builder('en');
    expect(shareText(facts)).toBe(
      [
        'Please help me pay my PesoLoan loan at a store or e-wallet.',
        'Amount: ₱7,650.00',
        'Dragonpay reference number: 7001248813',
        'Pay on or before 2026-11-27 (Philippine time); after that day the amount may change.',
        '',
        'Where to pay:',
        '• E-wallet (GCash, Maya): Open GCash and tap Pay Bills. Choose Dragonpay.',
        '• Over the counter (7-Eleven): Tell the cashier you are paying Dragonpay.',
        '',
        'Please keep the deposit slip as proof of payment.',
      ].join('\n'),
    );
  });

  it('is in Filipino for a Filipino reader (the lender’s own steps stay as sent)', async () => {
    const shareText = await builder('fil');
    const text = shareText(facts);
    expect(text.split('\n').slice(0, 6)).toEqual([
      'Pakibayaran po ang PesoLoan loan ko sa tindahan o e-wallet. Salamat po!',
      'Halaga: ₱7,650.00',
      'Dragonpay reference number: 7001248813',
      'Bayaran hanggang 2026-11-27 (oras sa Pilipinas); pagkatapos nito, puwedeng magbago ang halaga.',
      '',
      'Saan puwedeng magbayad:',
    ]);
    expect(text).toContain('• E-wallet (GCash, Maya): Open GCash and tap Pay Bills.');
    expect(text.endsWith('Pakitago ang deposit slip bilang patunay ng bayad.')).toBe(true);
  });

  it('names the code “Pay code” when the lender gives it no name, and skips an empty guide', async () => {
    const shareText = await builder('en');
    const text = shareText({ ...facts, codeName: ' ', payNotice: {} });
    expect(text).toContain('\nPay code: 7001248813\n');
    expect(text).not.toContain('Where to pay');
  });

  it('carries no session value, order number or link', async () => {
    const shareText = await builder('en');
    const text = shareText(facts);
    for (const secret of ['demo-session', '10001', 'PL2024170', 'http', '?', 'sessionId'])
      expect(text).not.toContain(secret);
  });
});
