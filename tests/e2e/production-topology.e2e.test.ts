import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { queryAll, queryOne } from '../../server/sandbox/db';
import { demoPath } from '../fixtures/demo';
import { imagesFrom } from '../setup/images';
import { multipartParts } from '../setup/multipart-parts';
import { sha256, type ReceivedRequest } from '../setup/stand-in-upstream';
import { topologySuite } from '../setup/topology';
import { expectProxyHeaders, pathOf, recordBodies, reportBodies } from './topology-helpers';
import { eventually, expectLocator } from '../setup/expect-page';
import { appStarted } from '../setup/settle';

// Browser → the app server in proxy mode → a recording tap → the sandbox in its own process;
// pay pages and images come from the sandbox's foreign origin, another site than the app.
const suite = topologySuite();
const FIXTURES = join(process.cwd(), 'tests/fixtures/complaints');
const COMMIT = '/repayment-commit';
const CONFIRM = '/repayment-confirm';
const UPLOAD = '/user-problem/upload-problem-img';

/** What the tap received on paths ending with one of `endings`, oldest first. */
function tapped(...endings: string[]): ReceivedRequest[] {
  return suite.topology.tap.received.filter((request) =>
    endings.some((ending) => pathOf(request.url).endsWith(ending)),
  );
}

/** The latest repayment SMS code the sandbox process printed for an order, or ''. */
function smsCode(orderId: string): string {
  const line = suite.topology.sandbox.logs.filter((item) => item.includes(`order ${orderId} `));
  return /: (\d{6})$/.exec(line.at(-1) ?? '')?.[1] ?? '';
}

/** The gateway's page of a voucher, on the foreign origin. */
function isGatewayPage(url: URL): boolean {
  return url.origin === suite.topology.foreignUrl && /^\/pay\/V/.test(url.pathname);
}

/** The colour of one pixel of an encoded image, decoded by the browser itself. */
async function pixel(page: Page, image: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ({ base64, x, y }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
    },
    { base64: image.toString('base64'), x, y },
  );
}

/** A fixture's size (`WxH`) and the colour of one of its pixels. */
function fixtureLook(file: string, x: number, y: number): { rgb: number[]; size: string } {
  const png = PNG.sync.read(readFileSync(file));
  const at = (png.width * y + x) * 4;
  return { rgb: [...png.data.subarray(at, at + 3)], size: `${png.width}x${png.height}` };
}

/** The bytes of the photo part of an upload body. */
function photoPart(contentType: string, body: Buffer): Buffer {
  const part = multipartParts(contentType, body).find((item) => item.name === 'problemImage');
  if (!part) throw new Error('no problemImage part in the upload');
  expect(part.contentType).toBe('image/jpeg');
  return part.body;
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): number[] {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3)
      return [bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5)];
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('not a JPEG');
}

describe('production topology: money and uploads through the proxy', () => {
  it('card repayment: commit with SMS, confirm, the paid order; the upstream got the form bodies byte for byte', async () => {
    const { page, snap } = await suite.phone();
    const sent = await recordBodies(page, [COMMIT, CONFIRM]);
    await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024180', productId: '2' })));
    // Rendered by the app server: a tap counts once its app has started.
    await appStarted(page);
    await page.getByText('BDO Unibank').click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'SMS verification' });
    await dialog.waitFor();
    // The borrower reads the code on their phone: here, the sandbox process's own output.
    await expect.poll(() => smsCode('PL2024180'), { timeout: 15_000 }).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Verification code').fill(smsCode('PL2024180'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(
      (url) => url.origin === suite.topology.appUrl && url.pathname === '/loanDetail',
    );
    await page.getByRole('heading', { name: 'Settled', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Borrow Again' }).waitFor();
    // The lender's logo comes from the foreign origin (IMAGE_HOSTS and the CSP allow it).
    await eventually(async () =>
      (await imagesFrom(page, suite.topology.foreignUrl)).map((image) => image.loaded),
    ).toEqual([true]);
    await snap('topology-card-paid');
    const order = queryOne(
      suite.topology.sandbox.db,
      v.object({ status: v.number(), repay_amount: v.number() }),
      'SELECT status, repay_amount FROM orders WHERE order_no = ?',
      'PL2024180',
    );
    expect(order).toEqual({ status: 200, repay_amount: 0 });

    // The same bytes on both sides of the proxy, form-encoded, one commit and one confirm.
    const received = tapped(COMMIT, CONFIRM);
    expect(sent.map((body) => body.path)).toEqual([
      expect.stringMatching(/\/repayment-commit$/),
      expect.stringMatching(/\/repayment-confirm$/),
    ]);
    expect(received.map((request) => pathOf(request.url))).toEqual(sent.map((body) => body.path));
    received.forEach((request, index) => {
      const browser = sent[index];
      expect(request.headers['content-type']).toBe(browser?.contentType);
      expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
      expect(request.body.length).toBeGreaterThan(0);
      expect(request.body.equals(browser?.body ?? Buffer.alloc(0))).toBe(true);
      expect(Number(request.headers['content-length'])).toBe(request.body.length);
    });
    // The payment's key reached the lender as the Idempotency-Key header, which an API that does
    // not know it ignores; no field of the form carries it, and the confirm names none.
    const [commit, confirm] = received;
    expect(commit?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,}$/);
    expect(new URLSearchParams(commit?.body.toString()).has('idempotencyKey')).toBe(false);
    expect(confirm?.headers['idempotency-key']).toBeUndefined();
    // Every call says the reader's language, so the lender can answer its texts in it.
    for (const request of received) expect(request.headers['accept-language']).toBe('en-PH');
    expectProxyHeaders(received, suite.topology);
    reportBodies('card repayment (form-encoded)', sent, received);
  });

  it("voucher payment: /repay, Payment Method, Payment, the gateway's page on the other site, paid at the counter, back to the settled order", async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await appStarted(page);
    await page.getByRole('button', { name: 'Payment Method' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByText('7-Eleven').click();
    await sheet.getByRole('button', { name: 'Payment' }).click();
    await page.waitForURL(isGatewayPage);
    await page.getByRole('heading', { name: 'Sandbox payment page' }).waitFor();
    await page.getByText('Channel: 7-Eleven').waitFor();
    await expectLocator(page.getByTestId('reference')).toHaveText('7001248813');
    await snap('topology-gateway-page');

    await page.getByRole('button', { name: 'Simulate payment at the counter' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await page.getByRole('link', { name: 'Back to the app' }).click();
    // The gateway links back to the app it was told about (APP_ORIGIN): the proxy app.
    await page.waitForURL((url) => url.href.startsWith(suite.url('/loanDetail?')));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      orderId: 'PL2024170',
      productId: '1',
    });
    await page.getByRole('heading', { name: 'Settled', level: 2 }).waitFor();
    await snap('topology-gateway-back-in-app');
    const vouchers = tapped('/v3/loan-details/generate-vcode');
    expect(vouchers).toHaveLength(1);
    expect(JSON.parse(vouchers[0]?.body.toString() ?? '')).toEqual({
      productId: '1',
      orderId: 'PL2024170',
      amount: 765000,
      channelNumber: '90011',
    });
    expectProxyHeaders(vouchers, suite.topology);
  });

  it('a complaint with two photos: the upstream receives the exact bytes of each photo, and the complaint is saved', async () => {
    const { page, snap } = await suite.phone();
    const sent = await recordBodies(page, [UPLOAD]);
    const files = ['photo-1.png', 'photo-2.png'].map((name) => join(FIXTURES, name));
    await page.goto(
      suite.url(
        demoPath('/complainPageNext', {
          problemType: '1',
          problemSonType: '13',
          orderNo: 'PL2024180',
        }),
      ),
    );
    const detail = 'Through the proxy: two photos of the collector messages.';
    await page.getByRole('textbox', { name: 'Comments and suggestions' }).fill(detail);
    await page.getByLabel('Add photo').setInputFiles(files);
    await expect
      .poll(() => page.locator('[data-testid="photo"][data-status="done"]').count(), {
        timeout: 15_000,
      })
      .toBe(2);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('success-overlay').waitFor();
    await snap('topology-complaint-sent');

    const uploads = tapped(UPLOAD);
    expect(uploads).toHaveLength(2);
    expect(sent).toHaveLength(2);
    // Each request body (multipart framing and file) arrived as the browser sent it. The two
    // uploads run side by side, so they are compared as sets.
    expect(uploads.map((request) => sha256(request.body)).sort()).toEqual(
      sent.map((body) => sha256(body.body)).sort(),
    );
    for (const request of uploads)
      expect(Number(request.headers['content-length'])).toBe(request.body.length);
    const photos = uploads.map((request) =>
      photoPart(request.headers['content-type'] ?? '', request.body),
    );
    const sentPhotos = sent.map((body) => photoPart(body.contentType, body.body));
    expect(photos.map(sha256).sort()).toEqual(sentPhotos.map(sha256).sort());

    // The app sends each photo as a JPEG it encodes from the picked file (compress-image.ts),
    // so a part is not the fixture's PNG bytes: each part decodes back to one fixture's size
    // and colour, and the two parts are the two fixtures.
    const fixtures = files.map((file) => fixtureLook(file, 2, 2));
    const matched = await Promise.all(
      photos.map(async (photo) => {
        const rgb = await pixel(page, photo, 2, 2);
        const size = jpegSize(photo).join('x');
        return fixtures.findIndex(
          (fixture) =>
            fixture.size === size &&
            fixture.rgb.every((value, channel) => Math.abs(value - (rgb[channel] ?? -99)) <= 16),
        );
      }),
    );
    expect([...matched].sort()).toEqual([0, 1]);

    // The sandbox stored exactly the bytes that left the browser, and saved the complaint.
    const saved = queryAll(
      suite.topology.sandbox.db,
      v.object({
        order_no: v.string(),
        type: v.number(),
        son_type: v.number(),
        images: v.string(),
      }),
      'SELECT order_no, type, son_type, images FROM complaints WHERE content = ?',
      detail,
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ order_no: 'PL2024180', type: 1, son_type: 13 });
    const stored = (saved[0]?.images ?? '').split(',');
    expect(stored).toHaveLength(2);
    const storedHashes = await Promise.all(
      stored.map(async (path) => {
        const answer = await fetch(suite.url(path));
        expect(answer.status).toBe(200);
        return sha256(Buffer.from(await answer.arrayBuffer()));
      }),
    );
    expect(storedHashes.sort()).toEqual(photos.map(sha256).sort());
    expectProxyHeaders([...uploads, ...tapped('/user-problem/problem-save')], suite.topology);
    reportBodies('complaint upload (multipart)', sent, uploads);
    console.info(
      photos
        .map((photo, index) => {
          const fixture = files[matched[index] ?? -1] ?? '?';
          const source = readFileSync(fixture);
          return `[topology] complaint photo ${basename(fixture)} (${source.length} B PNG, sha256 ${sha256(source)}) went up as a ${photo.length} B JPEG part, sha256 ${sha256(photo)}: the same at the browser, the upstream and in the sandbox's store`;
        })
        .join('\n'),
    );
  });
});
