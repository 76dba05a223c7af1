import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPath } from '../../tests/fixtures/demo';
import { outDir } from '../../tests/setup/paths';
import { startStandInUpstream, type StandInUpstream } from '../../tests/setup/stand-in-upstream';
import { servingOrigin, spawnServer, type ServerProcess } from '../../scripts/lib/server-process';
import { RENDER_ANSWER_LIMIT } from './render-call';

/*
 * The server render reads a bounded part of the lender's answer (./render-call.ts): a 300 MB
 * first answer sends the shell, without the answer, and the process's memory stays bounded.
 * A real process and a stand-in API on loopback; the peak RSS is the kernel's (VmHWM).
 */
const HUGE_BYTES = 300 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x20);
let upstream: StandInUpstream;
let server: ServerProcess;
let bytesSent = 0;

/** `{"code":0,"data":"` then spaces, 300 MB of them if the reader takes them. */
function answerHuge(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.write('{"code":0,"message":"success","data":"');
  let sent = 0;
  const more = () => {
    while (sent < HUGE_BYTES && !response.destroyed) {
      sent += CHUNK.length;
      bytesSent += CHUNK.length;
      if (!response.write(CHUNK)) return;
    }
    if (!response.destroyed) response.end('"}');
  };
  response.on('drain', more);
  more();
}

function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 'NaN');
}

beforeAll(async () => {
  upstream = await startStandInUpstream();
  upstream.answer = (request, response) => {
    if (request.url?.startsWith('/api/ping')) response.writeHead(204).end();
    else answerHuge(response);
  };
  server = spawnServer({
    DIST_DIR: outDir,
    API_UPSTREAM: `${upstream.origin}/api`,
    UPSTREAM_HEALTH_PATH: '/ping',
  });
});
afterAll(async () => {
  await server.stop();
  await upstream.close();
});

describe('the server render’s answer limit', () => {
  it('a 300 MB first answer: the shell goes out without it, the lender’s answer is cut, memory stays bounded', async () => {
    const origin = await servingOrigin(server);
    const pid = server.child.pid ?? 0;
    await expect.poll(async () => (await fetch(`${origin}/readyz`)).status).toBe(200);
    const before = memoryKb(pid, 'VmRSS');
    const page = await fetch(
      `${origin}${demoPath('/loanDetail', { orderId: 'PL2024170', productId: '1' })}`,
      {
        headers: {
          'sec-fetch-dest': 'document',
          'sec-fetch-mode': 'navigate',
          'accept-language': 'en-PH,en;q=0.9',
        },
      },
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    // The shell, no rendered markup and no answer in it: the browser makes the call.
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('data-rendered-for=');
    expect(html).not.toContain('id="first-answer"');
    expect(html.length).toBeLessThan(RENDER_ANSWER_LIMIT);
    // The answer was cut near the limit (what the sockets held in between aside), not read whole.
    await expect.poll(() => upstream.received.length).toBeGreaterThan(0);
    expect(bytesSent).toBeLessThan(HUGE_BYTES / 4);
    const peakGrowthMb = (memoryKb(pid, 'VmHWM') - before) / 1024;
    console.info(
      `RSS before ${Math.round(before / 1024)} MB, peak growth ${peakGrowthMb.toFixed(1)} MB`,
    );
    // A memory bound, not a time: was +1.4 GB for this answer.
    expect(peakGrowthMb).toBeLessThan(200);
    await server.waitForLine(
      (line) => line.level === 'warn' && (line.msg ?? '').includes('over its limit'),
    );
  }, 60_000);
});
