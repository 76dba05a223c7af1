import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeErrors, watchGlobalErrors, type CaughtError } from './report-errors';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('global error hooks', () => {
  it('records script errors and unhandled rejections with the path they happened on', () => {
    window.history.replaceState(null, '', '/repay');
    watchGlobalErrors();
    const caught: CaughtError[] = [];
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('too far') }));
    takeErrors((error) => caught.push(error));
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: new Error('no answer') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));

    expect(caught).toEqual([
      { source: 'error', message: 'RangeError: too far', path: '/repay' },
      { source: 'rejection', message: 'Error: no answer', path: '/repay' },
      { source: 'error', message: 'Script error.', path: '/repay' },
    ]);
  });

  it('keeps React logging what it catches', async () => {
    const { rootErrorOptions } = await import('./report-errors');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('render failed');
    rootErrorOptions.onCaughtError?.(failure, { componentStack: '' });
    expect(error).toHaveBeenCalledWith(failure);
  });
});
