/// <reference lib="webworker" />

/** Where each worker, once active, leaves its build time for the next one to compare with. */
export const BUILD_CACHE = 'worker-build-v1';
const BUILD_KEY = '/__active-worker-build';

/** The build time the active worker left, if any. */
export async function activeBuildTime(): Promise<number | undefined> {
  const answer = await (await caches.open(BUILD_CACHE)).match(BUILD_KEY);
  const time = answer ? Number(await answer.text()) : Number.NaN;
  return Number.isFinite(time) ? time : undefined;
}

export async function rememberActiveBuild(buildTime: number): Promise<void> {
  await (await caches.open(BUILD_CACHE)).put(BUILD_KEY, new Response(String(buildTime)));
}

/**
 * During a rolling deploy the browser may fetch `sw.js` from a replica still on the previous
 * release after this release's worker was activated: that older worker must never install (it
 * would wait, be offered as "a new version" and take the app back). Rejects when an active
 * worker was built later than this one (docs/decisions/ops-rolling-deploys.md).
 */
export async function refuseOlderBuild(buildTime: number): Promise<void> {
  const active = await activeBuildTime();
  if (active !== undefined && active > buildTime)
    throw new Error(`this worker (${buildTime}) is older than the active one (${active})`);
}
