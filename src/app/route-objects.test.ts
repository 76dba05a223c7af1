import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { routePattern, screenRoutes } from './route-objects';

const routes = [
  ...screenRoutes().map(({ screen, pattern }) => ({ path: pattern, id: `${screen}:${pattern}` })),
  { path: '*', id: 'notFound' },
];

function screenFor(url: string): string {
  const match = matchRoutes(routes, url);
  return (match?.at(-1)?.route.id ?? 'none').split(':')[0] ?? 'none';
}

describe('route table', () => {
  it('declares every screen of DECISIONS.md section 2', () => {
    expect(screenFor('/loanDetail')).toBe('orderDetail');
    expect(screenFor('/order')).toBe('orderDetail');
    expect(screenFor('/whetherRepay')).toBe('repay');
    expect(screenFor('/chooseRepayment')).toBe('cardRepayment');
    expect(screenFor('/complaintUrl')).toBe('complaint');
    expect(screenFor('/bindBank')).toBe('bankAccount');
    expect(screenFor('/carpmm')).toBe('repaymentCode');
    expect(screenFor('/repaymentOfCode2')).toBe('repaymentCodeSaved');
    expect(screenFor('/promotion/download')).toBe('promotionDownload');
    for (const [screen, { path }] of Object.entries(paths))
      expect(screenFor(path), path).toBe(screen);
  });

  it('matches case-insensitively and by prefix, except the exact root', () => {
    expect(screenFor('/LOANDETAIL')).toBe('orderDetail');
    expect(screenFor('/repay/extra/part')).toBe('repay');
    expect(screenFor('/repayDelay')).toBe('repayDelay');
    expect(screenFor('/about')).toBe('corporateHome');
    expect(screenFor('/')).toBe('corporateHome');
    expect(screenFor('/nothing-here')).toBe('notFound');
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/repay')).toBe('/repay/*');
  });
});
