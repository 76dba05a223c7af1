import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openNativeLink, openServerLink } from '../../lib/links/open-server-link';
import { dismissRefusedLink } from '../../lib/links/refused-link-store';
import { hideToast } from '../../lib/toast/toast';
import { refusedLinkStrings as words } from '../../strings/refused-link';
import { RefusedLinkHost } from './refused-link-host';

interface Posted {
  action: string;
  payload: Record<string, unknown>;
}

let bridge: Posted[];
let beacons: { url: string; body: string }[];
const hadBeacon = Object.prototype.hasOwnProperty.call(navigator, 'sendBeacon');
const originalBeacon = navigator.sendBeacon;

beforeEach(() => {
  bridge = [];
  beacons = [];
  window.LoanApp = {
    postMessage: (text: string) => {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && 'action' in parsed) {
        bridge.push(parsed as Posted);
      }
    },
  };
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    },
  });
});

afterEach(() => {
  act(() => dismissRefusedLink());
  hideToast();
  delete window.LoanApp;
  if (hadBeacon) Object.defineProperty(navigator, 'sendBeacon', { value: originalBeacon });
  else Reflect.deleteProperty(navigator, 'sendBeacon');
});

async function refusedDialog() {
  return screen.findByRole('dialog', { name: words.title, hidden: true });
}

describe('a refused link', () => {
  it('shows the dialog with Copy link and Call customer service for an https link on another host', async () => {
    render(<RefusedLinkHost />);
    let result = '';
    act(() => {
      result = openServerLink('https://gateway.unlisted.example/pay/V1?token=secret');
    });
    expect(result).toBe('blocked');
    const dialog = await refusedDialog();
    within(dialog).getByText(words.hostBody);

    fireEvent.click(within(dialog).getByRole('button', { name: words.copyLink, hidden: true }));
    await vi.waitFor(() =>
      expect(bridge).toContainEqual({
        action: 'copy',
        payload: { text: 'https://gateway.unlisted.example/pay/V1?token=secret' },
      }),
    );

    fireEvent.click(
      within(dialog).getByRole('button', { name: words.callCustomerService, hidden: true }),
    );
    expect(bridge).toContainEqual({ action: 'callPhone', payload: { phone: '+63 2 8123 4567' } });
    expect(bridge.some((message) => message.action === 'openPage')).toBe(false);
  });

  it('reports the kind, scheme, host, reason and screen, never the path or query', async () => {
    window.history.replaceState(null, '', '/repay?sessionId=s-123&orderId=PL1');
    render(<RefusedLinkHost />);
    act(() => {
      openServerLink('https://report.unlisted.example/pay/V9?token=secret&userId=10001');
    });
    await refusedDialog();
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]?.url).toBe('/client-events');
    expect(JSON.parse(beacons[0]?.body ?? '')).toEqual({
      kind: 'link-refused',
      target: 'link',
      scheme: 'https',
      host: 'report.unlisted.example',
      reason: 'host',
      route: '/repay',
    });
    expect(beacons[0]?.body).not.toMatch(/secret|10001|s-123|V9|PL1/);
    window.history.replaceState(null, '', '/');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'intent://scan/#Intent;scheme=zxing;end',
    'file:///etc/passwd',
  ])('%s: no bridge message, no Copy link, only customer service', async (link) => {
    render(<RefusedLinkHost />);
    act(() => {
      openServerLink(link);
    });
    const dialog = await refusedDialog();
    within(dialog).getByText(words.body);
    expect(within(dialog).queryByRole('button', { name: words.copyLink, hidden: true })).toBe(null);
    within(dialog).getByRole('button', { name: words.callCustomerService, hidden: true });
    expect(bridge).toEqual([]);
  });

  it('a product link for the app goes to the bridge only when the policy allows it', async () => {
    render(<RefusedLinkHost />);
    act(() => {
      openNativeLink('pesoloan://productDetail?productId=r2');
    });
    expect(bridge).toEqual([
      { action: 'openPage', payload: { url: 'pesoloan://productDetail?productId=r2' } },
    ]);
    expect(screen.queryByRole('dialog', { hidden: true })).toBe(null);

    act(() => {
      openNativeLink('intent://x#Intent;end');
    });
    await refusedDialog();
    expect(bridge).toHaveLength(1);
  });

  it('offers no copy of a link that carries the session', async () => {
    render(<RefusedLinkHost />);
    act(() => {
      openServerLink('https://lend.unlisted.example/d?sessionId=s1', { offerCopy: false });
    });
    const dialog = await refusedDialog();
    expect(within(dialog).queryByRole('button', { name: words.copyLink, hidden: true })).toBe(null);
  });
});
