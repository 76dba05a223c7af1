import { parseHostList, type HostRule } from '../../src/lib/links/host-policy';
import type { RuntimeConfig } from '../../src/lib/links/runtime-config';

/**
 * The deployment's host lists (README "Running against a real API"): read once at start, checked
 * entry by entry, then used for the CSP and handed to the app, so both always agree.
 */
export interface RawHostLists {
  /** Hosts the app may open or navigate to (payment, partner, agreement, download pages). */
  link: string[];
  /** Hosts of agreement and policy pages shown in a frame. */
  frame: string[];
  /** Hosts of logos, banners and QR images. */
  image: string[];
}

export interface HostPolicy {
  link: HostRule[];
  frame: HostRule[];
  image: HostRule[];
}

export const HOST_VARIABLES = {
  link: 'LINK_HOSTS',
  frame: 'FRAME_HOSTS',
  image: 'IMAGE_HOSTS',
} as const;

/** The sandbox's demo data links to the fictional lender's own domain (the app download). */
export const SANDBOX_DEMO_HOSTS: RawHostLists = {
  link: ['pesoloan.example', '*.pesoloan.example'],
  frame: [],
  image: [],
};

export const MISSING_LINK_HOSTS_WARNING =
  'Warning: LINK_HOSTS is not set, so the app will refuse every server link to another host: ' +
  'payment pages (payUrl, the online payment url), partner product links, agreement and loan ' +
  'detail links (contract_url, lendDetailsUrl, popAgreementUrl) and the app download link. ' +
  'Borrowers will see "This link can\'t be opened here". Set LINK_HOSTS to the gateway and ' +
  'partner hosts, e.g. LINK_HOSTS=pay.gateway.example,*.lender.example (see README).';

type Env = Record<string, string | undefined>;

/**
 * The three lists from the environment, or undefined when none is set (the server's defaults
 * apply). A bad entry throws a HostEntryError naming the variable and the entry.
 */
export function hostListsFromEnv(env: Env): RawHostLists | undefined {
  const names = Object.values(HOST_VARIABLES);
  if (names.every((name) => env[name] === undefined)) return undefined;
  const policy = resolveHostPolicy({
    link: (env[HOST_VARIABLES.link] ?? '').split(','),
    frame: (env[HOST_VARIABLES.frame] ?? '').split(','),
    image: (env[HOST_VARIABLES.image] ?? '').split(','),
  });
  return rawLists(policy);
}

/** Checks raw entries (from the environment or a caller of buildServer); throws on a bad one. */
export function resolveHostPolicy(hosts: RawHostLists): HostPolicy {
  return {
    link: parseHostList(HOST_VARIABLES.link, hosts.link),
    frame: parseHostList(HOST_VARIABLES.frame, hosts.frame, { forCsp: true }),
    image: parseHostList(HOST_VARIABLES.image, hosts.image, { forCsp: true }),
  };
}

function rawLists(policy: HostPolicy): RawHostLists {
  const entries = (rules: HostRule[]) => rules.map((rule) => rule.entry);
  return { link: entries(policy.link), frame: entries(policy.frame), image: entries(policy.image) };
}

/** What the app receives: the canonical entries of each list. */
export function runtimeConfigOf(policy: HostPolicy): RuntimeConfig {
  return { v: 1, hosts: rawLists(policy) };
}

/** The one start-up warning a deployment gets when it would refuse every foreign link. */
export function hostPolicyWarnings(policy: HostPolicy, proxied: boolean): string[] {
  return proxied && policy.link.length === 0 ? [MISSING_LINK_HOSTS_WARNING] : [];
}
