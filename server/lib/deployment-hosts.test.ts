import { describe, expect, it } from 'vitest';
import {
  hostListsFromEnv,
  hostPolicyWarnings,
  MISSING_LINK_HOSTS_WARNING,
  resolveHostPolicy,
} from './deployment-hosts';

describe('host lists from the environment', () => {
  it('are absent when none of the three variables is set (the server defaults apply)', () => {
    expect(hostListsFromEnv({})).toBeUndefined();
  });

  it('read each comma list into canonical entries; an unset list is empty', () => {
    expect(
      hostListsFromEnv({
        LINK_HOSTS: ' Pay.Gateway.example , *.lender.example,localhost:5000,',
        IMAGE_HOSTS: 'cdn.lender.example:8443',
      }),
    ).toEqual({
      link: ['pay.gateway.example', '*.lender.example', 'localhost:5000'],
      frame: [],
      image: ['cdn.lender.example:8443'],
    });
  });

  it.each([
    [{ LINK_HOSTS: 'ok.example,https://pay.example' }, /LINK_HOSTS: "https:\/\/pay.example"/],
    [{ FRAME_HOSTS: 'docs.example/terms' }, /FRAME_HOSTS: "docs.example\/terms"/],
    [{ IMAGE_HOSTS: 'cdn.example:99999' }, /IMAGE_HOSTS: "cdn.example:99999": the port/],
    [{ IMAGE_HOSTS: '[::1]:8080' }, /IMAGE_HOSTS: "\[::1\]:8080": a Content-Security-Policy/],
    [{ LINK_HOSTS: '*.ph' }, /LINK_HOSTS: "\*.ph": a wildcard must name a domain/],
  ])('stop at a bad entry with a message naming the variable and the entry: %j', (env, message) => {
    expect(() => hostListsFromEnv(env)).toThrow(message);
  });
});

describe('the start-up warning', () => {
  it('is one line in proxy mode without LINK_HOSTS, naming what will be refused', () => {
    const warnings = hostPolicyWarnings(
      resolveHostPolicy({ link: [], frame: [], image: ['cdn.example'] }),
      true,
    );
    expect(warnings).toEqual([MISSING_LINK_HOSTS_WARNING]);
    expect(MISSING_LINK_HOSTS_WARNING).toMatch(/LINK_HOSTS is not set/);
    for (const refused of ['payment pages', 'partner product links', 'agreement']) {
      expect(MISSING_LINK_HOSTS_WARNING).toContain(refused);
    }
  });

  it('is absent with LINK_HOSTS, and in sandbox mode', () => {
    const policy = resolveHostPolicy({ link: ['pay.example'], frame: [], image: [] });
    expect(hostPolicyWarnings(policy, true)).toEqual([]);
    expect(
      hostPolicyWarnings(resolveHostPolicy({ link: [], frame: [], image: [] }), false),
    ).toEqual([]);
  });
});
