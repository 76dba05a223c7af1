import { afterEach, describe, expect, it } from 'vitest';
import { holdSubmissionsUntilAppStarts } from './hold-submissions';
import { APP_STARTED } from '../lib/rendered-page/page-attributes';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(APP_STARTED);
});

function submit(): SubmitEvent {
  const form = document.createElement('form');
  document.body.append(form);
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

describe('form submissions on a prerendered page', () => {
  it('never go to the browser before the app has started, and are the app’s after', () => {
    holdSubmissionsUntilAppStarts();
    expect(submit().defaultPrevented).toBe(true);
    document.documentElement.setAttribute(APP_STARTED, '');
    expect(submit().defaultPrevented).toBe(false);
  });
});
