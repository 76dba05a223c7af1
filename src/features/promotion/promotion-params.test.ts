import { describe, expect, it } from 'vitest';
import { agreementPath, downloadPath, readPromotionParams } from './promotion-params';

describe('promotion parameters', () => {
  it('reads every parameter of a promotion link, empty when missing', () => {
    expect(
      readPromotionParams('?app_from=web&user_from=fb&utm_tag=summer&id=7&invite_code=INV42&UC=9'),
    ).toEqual({
      app_from: 'web',
      user_from: 'fb',
      utm_tag: 'summer',
      id: '7',
      links_id: '',
      down_id: '',
      invite_code: 'INV42',
      UC: '9',
    });
  });

  it('builds the download and agreement addresses', () => {
    expect(downloadPath('7', 'https://pesoloan.example/a.apk?x=1&y=2')).toBe(
      '/promotion/download?id=7&link=https%3A%2F%2Fpesoloan.example%2Fa.apk%3Fx%3D1%26y%3D2',
    );
    expect(agreementPath('?id=7')).toBe('/promotion/agreement?id=7');
  });
});
