import { describe, expect, it } from 'vitest';
import {
  cspSource,
  cspSources,
  hostRefusal,
  isLoopbackHost,
  parseHostEntry,
  parseHostList,
  parseTrustedEntries,
  urlAllowed,
} from './host-policy';

const rules = (text: string) => parseHostList('LINK_HOSTS', text);
const allowed = (url: string, list: string) => urlAllowed(new URL(url), rules(list));

describe('parseHostEntry', () => {
  it('reads host, host:port and *.domain, lowercased and trimmed', () => {
    expect(parseHostEntry(' Pay.Gateway.Example ')).toEqual({
      entry: 'pay.gateway.example',
      host: 'pay.gateway.example',
      wildcard: false,
    });
    expect(parseHostEntry('cdn.example:8443')).toEqual({
      entry: 'cdn.example:8443',
      host: 'cdn.example',
      wildcard: false,
      port: 8443,
    });
    expect(parseHostEntry('*.Lender.example')).toEqual({
      entry: '*.lender.example',
      host: 'lender.example',
      wildcard: true,
    });
    expect(parseHostEntry('127.0.0.1:5000')).toMatchObject({ host: '127.0.0.1', port: 5000 });
    expect(parseHostEntry('[::1]:5000')).toMatchObject({ host: '[::1]', port: 5000 });
    expect(parseHostEntry('localhost')).toMatchObject({ host: 'localhost', wildcard: false });
  });

  it.each([
    ['https://pay.example', /without a scheme/],
    ['pay.example/path', /nothing more/],
    ['user@pay.example', /nothing more/],
    ['pay.example?x=1', /nothing more/],
    ['pay example', /nothing more/],
    ['pay.example:0', /port must be a number from 1 to 65535/],
    ['pay.example:65536', /port must be/],
    ['pay.example:abc', /port must be/],
    ['pay.example:', /port must be/],
    ['pay.*.example', /wildcard may only be the first label/],
    ['*example.com', /wildcard may only be the first label/],
    ['*.com', /at least two labels/],
    ['*.127.0.0.1', /wildcard needs a domain name/],
    ['-bad.example', /is not a host name/],
    ['bad_host.example', /is not a host name/],
    ['pay..example', /is not a host name/],
    ['bücher.example', /xn-- form/],
    ['127.1', /write all four numbers/],
    ['[::1', /closing \]/],
    ['[nope]', /not a valid IPv6/],
    ['[0:0:0:0:0:0:0:1]', /write the IPv6 address as \[::1\]/],
  ])('refuses %s with a message naming it', (entry, message) => {
    expect(() => parseHostEntry(entry)).toThrow(message);
    expect(() => parseHostEntry(entry)).toThrow(entry.trim());
  });
});

describe('parseHostList', () => {
  it('splits a comma list, skips blanks and duplicates', () => {
    expect(
      parseHostList('LINK_HOSTS', 'a.example, ,b.example,A.example,').map((rule) => rule.entry),
    ).toEqual(['a.example', 'b.example']);
    expect(parseHostList('LINK_HOSTS', undefined)).toEqual([]);
    expect(parseHostList('LINK_HOSTS', ['x.example', ''])).toHaveLength(1);
  });

  it('names the variable and the entry when one is bad', () => {
    expect(() => parseHostList('FRAME_HOSTS', 'ok.example,https://bad.example')).toThrow(
      'FRAME_HOSTS: "https://bad.example": write the host only, without a scheme',
    );
  });

  it('refuses an IPv6 address in a list that feeds the CSP, which cannot express one', () => {
    expect(parseHostList('LINK_HOSTS', '[::1]:5000')).toHaveLength(1);
    expect(() => parseHostList('IMAGE_HOSTS', '[::1]:5000', { forCsp: true })).toThrow(
      /IMAGE_HOSTS: "\[::1\]:5000": a Content-Security-Policy cannot name an IPv6 address/,
    );
  });
});

describe('parseTrustedEntries (the app’s reader of the server’s canonical entries)', () => {
  it('reads exactly what the server’s parser wrote', () => {
    const canonical = parseHostList(
      'LINK_HOSTS',
      'pay.example,*.lender.example:444,localhost:5000,127.0.0.1,[::1]:8080',
    );
    expect(parseTrustedEntries(canonical.map((rule) => rule.entry))).toEqual(canonical);
  });

  it('drops anything not in canonical form', () => {
    expect(
      parseTrustedEntries([
        'https://pay.example',
        'Pay.example',
        'pay.example/x',
        'pay.example:0',
        'pay.example:70000',
        '*.*.example',
        ' pay.example',
        '',
      ]),
    ).toEqual([]);
  });
});

describe('matching a URL against a list', () => {
  it('allows https on a listed host at the default port only, when the entry has no port', () => {
    expect(allowed('https://pay.example/v/1?x=2', 'pay.example')).toBe(true);
    expect(allowed('https://pay.example:443/', 'pay.example')).toBe(true);
    expect(allowed('https://pay.example:8443/', 'pay.example')).toBe(false);
    expect(allowed('https://PAY.EXAMPLE/', 'pay.example')).toBe(true);
  });

  it('allows only the listed port when the entry has one', () => {
    expect(allowed('https://pay.example:8443/', 'pay.example:8443')).toBe(true);
    expect(allowed('https://pay.example/', 'pay.example:8443')).toBe(false);
    expect(allowed('https://pay.example/', 'pay.example:443')).toBe(true);
  });

  it('matches subdomains of a wildcard at any depth, never the domain or look-alikes', () => {
    const list = '*.lender.example';
    expect(allowed('https://cdn.lender.example/', list)).toBe(true);
    expect(allowed('https://a.b.lender.example/', list)).toBe(true);
    expect(allowed('https://lender.example/', list)).toBe(false);
    expect(allowed('https://evillender.example/', list)).toBe(false);
    expect(allowed('https://lender.example.evil.com/', list)).toBe(false);
  });

  it('refuses plain http except on loopback hosts', () => {
    expect(hostRefusal(new URL('http://pay.example/'), rules('pay.example'))).toBe('insecure');
    expect(allowed('http://localhost:5000/x', 'localhost:5000')).toBe(true);
    expect(allowed('http://127.0.0.1:5000/x', '127.0.0.1:5000')).toBe(true);
    expect(allowed('http://[::1]:5000/x', '[::1]:5000')).toBe(true);
    expect(allowed('https://localhost:5000/x', 'localhost:5000')).toBe(true);
    expect(allowed('http://localhost:5001/x', 'localhost:5000')).toBe(false);
    expect(allowed('http://localhost/x', 'localhost')).toBe(true);
    expect(allowed('http://localhost:8080/x', 'localhost')).toBe(false);
  });

  it('refuses other schemes and credentials whatever the host', () => {
    expect(hostRefusal(new URL('ftp://pay.example/'), rules('pay.example'))).toBe('scheme');
    expect(hostRefusal(new URL('https://u:p@pay.example/'), rules('pay.example'))).toBe(
      'credentials',
    );
    expect(hostRefusal(new URL('https://other.example/'), rules('pay.example'))).toBe('host');
  });

  it('knows the loopback hosts', () => {
    expect(['localhost', '127.0.0.1', '127.255.1.2', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(
      ['localhost.evil.com', '128.0.0.1', '10.0.0.1', '127.example'].some(isLoopbackHost),
    ).toBe(false);
  });
});

describe('CSP source expressions', () => {
  it('writes https for every host but loopback, with the port when the entry has one', () => {
    expect(cspSource(parseHostEntry('cdn.example'))).toBe('https://cdn.example');
    expect(cspSource(parseHostEntry('cdn.example:8443'))).toBe('https://cdn.example:8443');
    expect(cspSource(parseHostEntry('*.lender.example'))).toBe('https://*.lender.example');
    expect(cspSource(parseHostEntry('*.lender.example:444'))).toBe('https://*.lender.example:444');
    expect(cspSource(parseHostEntry('localhost:5000'))).toBe('http://localhost:5000');
    expect(cspSource(parseHostEntry('127.0.0.1'))).toBe('http://127.0.0.1');
    expect(cspSource(parseHostEntry('10.1.2.3'))).toBe('https://10.1.2.3');
  });

  it('serialises a whole list, leaving out what CSP cannot express', () => {
    expect(cspSources(rules('a.example,*.b.example,localhost:9,[::1]:9'))).toEqual([
      'https://a.example',
      'https://*.b.example',
      'http://localhost:9',
    ]);
  });
});
