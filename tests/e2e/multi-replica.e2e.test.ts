import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '../../src/contract/endpoint';
import { contactInfo } from '../../src/contract/core';
import { loanDetails } from '../../src/contract/order';
import { LIMITED_CALLS, type LimitedCall } from '../../server/limits/limited-calls';
import { RATE_LIMITS, type RateLimitKind } from '../../server/settings/limit-table';
import {
  bucketsOf,
  histogramQuantile,
  sumByLe,
  type Bucket,
} from '../../server/test-support/histogram-quantile';
import { parseSamples, samplesOf } from '../../server/test-support/prometheus-text';
import { demoPath, DEMO_SESSION, demoQuery } from '../fixtures/demo';
import { launchBrowser, openPhone } from '../setup/browser';
import { outDir } from '../setup/paths';
import {
  buildNextRelease,
  entryOf,
  REPLICA_METRICS_TOKEN,
  startFleet,
  type Fleet,
} from '../setup/replicas';

/*
 * Several replicas behind a load balancer, as the lender runs them (docs/decisions/ops-shared-limits.md,
 * ops-rolling-deploys.md): Debian's redis-server and nginx (round robin, no sticky sessions)
 * started here on loopback ports of their own, three replicas of the compiled server in proxy
 * mode, and the sandbox as the lender's API in its own process.
 */
const REPLICAS = 3;
let fleet: Fleet;
let browser: Browser;
let dir: string;
let nextRelease: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'borrower-replicas-'));
  [fleet, browser] = await Promise.all([startFleet(REPLICAS), launchBrowser()]);
  // The next release, built while the fleet runs the current one (it carries the current files).
  nextRelease = buildNextRelease(dir);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await fleet?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A call through the load balancer from a borrower at `address` (what an edge proxy says). */
interface SendInit {
  method?: string;
  address: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A request through the load balancer on a connection of its own: its status and the first words
 * of its answer. (Not kept alive: a reload of the load balancer closes its old workers' idle
 * connections, and a client that reuses one as it closes cannot resend a POST. That race is the
 * load balancer's own, not the replicas'.)
 */
function exchange(path: string, init: SendInit): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${fleet.url}${path}`,
      {
        method: init.method ?? 'GET',
        headers: { 'x-forwarded-for': init.address, ...init.headers },
        agent: false,
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, text: text.slice(0, 160) }),
        );
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(init.body);
  });
}

async function send(path: string, init: SendInit): Promise<number> {
  return (await exchange(path, init)).status;
}

/** 200, or what went wrong and where: which part refused is in the answer's words. */
async function sendExpectingOk(path: string, init: SendInit): Promise<number | string> {
  const { status, text } = await exchange(path, init);
  return status === 200 ? status : `${status} ${init.method ?? 'GET'} ${path}: ${text}`;
}

/**
 * A request of this limited call, from a borrower of its own (budgets never touch). Each `serial`
 * texts another phone and order: the per-number SMS cap is tested on its own
 * (server/proxy/limit-bypasses.test.ts).
 */
function limitedRequest(call: LimitedCall, kind: RateLimitKind, who: string, serial = 0) {
  const path = `/api${endpointPath(call.endpoint, 'pesoloan')}`;
  const query = `sessionId=${who}&userId=${who}`;
  if (call.endpoint.style === 'multipart')
    return {
      path: `${path}?${query}`,
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--b--\r\n',
    };
  const fields = new URLSearchParams({
    sendMsg: kind === 'resend' ? '1' : '0',
    repayRecordId: '1',
    orderId: `PL${2024170 + serial}`,
    phone: `0917${String(serial).padStart(7, '0')}`,
  });
  if (call.endpoint.method === 'GET') return { path: `${path}?${query}&${fields}`, method: 'GET' };
  return {
    path: `${path}?${query}`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  };
}

/** Every kind each limited call is counted under (the commit carries two). */
const LIMITS = LIMITED_CALLS.flatMap((call) =>
  [...new Set([call.kind({ sendMsg: '0' }), call.kind({ sendMsg: '1' })])].map((kind) => ({
    call,
    kind,
  })),
);

function smsLimit(): { call: LimitedCall; kind: RateLimitKind } {
  const sms = LIMITS.find(({ kind }) => kind === 'promotionSms');
  if (!sms) throw new Error('no SMS limit');
  return sms;
}

async function scrape(index: number) {
  const answer = await fetch(`${fleet.replicaUrl(index)}/metrics`, {
    headers: { authorization: `Bearer ${REPLICA_METRICS_TOKEN}` },
  });
  return parseSamples(await answer.text());
}

const figures: string[] = [];

describe(`${REPLICAS} replicas behind nginx, limits in Redis`, () => {
  it('each limit is reached at its number across the replicas, not at three times it', async () => {
    for (const [index, { call, kind }] of LIMITS.entries()) {
      const max = RATE_LIMITS[kind].max;
      const statuses: number[] = [];
      for (let sent = 0; sent < max + 3; sent++) {
        const request = limitedRequest(call, kind, `borrower-${index}-${kind}`, sent);
        statuses.push(await send(request.path, { ...request, address: `203.0.113.${index + 1}` }));
      }
      const passed = statuses.filter((status) => status !== 429).length;
      figures.push(`${call.name}/${kind}: ${passed} of ${max + 3} through, limit ${max}`);
      expect(passed, `${call.name} (${kind})`).toBe(max);
      // Refused from the limit on, whichever replica answered.
      expect(statuses.slice(max)).toEqual([429, 429, 429]);
    }
    console.info(`Limits across ${REPLICAS} replicas:\n  ${figures.join('\n  ')}`);
  }, 120_000);

  it('beacons from 40 borrowers behind one edge address are all kept', async () => {
    const accepted = async () => {
      let total = 0;
      for (let index = 0; index < REPLICAS; index++)
        for (const sample of samplesOf(await scrape(index), 'borrower_vitals_beacons_total', {
          outcome: 'accepted',
        }))
          total += sample.value;
      return total;
    };
    const before = await accepted();
    for (let borrower = 1; borrower <= 40; borrower++) {
      const status = await send('/vitals', {
        method: 'POST',
        address: `10.44.0.${borrower}`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          screen: 'orderDetail',
          entries: [{ kind: 'metric', name: 'TTFB', value: 200 + borrower }],
        }),
      });
      expect(status).toBe(204);
    }
    expect((await accepted()) - before).toBe(40);
  });

  it('a replica taken out of the load balancer gets no request, and gets its share once back in', async () => {
    const acceptedBy = async (index: number) =>
      samplesOf(await scrape(index), 'borrower_vitals_beacons_total', {
        outcome: 'accepted',
      }).reduce((total, sample) => total + sample.value, 0);
    const beacons = async (count: number) => {
      for (let borrower = 1; borrower <= count; borrower++)
        expect(
          await send('/vitals', {
            method: 'POST',
            address: `10.45.0.${borrower}`,
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
            body: JSON.stringify({
              screen: 'orderDetail',
              entries: [{ kind: 'metric', name: 'TTFB', value: 300 }],
            }),
          }),
        ).toBe(204);
    };
    const port = fleet.replicas[0]?.port ?? 0;
    await fleet.lb.setOut([port]);
    try {
      const before = await acceptedBy(0);
      await beacons(12);
      expect(await acceptedBy(0)).toBe(before);
    } finally {
      await fleet.lb.setOut([]);
    }
    // Round robin over three again: the replica has its third of them.
    const back = await acceptedBy(0);
    await beacons(12);
    expect(await acceptedBy(0)).toBeGreaterThan(back);
  });

  it('histogram_quantile over the replicas’ summed LCP buckets lands in the bucket of the true p75', async () => {
    // A skewed week: most loads fast, a long slow tail, spread over the replicas by nginx.
    const values = Array.from({ length: 90 }, (_, index) =>
      index < 50 ? 900 + index * 10 : 3_200 + (index - 50) * 60,
    );
    for (const [index, value] of values.entries()) {
      await send('/vitals', {
        method: 'POST',
        address: `10.75.${Math.floor(index / 200)}.${(index % 200) + 1}`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          screen: 'repay',
          entries: [{ kind: 'metric', name: 'LCP', value }],
        }),
      });
    }
    const perReplica: Bucket[][] = [];
    for (let index = 0; index < REPLICAS; index++)
      perReplica.push(
        bucketsOf(await scrape(index), 'borrower_web_vitals_seconds', {
          screen: 'repay',
          metric: 'LCP',
        }),
      );
    // Every replica took part.
    for (const buckets of perReplica) expect(buckets.at(-1)?.count).toBeGreaterThan(0);
    const summed = sumByLe(...perReplica);
    const sorted = [...values].sort((a, b) => a - b);
    const trueP75 = (sorted[Math.ceil(0.75 * sorted.length) - 1] ?? 0) / 1000;
    const fleetP75 = histogramQuantile(0.75, summed);
    const bucketOf = (seconds: number) => summed.findIndex(({ le }) => seconds <= le);
    figures.push(
      `p75 LCP: true ${trueP75} s, histogram_quantile over ${REPLICAS} replicas ${fleetP75.toFixed(3)} s`,
    );
    console.info(figures.at(-1));
    expect(bucketOf(fleetP75)).toBe(bucketOf(trueP75));
  });

  it('with Redis gone the replicas count alone and keep serving; /readyz says so; shared again once it is back', async () => {
    await fleet.redis.stop();
    try {
      // A fresh borrower's SMS: counted in the replica, passed on to the lender as usual.
      const sms = smsLimit();
      const request = limitedRequest(sms.call, sms.kind, 'borrower-during-outage');
      const status = await send(request.path, { ...request, address: '198.18.0.1' });
      expect(status).not.toBe(429);
      expect(status).toBeLessThan(500);
      for (let index = 0; index < REPLICAS; index++)
        await expect
          .poll(
            async () => (await (await fetch(`${fleet.replicaUrl(index)}/readyz`)).json()) as object,
          )
          .toMatchObject({
            status: 'ready',
            checks: { limits: 'this replica: redis unreachable' },
          });
      let fallbacks = 0;
      for (let index = 0; index < REPLICAS; index++)
        for (const sample of samplesOf(await scrape(index), 'borrower_limit_store_fallbacks_total'))
          fallbacks += sample.value;
      expect(fallbacks).toBeGreaterThan(0);
    } finally {
      await fleet.redis.start();
    }
    for (let index = 0; index < REPLICAS; index++)
      await expect
        .poll(
          async () => (await (await fetch(`${fleet.replicaUrl(index)}/readyz`)).json()) as object,
          {
            timeout: 15_000,
          },
        )
        .toMatchObject({ checks: { limits: 'shared (redis)' } });
  }, 60_000);
});

describe('a rolling restart onto the next release', () => {
  it('under a steady load every request is answered, and an open page keeps working', async () => {
    const oldEntry = entryOf(outDir);
    expect(entryOf(nextRelease)).not.toBe(oldEntry);

    // One phone reaches its SMS limit before the rollout.
    const sms = smsLimit();
    const smsRequest = limitedRequest(sms.call, sms.kind, 'borrower-across-rollout');
    const before: number[] = [];
    for (let sent = 0; sent <= RATE_LIMITS.promotionSms.max; sent++)
      before.push(await send(smsRequest.path, { ...smsRequest, address: '198.18.9.9' }));
    expect(before.at(-1)).toBe(429);

    // A borrower's page opened on the current release, before the rollout.
    const phone = await openPhone(browser, { bridge: 'none' });
    let documents = 0;
    phone.page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === phone.page.mainFrame())
        documents += 1;
    });
    await phone.page.goto(`${fleet.url}/`);
    await phone.page.getByRole('heading', { level: 1 }).first().waitFor();

    // About 20 requests a second: pages, reads, writes and the old release's entry script.
    const session = { 'x-session-id': DEMO_SESSION.sessionId, 'x-user-id': DEMO_SESSION.userId };
    const requests = [
      () =>
        sendExpectingOk(demoPath('/loanDetail', { orderId: 'PL2024170', productId: '1' }), {
          address: '192.0.2.10',
          headers: { 'sec-fetch-dest': 'document', 'accept-language': 'en-PH' },
        }),
      () =>
        sendExpectingOk(
          `/api${loanDetails.path}?${demoQuery({ orderId: 'PL2024170', productId: '1' })}`,
          {
            address: '192.0.2.11',
            headers: session,
          },
        ),
      () =>
        sendExpectingOk(`/api${contactInfo.path}?${demoQuery()}`, {
          method: 'POST',
          address: '192.0.2.12',
          headers: { ...session, 'content-type': 'application/json' },
          body: JSON.stringify({ overall: 30 }),
        }),
      () => sendExpectingOk(oldEntry, { address: '192.0.2.13' }),
    ];
    const outcomes: (number | string)[] = [];
    let running = true;
    let sent = 0;
    const load = (async () => {
      const inFlight: Promise<void>[] = [];
      for (; running; sent++) {
        const request = requests[sent % requests.length];
        if (request)
          inFlight.push(
            request().then(
              (status) => void outcomes.push(status),
              (error: unknown) => void outcomes.push(String(error)),
            ),
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(inFlight);
    })();

    const started = performance.now();
    /** Requests sent while each replica restarted. */
    const sentDuring: number[] = [];
    for (let index = 0; index < REPLICAS; index++) {
      const before = sent;
      await fleet.restart(index, nextRelease);
      sentDuring.push(sent - before);
    }
    const took = Math.round(performance.now() - started);
    // A moment on the new release alone, then the load stops.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await load;

    const failed = outcomes.filter((outcome) => outcome !== 200);
    figures.push(
      `rolling restart of ${REPLICAS} replicas in ${took} ms: ${outcomes.length} requests sent (${sentDuring.join(', ')} during each restart), ${outcomes.length - failed.length} answered 200`,
    );
    console.info(figures.at(-1));
    expect(failed).toEqual([]);
    // The load went on through every replica's restart, however long a busy machine made each
    // (a count over the whole run would be a rate, which a loaded machine may not keep).
    expect(Math.min(...sentDuring), figures.at(-1)).toBeGreaterThan(0);
    // nginx never had to answer for a replica (no 502/504, nothing it could not pass on).
    expect(fleet.lb.errors()).not.toMatch(/no live upstreams|upstream prematurely closed/);

    // The page opened on the previous release asks the new replicas for its next screen's code.
    await phone.page
      .getByRole('navigation', { name: 'Site sections' })
      .getByRole('link', { name: 'Contact us', exact: true })
      .click();
    await phone.page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(documents).toBeLessThanOrEqual(2);
    expect(phone.errors).toEqual([]);
    await phone.snap('multi-replica-after-rollout');
    await phone.context.close();

    // The SMS limit reached before the rollout still holds: the counts live in Redis.
    expect(await send(smsRequest.path, { ...smsRequest, address: '198.18.9.9' })).toBe(429);
  }, 180_000);
});
