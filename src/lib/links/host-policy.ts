/**
 * The deployment's host lists (LINK_HOSTS, FRAME_HOSTS, IMAGE_HOSTS): how an entry is written, how a
 * URL is matched against a list, and how a list becomes CSP source expressions. Pure and DOM-free:
 * the server (CSP, runtime config), the app (URL guard) and the worker share this one module, so
 * what the guard lets through and what the CSP lets load can never disagree.
 *
 * An entry is `host`, `host:port` or `*.domain` (any subdomain of domain, at any depth, not the
 * domain itself). Without a port it means the scheme's default port. A URL passes when it is https,
 * or http on a loopback host (127.0.0.0/8, localhost, [::1]), and its host and port match an entry.
 */
export interface HostRule {
  /** The entry as written canonically (lowercase): what the server hands to the app. */
  readonly entry: string;
  /** Host name, IPv4 address or bracketed IPv6 address; for a wildcard, the parent domain. */
  readonly host: string;
  readonly wildcard: boolean;
  readonly port?: number;
}

export class HostEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HostEntryError';
  }
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function parsePort(text: string, raw: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535)) {
    throw new HostEntryError(`"${raw}": the port must be a number from 1 to 65535`);
  }
  return port;
}

function splitPort(rest: string, raw: string): { host: string; port?: number } {
  if (rest.startsWith('[')) {
    const end = rest.indexOf(']');
    if (end === -1) throw new HostEntryError(`"${raw}": an IPv6 address needs its closing ]`);
    const after = rest.slice(end + 1);
    if (after === '') return { host: rest.slice(0, end + 1) };
    if (!after.startsWith(':')) throw new HostEntryError(`"${raw}" is not host or host:port`);
    return { host: rest.slice(0, end + 1), port: parsePort(after.slice(1), raw) };
  }
  const colon = rest.indexOf(':');
  if (colon === -1) return { host: rest };
  return { host: rest.slice(0, colon), port: parsePort(rest.slice(colon + 1), raw) };
}

function checkHost(host: string, wildcard: boolean, raw: string): void {
  if (host.startsWith('[')) {
    if (wildcard) throw new HostEntryError(`"${raw}": a wildcard needs a domain name`);
    let canonical = '';
    try {
      canonical = new URL(`https://${host}/`).hostname;
    } catch {
      throw new HostEntryError(`"${raw}" is not a valid IPv6 address`);
    }
    if (canonical !== host) {
      throw new HostEntryError(`"${raw}": write the IPv6 address as ${canonical}`);
    }
    return;
  }
  if (IPV4.test(host)) {
    if (wildcard) throw new HostEntryError(`"${raw}": a wildcard needs a domain name`);
    return;
  }
  const labels = host.split('.');
  if (host.length > 253 || !labels.every((label) => LABEL.test(label))) {
    throw new HostEntryError(
      `"${raw}" is not a host name (letters, digits and hyphens; write international names in their xn-- form)`,
    );
  }
  if (labels.every((label) => /^\d+$/.test(label))) {
    throw new HostEntryError(`"${raw}" is not a valid IPv4 address (write all four numbers)`);
  }
  if (wildcard && labels.length < 2) {
    throw new HostEntryError(`"${raw}": a wildcard must name a domain of at least two labels`);
  }
}

/** Parses one entry; throws a HostEntryError whose message names the entry and what is wrong. */
export function parseHostEntry(raw: string): HostRule {
  const text = raw.trim().toLowerCase();
  if (text === '') throw new HostEntryError('an entry is empty');
  if (text.includes('://')) {
    throw new HostEntryError(`"${raw}": write the host only, without a scheme (https is implied)`);
  }
  if (/[/?#@\\\s]/.test(text)) {
    throw new HostEntryError(`"${raw}": an entry is a host, host:port or *.domain, nothing more`);
  }
  const wildcard = text.startsWith('*.');
  const rest = wildcard ? text.slice(2) : text;
  if (rest.includes('*')) {
    throw new HostEntryError(
      `"${raw}": a wildcard may only be the first label, as in *.example.com`,
    );
  }
  const { host, port } = splitPort(rest, raw);
  checkHost(host, wildcard, raw);
  const entry = `${wildcard ? '*.' : ''}${host}${port === undefined ? '' : `:${port}`}`;
  return port === undefined ? { entry, host, wildcard } : { entry, host, wildcard, port };
}

export interface ParseListOptions {
  /** The list feeds a CSP directive: entries CSP cannot express (IPv6 literals) are refused. */
  forCsp?: boolean;
}

/**
 * Parses a comma list (or an array of entries). Blank entries are skipped; a bad one throws a
 * HostEntryError that names the list and the entry, so a deployment mistake stops the server.
 */
export function parseHostList(
  name: string,
  value: string | readonly string[] | undefined,
  options: ParseListOptions = {},
): HostRule[] {
  const entries = typeof value === 'string' ? value.split(',') : (value ?? []);
  const rules: HostRule[] = [];
  for (const raw of entries) {
    if (raw.trim() === '') continue;
    let rule: HostRule;
    try {
      rule = parseHostEntry(raw);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new HostEntryError(`${name}: ${message}`);
    }
    if (options.forCsp && rule.host.startsWith('[')) {
      throw new HostEntryError(
        `${name}: "${raw.trim()}": a Content-Security-Policy cannot name an IPv6 address; use localhost or 127.0.0.1`,
      );
    }
    if (!rules.some((known) => known.entry === rule.entry)) rules.push(rule);
  }
  return rules;
}

const CANONICAL = /^(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;

/**
 * Reads entries the server already checked and wrote canonically (the app's copy of the lists).
 * A small reader, so the app does not carry the server's checks and their messages; anything not
 * in canonical form is dropped, never trusted.
 */
export function parseTrustedEntries(entries: readonly string[]): HostRule[] {
  return entries.flatMap((entry) => {
    const match = CANONICAL.exec(entry);
    const host = match?.[2];
    if (!match || !host) return [];
    const wildcard = match[1] !== undefined;
    const port = match[3] === undefined ? undefined : Number(match[3]);
    if (port !== undefined && !(port >= 1 && port <= 65535)) return [];
    return [port === undefined ? { entry, host, wildcard } : { entry, host, wildcard, port }];
  });
}

/** 127.0.0.0/8, localhost and [::1]: the only hosts plain http may reach. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true;
  return IPV4.test(host) && host.startsWith('127.');
}

function hostMatches(rule: HostRule, hostname: string): boolean {
  if (!rule.wildcard) return hostname === rule.host;
  return hostname.endsWith(`.${rule.host}`);
}

function portMatches(rule: HostRule, url: URL): boolean {
  // URL leaves `port` empty for the scheme's default port (443 for https, 80 for http).
  if (rule.port === undefined) return url.port === '';
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  return port === rule.port;
}

/** Why a URL does not pass a list, or null when it does. */
export function hostRefusal(
  url: URL,
  rules: readonly HostRule[],
): null | 'scheme' | 'insecure' | 'credentials' | 'host' {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.username !== '' || url.password !== '') return 'credentials';
  const hostname = url.hostname.toLowerCase();
  if (url.protocol === 'http:' && !isLoopbackHost(hostname)) return 'insecure';
  const listed = rules.some((rule) => hostMatches(rule, hostname) && portMatches(rule, url));
  return listed ? null : 'host';
}

export function urlAllowed(url: URL, rules: readonly HostRule[]): boolean {
  return hostRefusal(url, rules) === null;
}

/**
 * The CSP source expression for one rule. https for every host but loopback ones, which get
 * http (CSP lets an http source also match https on the same host, so loopback accepts both,
 * as the guard does). No port means the scheme's default port, in CSP as in the guard.
 */
export function cspSource(rule: HostRule): string {
  const scheme = !rule.wildcard && isLoopbackHost(rule.host) ? 'http' : 'https';
  const port = rule.port === undefined ? '' : `:${rule.port}`;
  return `${scheme}://${rule.wildcard ? '*.' : ''}${rule.host}${port}`;
}

export function cspSources(rules: readonly HostRule[]): string[] {
  return rules.filter((rule) => !rule.host.startsWith('[')).map(cspSource);
}
