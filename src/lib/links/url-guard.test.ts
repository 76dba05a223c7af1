import { describe, expect, it } from 'vitest';
import { parseHostList } from './host-policy';
import {
  guardFrameUrl,
  guardImageUrl,
  guardUrl,
  nativeLinkAllowed,
  startsWithHttp,
} from './url-guard';

const origin = 'https://app.pesoloan.example';
const hosts = parseHostList('LINK_HOSTS', 'pay.partner.example,*.pesoloan.example,localhost:5000');
const guard = (raw: unknown) => guardUrl(raw, origin, hosts, 'pesoloan://');

describe('guardUrl: web links', () => {
  it('lets same-origin paths and allowed https hosts open in the page', () => {
    expect(guard('/repay?orderId=1')).toEqual({ kind: 'page', url: `${origin}/repay?orderId=1` });
    expect(guard('https://pay.partner.example/v/1')).toMatchObject({ kind: 'page' });
    expect(guard('HTTPS://cdn.pesoloan.example/x')).toMatchObject({ kind: 'page' });
    expect(guard('http://localhost:5000/pay')).toMatchObject({ kind: 'page' });
  });

  it('refuses other hosts, and offers the https link for copying', () => {
    expect(guard('https://evil.example/phish?token=1')).toEqual({
      kind: 'blocked',
      reason: 'host',
      scheme: 'https',
      host: 'evil.example',
      copyUrl: 'https://evil.example/phish?token=1',
    });
    expect(guard('https://pesoloan.example.evil.com/')).toMatchObject({ reason: 'host' });
    expect(guard('//evil.example/x')).toMatchObject({ reason: 'host', host: 'evil.example' });
    expect(guard('https://pay.partner.example:8443/')).toMatchObject({ reason: 'host' });
  });

  it('refuses http off loopback and credentials in the URL, with nothing to copy', () => {
    expect(guard('http://pay.partner.example/v/1')).toEqual({
      kind: 'blocked',
      reason: 'insecure',
      scheme: 'http',
      host: 'pay.partner.example',
    });
    expect(guard('https://user:pw@pay.partner.example/')).toEqual({
      kind: 'blocked',
      reason: 'credentials',
      scheme: 'https',
      host: 'pay.partner.example',
    });
  });
});

describe('guardUrl: native links by policy', () => {
  it('hands the app scheme, tel: and mailto: to the native bridge', () => {
    for (const link of [
      'pesoloan://product/detail?id=3',
      'PesoLoan://productDetail?productId=2',
      'tel:+63 2 8123 4567',
      'tel:09171234567',
      'mailto:help@pesoloan.example',
    ]) {
      expect(guard(link), link).toEqual({ kind: 'native', url: link });
    }
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript\u0000:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://app.pesoloan.example/1b2c',
    'about:blank',
    'filesystem:https://app.pesoloan.example/temporary/x',
    'intent://scan/#Intent;scheme=zxing;package=com.evil;end',
    'INTENT:#Intent;action=android.intent.action.VIEW;end',
    'market://details?id=com.evil',
    'sms:0917?body=hi',
    'otherapp://pay',
    'pesoloan:/x',
    'pesoloan:',
    'pesoloan://',
    'pesoloanx://x',
    'tel:*2767*3855%23',
    'tel:*123#',
    'tel:',
    'mailto:',
    'mailto:a@b.example\u0000',
  ])('refuses %j with a message, never to the bridge', (link) => {
    const result = guard(link);
    expect(result.kind).toBe('blocked');
    expect(result).not.toHaveProperty('copyUrl');
  });

  it('reports the scheme and host of a refused link, never its path or query', () => {
    expect(guard('intent://scan/path?secret=1#Intent;end')).toEqual({
      kind: 'blocked',
      reason: 'scheme',
      scheme: 'intent',
      host: 'scan',
    });
    expect(guard('javascript:alert(document.cookie)')).toEqual({
      kind: 'blocked',
      reason: 'scheme',
      scheme: 'javascript',
      host: '',
    });
  });

  it('refuses what is not a link at all', () => {
    for (const value of ['', '   ', 42, null, undefined, {}, 'https://[bad']) {
      expect(guard(value), String(value)).toMatchObject({ kind: 'blocked', reason: 'malformed' });
    }
  });

  it('follows the configured scheme prefix', () => {
    expect(nativeLinkAllowed('cashko://apply', 'cashko://')).toBe(true);
    expect(nativeLinkAllowed('pesoloan://apply', 'cashko://')).toBe(false);
  });
});

describe('guardFrameUrl and guardImageUrl', () => {
  const frames = [parseHostList('FRAME_HOSTS', 'docs.lender.example')];
  const images = [parseHostList('IMAGE_HOSTS', '*.cdn.example,localhost:5000')];

  it('frames only this origin and FRAME_HOSTS, never a link host or another scheme', () => {
    expect(guardFrameUrl('/loanAgreement', origin, frames)).toEqual({
      kind: 'frame',
      url: `${origin}/loanAgreement`,
    });
    expect(guardFrameUrl('https://docs.lender.example/a', origin, frames)).toMatchObject({
      kind: 'frame',
    });
    expect(guardFrameUrl('https://pay.partner.example/a', origin, frames)).toMatchObject({
      kind: 'blocked',
      reason: 'host',
    });
    expect(guardFrameUrl('pesoloan://x', origin, frames)).toMatchObject({ reason: 'scheme' });
    expect(guardFrameUrl('javascript:alert(1)', origin, frames)).toMatchObject({
      reason: 'scheme',
    });
  });

  it('needs a frame host to pass every list it is given (the page’s own and the latest)', () => {
    const latest = parseHostList('FRAME_HOSTS', 'new.lender.example');
    expect(
      guardFrameUrl('https://docs.lender.example/a', origin, [frames[0] ?? [], latest]),
    ).toMatchObject({
      kind: 'blocked',
    });
  });

  it('loads images from this origin, IMAGE_HOSTS and inline data images only', () => {
    expect(guardImageUrl('/images/x.svg', origin, images)).toMatchObject({ kind: 'image' });
    expect(guardImageUrl('https://a.cdn.example/logo.png', origin, images)).toMatchObject({
      kind: 'image',
    });
    expect(guardImageUrl('http://localhost:5000/logo.png', origin, images)).toMatchObject({
      kind: 'image',
    });
    expect(guardImageUrl('data:image/png;base64,iVBORw0K', origin, images)).toMatchObject({
      kind: 'image',
    });
    expect(guardImageUrl('data:text/html,<b>x</b>', origin, images)).toMatchObject({
      reason: 'scheme',
    });
    expect(guardImageUrl('https://evil.example/x.png', origin, images)).toMatchObject({
      reason: 'host',
    });
    expect(guardImageUrl('//evil.example/x.png', origin, images)).toMatchObject({ reason: 'host' });
  });
});

describe('startsWithHttp', () => {
  it('recognises http links in any case', () => {
    expect(startsWithHttp('HTTP://x')).toBe(true);
    expect(startsWithHttp('Https://x')).toBe(true);
    expect(startsWithHttp('pesoloan://x')).toBe(false);
  });
});
