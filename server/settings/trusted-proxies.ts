import { BlockList, isIP } from 'node:net';
import * as v from 'valibot';
import { parsedBy, quoted, type Parsed } from './setting-schemas';

/** proxy-addr's names for address ranges, accepted as they are by Fastify's `trustProxy`. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const EXAMPLE = '(example: TRUSTED_PROXIES=10.0.0.0/8,192.168.1.5)';

interface Range {
  address: string;
  bits: number;
  family: 4 | 6;
}

function parseRange(entry: string): Range | undefined {
  const [address = '', bits, ...rest] = entry.split('/');
  const kind = isIP(address);
  if ((kind !== 4 && kind !== 6) || rest.length > 0) return undefined;
  const family = kind;
  const widest = family === 4 ? 32 : 128;
  if (bits === undefined) return { address, bits: widest, family };
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > widest) return undefined;
  return { address, bits: Number(bits), family };
}

function blockOf(address: string, bits: number): BlockList {
  const block = new BlockList();
  block.addSubnet(address, bits, 'ipv6');
  return block;
}

/** IPv4 clients as a dual-stack socket reports them (`::ffff:1.2.3.4`); proxy-addr maps too. */
const IPV4_MAPPED = { address: '::ffff:0:0', bits: 96 };
/** Private IPv6 blocks (unique local, link-local): as wide as they are, never the internet. */
const PRIVATE_IPV6 = [
  { address: 'fc00::', bits: 7 },
  { address: 'fe80::', bits: 10 },
];
/** Narrowest prefixes refused: wider than 10.0.0.0/8 (IPv4) or a /16 of public IPv6 space. */
const IPV4_WIDEST = 8;
const IPV6_WIDEST = 16;

/**
 * A range so wide that it takes in addresses all over the internet. IPv6 ranges are also judged
 * by the IPv4 clients they take in through the mapped block: `::/16` holds `::ffff:0:0/96`, so it
 * would trust every IPv4 client of a dual-stack server.
 */
function coversTheInternet(range: Range): boolean {
  if (range.family === 4) return range.bits < IPV4_WIDEST;
  const within = (outer: { address: string; bits: number }) =>
    range.bits >= outer.bits && blockOf(outer.address, outer.bits).check(range.address, 'ipv6');
  if (
    range.bits <= IPV4_MAPPED.bits &&
    blockOf(range.address, range.bits).check('::ffff:0:0', 'ipv6')
  )
    return true;
  if (within(IPV4_MAPPED)) return range.bits - IPV4_MAPPED.bits < IPV4_WIDEST;
  if (PRIVATE_IPV6.some(within)) return false;
  return range.bits < IPV6_WIDEST;
}

/**
 * `TRUSTED_PROXIES`: the load balancers whose `X-Forwarded-*` are believed (Fastify
 * `trustProxy`). Each entry is an address, a CIDR range or one of proxy-addr's range names.
 */
export const TrustedProxies = v.optional(parsedBy(parseTrustedProxies), '');

function parseTrustedProxies(raw: string): Parsed<string[]> {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (RANGE_NAMES.has(entry)) continue;
    const range = parseRange(entry);
    if (!range)
      return {
        ok: false,
        message: `TRUSTED_PROXIES: ${quoted(entry)} is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal ${EXAMPLE}.`,
      };
    if (coversTheInternet(range))
      return {
        ok: false,
        message: `TRUSTED_PROXIES: ${quoted(entry)} is so wide that it takes in addresses all over the internet, and any client there could claim any address, host and https in X-Forwarded-*: list only the load balancers in front of this server ${EXAMPLE}.`,
      };
  }
  return { ok: true, value: entries };
}
