import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servingOrigin, spawnServer, type ServerProcess } from '../../scripts/lib/server-process';
import { startStandInUpstream, type StandInUpstream } from '../../tests/setup/stand-in-upstream';
import { CLIENT_TIMEOUTS } from './timeouts';

/*
 * Slow clients against the compiled server in proxy mode, with its real time-outs
 * (./timeouts.ts), all three at once: a client that trickles its headers (slowloris) and one
 * whose body stops are cut, by the time-outs that keep this within 30 s; a borrower uploading a
 * 5 MB photo at 1.6 Mbit/s (about 26 s) gets through. The times are printed: a busy machine
 * makes them later, never earlier.
 */
const PHOTO_BYTES = 5 * 1024 * 1024;
/** 1.6 Mbit/s: 20 KB every 100 ms. */
const CHUNK_BYTES = 20_000;
const CHUNK_EVERY_MS = 100;
/** The bound on how long a stalled client holds a connection. */
const CUT_WITHIN_MS = 30_000;

let upstream: StandInUpstream;
let server: ServerProcess;
let port = 0;
beforeAll(async () => {
  upstream = await startStandInUpstream();
  server = spawnServer({ API_UPSTREAM: `${upstream.origin}/api` });
  port = Number(new URL(await servingOrigin(server)).port);
});
afterAll(async () => {
  await server.stop();
  await upstream.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(): Promise<{ socket: Socket; closed: Promise<number>; text: () => string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = performance.now();
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close').then(() => performance.now() - started);
  return { socket, closed, text: () => text };
}

/** Headers one line every 5 s, never finished. */
async function slowloris(): Promise<number> {
  const { socket, closed } = await open();
  socket.write('GET /loanDetail HTTP/1.1\r\nHost: app.example\r\n');
  let stop = false;
  void closed.then(() => (stop = true));
  for (let line = 0; !stop && line < 20; line++) {
    await pause(5_000);
    if (!stop) socket.write(`X-Slow-${line}: x\r\n`);
  }
  return closed;
}

/** A body announced at 1 MB whose sender stops after 100 KB. */
async function stalledBody(): Promise<number> {
  const { socket, closed } = await open();
  socket.write(
    `POST /api/v3/complaint/upload HTTP/1.1\r\nHost: app.example\r\nContent-Type: application/octet-stream\r\nContent-Length: ${1024 * 1024}\r\n\r\n`,
  );
  socket.write(Buffer.alloc(100 * 1024, 1));
  return closed;
}

/** A 5 MB photo at 1.6 Mbit/s, as a borrower on a weak signal sends it. */
async function slowUpload(): Promise<{ ms: number; answer: string }> {
  const { socket, closed, text } = await open();
  const started = performance.now();
  socket.write(
    `POST /api/v3/complaint/upload HTTP/1.1\r\nHost: app.example\r\nContent-Type: image/jpeg\r\nContent-Length: ${PHOTO_BYTES}\r\nConnection: close\r\n\r\n`,
  );
  for (let sent = 0; sent < PHOTO_BYTES; sent += CHUNK_BYTES) {
    socket.write(Buffer.alloc(Math.min(CHUNK_BYTES, PHOTO_BYTES - sent), 7));
    await pause(CHUNK_EVERY_MS);
  }
  await closed;
  return { ms: performance.now() - started, answer: text() };
}

describe('slow clients', () => {
  it('are cut within 30 s by the time-outs: the header or stall time and a check', () => {
    expect(CLIENT_TIMEOUTS.headersMs + CLIENT_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(
      CUT_WITHIN_MS,
    );
    expect(CLIENT_TIMEOUTS.bodyStallMs + CLIENT_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(
      CUT_WITHIN_MS,
    );
  });

  it('cuts a trickled header and a stalled body by those time-outs; a 5 MB photo at 1.6 Mbit/s gets through', async () => {
    const [headers, body, upload] = await Promise.all([slowloris(), stalledBody(), slowUpload()]);
    console.info(
      `slowloris cut after ${Math.round(headers)} ms; stalled body cut after ${Math.round(body)} ms; 5 MB upload took ${Math.round(upload.ms)} ms`,
    );
    // Both were cut (the whole-request time-out, 120 s, is past this test's own), and not
    // before their own time-outs: the body stopped, it was not merely slow.
    expect(headers).toBeGreaterThanOrEqual(CLIENT_TIMEOUTS.headersMs);
    expect(body).toBeGreaterThanOrEqual(CLIENT_TIMEOUTS.bodyStallMs);
    expect(upload.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(upload.answer).toContain(`"bytes":${PHOTO_BYTES}`);
    expect(upload.ms).toBeGreaterThan(20_000);
    await server.waitForLine((line) => line.msg === 'request body stalled: connection closed');
  }, 90_000);
});
