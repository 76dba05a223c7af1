import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeConfigMeta, type RuntimeConfig } from './runtime-config';
import {
  applyRuntimeConfig,
  frameRuleSets,
  imageRuleSets,
  linkRules,
  refreshRuntimeConfig,
} from './runtime-hosts';

const served: RuntimeConfig = {
  v: 1,
  hosts: { link: ['pay.example'], frame: ['docs.example'], image: ['cdn.example'] },
};
const changed: RuntimeConfig = {
  v: 1,
  hosts: { link: ['newpay.example'], frame: ['docs.example', 'new.example'], image: [] },
};

function setDocumentConfig(config: RuntimeConfig | null) {
  document.head.querySelector('meta[name="runtime-config"]')?.remove();
  if (config) document.head.insertAdjacentHTML('beforeend', runtimeConfigMeta(config));
}

const entries = (rules: { entry: string }[]) => rules.map((rule) => rule.entry);

afterEach(() => {
  setDocumentConfig(null);
  applyRuntimeConfig(undefined);
});

describe('runtime host lists', () => {
  it('start from the lists the page’s HTML carried, and none without them', () => {
    expect(linkRules()).toEqual([]);
    setDocumentConfig(served);
    expect(entries(linkRules())).toEqual(['pay.example']);
    expect(frameRuleSets().map(entries)).toEqual([['docs.example']]);
  });

  it('take the latest lists from /app-config.json, fetched without any cache', async () => {
    setDocumentConfig(served);
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json(changed));
    await expect(refreshRuntimeConfig(fetchMock)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/app-config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(entries(linkRules())).toEqual(['newpay.example']);
    // Frames and images must also pass the page's own lists: its CSP was built from them.
    expect(frameRuleSets().map(entries)).toEqual([
      ['docs.example'],
      ['docs.example', 'new.example'],
    ]);
    expect(imageRuleSets().map(entries)).toEqual([['cdn.example'], []]);
  });

  it('keep the page’s lists when the server cannot be reached or answers nonsense', async () => {
    setDocumentConfig(served);
    await expect(
      refreshRuntimeConfig(async () => Promise.reject(new TypeError('offline'))),
    ).resolves.toBe(false);
    await expect(
      refreshRuntimeConfig(async () => Response.json({ v: 1, hosts: 'all' })),
    ).resolves.toBe(false);
    await expect(
      refreshRuntimeConfig(async () => new Response('<html>', { status: 200 })),
    ).resolves.toBe(false);
    await expect(refreshRuntimeConfig(async () => new Response('', { status: 503 }))).resolves.toBe(
      false,
    );
    expect(entries(linkRules())).toEqual(['pay.example']);
  });

  it('drop an entry that does not parse instead of failing the page', () => {
    setDocumentConfig({
      v: 1,
      hosts: { link: ['ok.example', 'https://bad'], frame: [], image: [] },
    });
    expect(entries(linkRules())).toEqual(['ok.example']);
  });
});
