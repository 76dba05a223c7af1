import { describe, expect, it } from 'vitest';
import { guardUrl, hostAllowed, startsWithHttp } from './url-guard';

const origin = 'https://app.pesoloan.example';
const hosts = ['pay.partner.example', '*.pesoloan.example'];
const guard = (raw: unknown) => guardUrl(raw, origin, hosts);

describe('guardUrl', () => {
  it('lets same-origin paths and allowed http(s) hosts open in the page', () => {
    expect(guard('/repay?orderId=1')).toEqual({ kind: 'page', url: `${origin}/repay?orderId=1` });
    expect(guard('https://pay.partner.example/v/1')).toMatchObject({ kind: 'page' });
    expect(guard('HTTPS://cdn.pesoloan.example/x')).toMatchObject({ kind: 'page' });
    expect(guard('http://pay.partner.example/v/1')).toMatchObject({ kind: 'page' });
  });

  it('blocks hosts that are not on the allow-list', () => {
    expect(guard('https://evil.example/phish')).toMatchObject({ kind: 'blocked' });
    expect(guard('https://pesoloan.example.evil.com/')).toMatchObject({ kind: 'blocked' });
    expect(guard('//evil.example/x')).toMatchObject({ kind: 'blocked' });
    expect(guard('https://user:pw@pay.partner.example/')).toMatchObject({ kind: 'blocked' });
  });

  it('never lets script or data links through, however they are disguised', () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '',
      42,
      null,
    ]) {
      expect(guard(link).kind, String(link)).toBe('blocked');
    }
  });

  it('hands app scheme links to the native bridge', () => {
    expect(guard('pesoloan://product/detail?id=3')).toEqual({
      kind: 'native',
      url: 'pesoloan://product/detail?id=3',
    });
  });
});

describe('hostAllowed and startsWithHttp', () => {
  it('matches exact hosts and wildcard subdomains only', () => {
    expect(hostAllowed('a.pesoloan.example', hosts)).toBe(true);
    expect(hostAllowed('pesoloan.example', ['*.pesoloan.example'])).toBe(false);
    expect(hostAllowed('xpesoloan.example', ['*.pesoloan.example'])).toBe(false);
  });

  it('recognises http links in any case', () => {
    expect(startsWithHttp('HTTP://x')).toBe(true);
    expect(startsWithHttp('Https://x')).toBe(true);
    expect(startsWithHttp('pesoloan://x')).toBe(false);
  });
});
