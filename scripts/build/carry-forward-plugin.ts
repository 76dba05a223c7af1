import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build lists the assets it carried from earlier releases, and how old each is. */
export const CARRIED_MANIFEST = '.vite/carried-assets.json';
/** A release keeps the hashed files of this many releases before it. */
export const RELEASES_KEPT = 2;

type Carried = Record<string, number>;

function readCarried(dist: string): Carried {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(dist, CARRIED_MANIFEST), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/** A hashed file and its precompressed copies (`x.js`, `x.js.br`, `x.js.gz`) count as one. */
const baseOf = (file: string) => file.replace(/\.(br|gz)$/, '');

/**
 * Copies into `dist` the hashed files (`assets/…`) of the previous release (`previous`, its
 * build folder) and of the one before it, that this build does not have: during a rolling
 * deploy, a page of the previous release asks whichever replica the load balancer picks for its
 * chunks, and a replica of this release must have them (docs/decisions/ops-rolling-deploys.md).
 * Carried files are not in this release's precache (the worker never downloads them); they are
 * listed in `.vite/carried-assets.json` with how many releases old they are, so the next build
 * drops them past RELEASES_KEPT. Returns what it copied.
 */
export function carryForward(previous: string, dist: string): string[] {
  const from = join(previous, 'assets');
  if (!existsSync(from)) return [];
  const have = new Set(readdirSync(join(dist, 'assets')).map(baseOf));
  const olderCarried = readCarried(previous);
  const carried: Carried = {};
  for (const file of readdirSync(from)) {
    const base = baseOf(file);
    const age = (olderCarried[base] ?? 0) + 1;
    if (have.has(base) || age > RELEASES_KEPT) continue;
    carried[base] = age;
    copyFileSync(join(from, file), join(dist, 'assets', file));
  }
  writeFileSync(join(dist, CARRIED_MANIFEST), JSON.stringify(carried, null, 1));
  return Object.keys(carried);
}

/**
 * `CARRY_ASSETS_FROM=<the previous release's dist>`: the build carries that release's hashed
 * files forward (`carryForward`). Last of all, after the worker's precache list and the
 * precompressed copies are written.
 */
export function carryForwardAssets(previous = process.env.CARRY_ASSETS_FROM): Plugin {
  let outDir = '';
  let isSsr = false;
  let log: (message: string) => void = () => undefined;
  return {
    name: 'borrower:carry-forward-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsr = Boolean(config.build.ssr);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!previous || isSsr) return;
        const copied = carryForward(previous, outDir);
        log(`carried ${copied.length} files of earlier releases from ${previous}`);
      },
    },
  };
}
