import { describe, expect, it } from 'vitest';
import {
  MAX_HOST_ENTRIES,
  MAX_HOST_ENTRY_LENGTH,
  parseRuntimeConfig,
  parseRuntimeConfigText,
  runtimeConfigMeta,
  type RuntimeConfig,
} from './runtime-config';

const config: RuntimeConfig = {
  v: 1,
  hosts: { link: ['pay.example', '*.lender.example'], frame: ['docs.example'], image: [] },
};

describe('runtime config handover', () => {
  it('round-trips through the meta tag, escaped for an attribute', () => {
    const tag = runtimeConfigMeta(config);
    expect(tag).toMatch(/^<meta name="runtime-config" content="[^"<>]*">$/);
    const doc = new DOMParser().parseFromString(`<head>${tag}</head>`, 'text/html');
    const content = doc.querySelector('meta[name="runtime-config"]')?.getAttribute('content');
    expect(parseRuntimeConfigText(content)).toEqual(config);
  });

  it('cannot break out of the attribute, whatever an entry holds', () => {
    const hostile = { ...config, hosts: { ...config.hosts, link: ['"><script>x</script>&'] } };
    expect(runtimeConfigMeta(hostile)).not.toMatch(/<script|"><|&(?!amp;|quot;|lt;|gt;|#39;)/);
  });

  it('accepts only the known shape', () => {
    expect(parseRuntimeConfig({ v: 2, hosts: config.hosts })).toBeUndefined();
    expect(parseRuntimeConfig({ v: 1, hosts: { link: 'a.example' } })).toBeUndefined();
    expect(parseRuntimeConfigText('{"v":1,')).toBeUndefined();
    expect(parseRuntimeConfigText(null)).toBeUndefined();
    expect(parseRuntimeConfig(null)).toBeUndefined();
    expect(parseRuntimeConfig({ v: 1 })).toBeUndefined();
    expect(parseRuntimeConfig({ v: 1, hosts: { link: [], frame: [] } })).toBeUndefined();
    expect(parseRuntimeConfig({ v: 1, hosts: { ...config.hosts, image: [7] } })).toBeUndefined();
  });

  it('refuses lists beyond the bounds rather than trimming them', () => {
    const many = Array.from({ length: MAX_HOST_ENTRIES }, (_, index) => `h${index}.example`);
    const withHosts = (link: string[]) => ({ v: 1, hosts: { ...config.hosts, link } });
    expect(parseRuntimeConfig(withHosts(many))?.hosts.link).toHaveLength(MAX_HOST_ENTRIES);
    expect(parseRuntimeConfig(withHosts([...many, 'one-more.example']))).toBeUndefined();
    const longest = `${'a'.repeat(MAX_HOST_ENTRY_LENGTH - 8)}.example`;
    expect(parseRuntimeConfig(withHosts([longest]))?.hosts.link).toEqual([longest]);
    expect(parseRuntimeConfig(withHosts([`a${longest}`]))).toBeUndefined();
  });

  it('keeps only the known keys', () => {
    const extra = { ...config, note: 'x', hosts: { ...config.hosts, script: ['evil.example'] } };
    expect(parseRuntimeConfig(extra)).toEqual(config);
  });
});
