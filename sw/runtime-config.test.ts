import { describe, expect, it } from 'vitest';
import { runtimeConfigMeta, type RuntimeConfig } from '../src/lib/links/runtime-config';
import { isRuntimeConfigRequest, stampShell } from './runtime-config';

const installed: RuntimeConfig = {
  v: 1,
  hosts: { link: ['old.example'], frame: [], image: ['oldcdn.example'] },
};
const current: RuntimeConfig = {
  v: 1,
  hosts: { link: ['pay.example'], frame: ['docs.example'], image: ['cdn.example'] },
};

function cachedShell() {
  return new Response(
    `<!doctype html><html><head><title>t</title>${runtimeConfigMeta(installed)}</head><body></body></html>`,
    {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "img-src 'self' https://oldcdn.example",
        'content-length': '999',
        'referrer-policy': 'no-referrer',
      },
    },
  );
}

function latestAnswer(body: string = JSON.stringify(current)) {
  return new Response(body, {
    headers: {
      'content-type': 'application/json',
      'content-security-policy':
        "img-src 'self' https://cdn.example; frame-src 'self' https://docs.example",
    },
  });
}

describe('the worker stamps the latest runtime config on its cached shell', () => {
  it('replaces the installed lists and CSP with the latest the server sent', async () => {
    const shell = await stampShell(cachedShell(), latestAnswer());
    const html = await shell.text();
    expect(html).toContain(runtimeConfigMeta(current));
    expect(html).not.toContain('old.example');
    expect(html.match(/name="runtime-config"/g)).toHaveLength(1);
    expect(shell.headers.get('content-security-policy')).toBe(
      "img-src 'self' https://cdn.example; frame-src 'self' https://docs.example",
    );
    expect(shell.headers.get('content-length')).toBeNull();
    expect(shell.headers.get('referrer-policy')).toBe('no-referrer');
    expect(shell.status).toBe(200);
  });

  it('serves the shell as installed when it has no usable latest config', async () => {
    const none = await stampShell(cachedShell(), undefined);
    expect(await none.text()).toContain('old.example');
    const broken = await stampShell(cachedShell(), latestAnswer('{"v":1,'));
    expect(broken.headers.get('content-security-policy')).toBe(
      "img-src 'self' https://oldcdn.example",
    );
    expect(await broken.text()).toContain('old.example');
  });

  it('keeps the latest config for the app’s own /app-config.json only', () => {
    const origin = 'https://app.example';
    expect(isRuntimeConfigRequest(new URL('/app-config.json', origin), origin)).toBe(true);
    expect(isRuntimeConfigRequest(new URL('/app-config.json?x', origin), origin)).toBe(true);
    expect(isRuntimeConfigRequest(new URL('https://evil.example/app-config.json'), origin)).toBe(
      false,
    );
    expect(isRuntimeConfigRequest(new URL('/api/app-config.json', origin), origin)).toBe(false);
  });
});
