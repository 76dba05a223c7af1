import { join } from 'node:path';
import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import { wordsBrokenAcrossLines } from '../harness/layout-checks';
import type { Journey } from './journey';

const PHOTO = join(process.cwd(), 'tests/fixtures/complaints/photo-1.png');

/** A complaint with a photo, sent; then the list, whose tabs must read on one line each. */
export const complaints: Journey = {
  name: 'complaints with a photo; the list tabs on one line',
  async run(phone) {
    await phone.goto(demoPath('/complaint', { orderId: 'PL2024180' }));
    await phone.see({ role: 'heading', name: 'Select question type' });
    expect(await phone.evaluate(wordsBrokenAcrossLines, 'main'), 'words broken mid-word').toEqual(
      [],
    );
    await phone.snap('complaint-start');

    await phone.goto(
      demoPath('/complainPageNext', {
        problemType: '1',
        problemSonType: '13',
        orderNo: 'PL2024180',
      }),
    );
    await phone.type(
      { role: 'textbox', name: 'Comments and suggestions' },
      'Calls before 7 AM on Sunday.',
    );
    await phone.driver.chooseFile('input[type="file"]', PHOTO);
    await phone.until(
      'the photo uploaded',
      () => document.querySelectorAll('[data-testid="photo"][data-status="done"]').length === 1,
    );
    await phone.snap('complaint-photo');
    await phone.tap({ role: 'button', name: 'Send' });
    await phone.see(/We will reply within 3 weekdays\./);
    await phone.at('/complaint');

    await phone.goto(demoPath('/complaintList'));
    const tabs = await phone.until('the tabs', () => {
      const names = Array.from(document.querySelectorAll('[role="tab"]'), (tab) =>
        (tab.textContent ?? '').trim(),
      ).filter(Boolean);
      return names.length > 0 ? names : null;
    });
    expect(tabs.length).toBe(3);
    await phone.snap('complaint-list');
    expect(
      await phone.evaluate(wordsBrokenAcrossLines, '[role="tab"]'),
      'tab words broken mid-word',
    ).toEqual([]);
  },
};
