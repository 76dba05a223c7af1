import { describe, expect, it } from 'vitest';
import { SCREEN_NAMES } from '../../../src/app/screen-facts';
import { API_OTHER_ROUTE, ROUTE_NAMES, routeName, STATIC_ROUTE } from './route-name';

describe('routeName', () => {
  it('names a borrower page by the screen that renders it, never by its address', () => {
    expect(routeName('/loanDetail?orderId=PL2024174&sessionId=s3cr3t')).toBe('orderDetail');
    expect(routeName('/order/PL2024174')).toBe('orderDetail');
    expect(routeName('/REPAY/')).toBe('repay');
    expect(routeName('/promotion/download?code=x')).toBe('promotionDownload');
    expect(routeName('/')).toBe('corporateHome');
    expect(routeName('/no-such-screen/123')).toBe('notFound');
  });

  it('names an /api call by its contract endpoint, the provider segment being any one', () => {
    expect(routeName('/api/v3/loan-details/loan-details?orderId=PL2024174')).toBe(
      'api_loanDetails',
    );
    expect(routeName('/api/beautiful/memory')).toBe('api_rolloverDetail');
    expect(routeName('/api/api/v1/pesoloan/service/loan/repayment-way')).toBe('api_repaymentWay');
    expect(routeName('/api/api/v2/another/promotion/get-sid?x=1')).toBe('api_getSid');
  });

  it('names any other /api path api_other', () => {
    for (const url of [
      '/api',
      '/api/',
      '/api/v3/loan-details/loan-details/PL2024174',
      '/api/V3/loan-details/loan-details',
      '/api/api/v1//service/loan/repayment-way',
      '/api/sandbox/uploads/a1.jpg',
      '/api/../metrics',
    ])
      expect(routeName(url), url).toBe(API_OTHER_ROUTE);
  });

  it('names every file one route, found or not', () => {
    for (const url of ['/assets/index-a1b2.js', '/sw.js', '/manifest.webmanifest', '/x/y.php?a'])
      expect(routeName(url), url).toBe(STATIC_ROUTE);
  });

  it('names the server’s own routes by exact path', () => {
    expect(routeName('/livez')).toBe('livez');
    expect(routeName('/readyz')).toBe('readyz');
    expect(routeName('/metrics')).toBe('metrics');
    expect(routeName('/vitals')).toBe('vitals');
    expect(routeName('/client-events')).toBe('client_events');
    expect(routeName('/app-config.json?v=2')).toBe('app_config');
    // Fastify routes them case-sensitively: another case is a page nobody has.
    expect(routeName('/Metrics')).toBe('notFound');
  });

  it('answers only names of its fixed set, whatever it is given', () => {
    const junk = [
      '',
      '*',
      'http://evil.example/loanDetail',
      '//evil.example',
      '/%E0%A4%A',
      `/${'a/'.repeat(500)}`,
      '/api/%00',
      '/\u0000\n"}',
      ...Array.from({ length: 200 }, (_, index) => `/${index.toString(36)}-${'x'.repeat(index)}`),
    ];
    for (const url of junk) expect(ROUTE_NAMES.has(routeName(url)), url).toBe(true);
    expect(ROUTE_NAMES.size).toBeLessThan(100);
  });

  it('keeps page, API, file and server names apart', () => {
    const apiNames = [...ROUTE_NAMES].filter((name) => name.startsWith('api_'));
    for (const screen of SCREEN_NAMES) expect(apiNames).not.toContain(screen);
    expect(SCREEN_NAMES).not.toContain(STATIC_ROUTE);
    expect(ROUTE_NAMES.size).toBe(
      SCREEN_NAMES.length +
        1 + // the not-found screen
        apiNames.length +
        ['static', 'livez', 'readyz', 'metrics', 'vitals', 'client_events', 'app_config'].length,
    );
  });
});
