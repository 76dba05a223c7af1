import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app';
import { DEFAULT_FOREIGN_ORIGIN } from '../../lib/foreign-origin';
import { DEMO_SESSION, SECOND_DEMO_SESSION } from '../core/demo-borrower';

type App = Awaited<ReturnType<typeof buildServer>>;
let app: App;
let uploadsDir: string;

const session = new URLSearchParams(DEMO_SESSION).toString();
const api = (path: string) => `/api${path}?${session}`;

async function post(path: string, payload: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: api(path), payload });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

function tinyPng(): Buffer {
  const png = new PNG({ width: 4, height: 3 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----complaints-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(field: string, filename: string, type: string, bytes: Buffer) {
  const body = multipart(field, filename, type, bytes);
  const response = await app.inject({
    method: 'POST',
    url: api('/user-problem/upload-problem-img'),
    ...body,
  });
  return response.json<{ code: string; message: string; data?: { url: string } }>();
}

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'complaints-uploads-'));
  app = await buildServer({ dataFile: ':memory:', uploadsDir });
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('complaint init', () => {
  it('answers the types, the newest order as selected and every order with its isShow flag', async () => {
    const { body } = await post('/problem/problem-init');
    expect(body.code).toBe(0);
    const data = body.data as {
      problemType: Array<{ value: number; title: string; icon: string }>;
      problemSonType: Array<{ value: number; title: string }>;
      orderDetail: { orderNo: string; isShow: number; list: unknown[] };
      orderList: Array<{ orderNo: string; isShow: number }>;
    };
    expect(data.problemType[0]).toEqual({
      value: 1,
      title: 'Collection complaints',
      icon: `${DEFAULT_FOREIGN_ORIGIN}/images/complaints/type-collection.svg`,
    });
    expect(data.problemSonType.length).toBeGreaterThan(1);
    expect(data.orderDetail.orderNo).toBe('PL2024200');
    expect(data.orderDetail.isShow).toBe(0);
    expect(data.orderList).toHaveLength(7);
    expect(data.orderList.find((order) => order.orderNo === 'PL2024180')?.isShow).toBe(1);
  });

  it('selects the asked order and falls back to the newest for an unknown one', async () => {
    const chosen = await post('/problem/problem-init', { orderId: 'PL2024174' });
    expect(
      (chosen.body.data as { orderDetail: { orderNo: string; isShow: number } }).orderDetail,
    ).toMatchObject({
      orderNo: 'PL2024174',
      isShow: 1,
      productName: 'PesoLoan Plus',
      productLogo: `${DEFAULT_FOREIGN_ORIGIN}/images/products/product-1.svg`,
    });
    const unknown = await post('/problem/problem-init', { orderId: 'NOPE' });
    expect(unknown.body.code).toBe(0);
    expect((unknown.body.data as { orderDetail: { orderNo: string } }).orderDetail.orderNo).toBe(
      'PL2024200',
    );
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/problem/problem-init' });
    expect(response.json()).toMatchObject({ code: 401 });
  });

  it('answers the types on the GET init', async () => {
    const response = await app.inject({ method: 'GET', url: api('/user-problem/problem-init') });
    const body = response.json<{
      code: number;
      data: { problemType: unknown[]; problemSonType: unknown[] };
    }>();
    expect(body.code).toBe(0);
    expect(body.data.problemType).toHaveLength(5);
    expect(body.data.problemSonType).toHaveLength(4);
  });
});

describe('image upload', () => {
  it('stores a real image and serves it back', async () => {
    const png = tinyPng();
    const body = await upload('problemImage', 'photo.png', 'image/png', png);
    expect(body.code).toBe('00');
    const url = body.data?.url ?? '';
    expect(url).toMatch(/^\/api\/sandbox\/uploads\/complaint-[\w-]+\.png$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(readFileSync(join(uploadsDir, url.split('/').pop() ?? '')).equals(png)).toBe(true);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const body = await upload('problemImage', 'fake.jpg', 'image/jpeg', Buffer.from('hello world'));
    expect(body).toMatchObject({
      code: '01',
      message: 'Only JPG, PNG or WebP images can be uploaded.',
    });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const body = await upload('problemImage', 'big.png', 'image/png', big);
    expect(body).toMatchObject({
      code: '01',
      message: 'The image is larger than 5 MB. Please choose a smaller photo.',
    });
  });

  it('refuses a body without the problemImage field', async () => {
    const body = await upload('other', 'photo.png', 'image/png', tinyPng());
    expect(body).toMatchObject({ code: '01', message: 'Please choose an image to upload.' });
  });
});

async function uploadedUrl(): Promise<string> {
  const url = (await upload('problemImage', 'photo.png', 'image/png', tinyPng())).data?.url;
  if (!url) throw new Error('upload failed');
  return url;
}

describe('filing, listing, detail and rating', () => {
  it('saves a complaint and lists and shows it', async () => {
    const images = [await uploadedUrl(), await uploadedUrl()];
    const saved = await post('/user-problem/problem-save', {
      problemType: 1,
      problemSonType: 12,
      problemDetail: 'They called my mother.',
      problemImage: images.join(','),
      orderNo: 'PL2024180',
    });
    expect(saved.body.code).toBe(0);
    const { success, problemId } = saved.body.data as { success: boolean; problemId: number };
    expect(success).toBe(true);

    const list = await post('/user-problem/problem-list');
    const tabs = (
      list.body.data as {
        tabs: Array<{ title: string; list: Array<{ id: number; type: string; content: string }> }>;
      }
    ).tabs;
    expect(tabs.map((tab) => tab.title)).toEqual(['All', 'Processing', 'Processed']);
    expect(tabs[0]?.list[0]).toMatchObject({
      id: problemId,
      type: 'Collection complaints',
      content: 'They called my mother.',
    });
    expect(tabs[1]?.list.some((item) => item.id === problemId)).toBe(true);
    expect(tabs[2]?.list.some((item) => item.id === problemId)).toBe(false);

    const detail = await post('/user-problem/problem-detail', { problemId });
    expect(detail.body.data).toMatchObject({
      problemId,
      type: 'Collection complaints',
      sonType: 'Contacting my family or references',
      content: 'They called my mother.',
      images,
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    });
  });

  it('attaches only images its own upload route handed to this borrower (else 400)', async () => {
    const own = await uploadedUrl();
    const forged = [
      '//evil/x.png',
      'https://evil.example/x.png',
      '/api/sandbox/uploads/complaint-00000000-0000-0000-0000-000000000000.png',
      '/api/sandbox/uploads/../../etc/passwd',
      `${own}?x=1`,
      `/api/sandbox/uploads/x.png#${own}`,
    ];
    for (const url of forged) {
      const saved = await post('/user-problem/problem-save', {
        problemType: 2,
        problemDetail: 'Wrong amount',
        problemImage: `${own},${url}`,
        orderNo: 'PL2024170',
      });
      expect(saved.status, url).toBe(400);
      expect(saved.body).toEqual({
        code: 1005,
        message:
          'Only photos uploaded in this complaint form can be attached. Please upload the photo again.',
      });
    }
    // Another borrower's upload is not this borrower's to attach.
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/user-problem/upload-problem-img?${new URLSearchParams(SECOND_DEMO_SESSION).toString()}`,
      ...multipart('problemImage', 'photo.png', 'image/png', tinyPng()),
    });
    const theirUrl = theirs.json<{ data: { url: string } }>().data.url;
    const stolen = await post('/user-problem/problem-save', {
      problemType: 2,
      problemDetail: 'Wrong amount',
      problemImage: theirUrl,
      orderNo: 'PL2024170',
    });
    expect(stolen.status).toBe(400);

    const fine = await post('/user-problem/problem-save', {
      problemType: 2,
      problemDetail: 'Wrong amount',
      problemImage: own,
      orderNo: 'PL2024170',
    });
    expect(fine.status).toBe(200);
    expect(fine.body.code).toBe(0);
  });

  it('saves without images as an empty problemImage', async () => {
    const saved = await post('/user-problem/problem-save', {
      problemType: 5,
      problemSonType: '',
      problemDetail: 'More payment channels please',
      problemImage: '',
      orderNo: 'PL2024200',
    });
    const { problemId } = saved.body.data as { problemId: number };
    const detail = await post('/user-problem/problem-detail', { problemId });
    expect(detail.body.data).toMatchObject({ images: [], sonType: '' });
  });

  it('refuses a collection complaint on an order whose isShow is not 1', async () => {
    const saved = await post('/user-problem/problem-save', {
      problemType: 1,
      problemSonType: 11,
      problemDetail: 'Rude collector',
      problemImage: '',
      orderNo: 'PL2024200',
    });
    expect(saved.body).toMatchObject({
      code: 1002,
      message: 'The selected order does not support sending collection types',
    });
  });

  it('refuses an empty or too long description', async () => {
    const empty = await post('/user-problem/problem-save', {
      problemType: 2,
      problemDetail: '  ',
      orderNo: 'PL2024170',
    });
    expect(empty.body).toMatchObject({
      code: 1004,
      message: 'Please fill in your comments and suggestions',
    });
    const long = await post('/user-problem/problem-save', {
      problemType: 2,
      problemDetail: 'x'.repeat(201),
      orderNo: 'PL2024170',
    });
    expect(long.body.code).toBe(1004);
  });

  it('rates a replied complaint once with code 00', async () => {
    const detail = await post('/user-problem/problem-detail', { problemId: 1 });
    expect(detail.body.data).toMatchObject({ isNeedScore: 1 });
    const bad = await post('/user-problem/save-score', { problemId: 1, score: 0 });
    expect(bad.body).toMatchObject({ code: '01' });
    const rated = await post('/user-problem/save-score', { problemId: 1, score: 4 });
    expect(rated.body.code).toBe('00');
    const again = await post('/user-problem/save-score', { problemId: 1, score: 5 });
    expect(again.body).toMatchObject({
      code: '01',
      message: 'You have already rated this service.',
    });
    const after = await post('/user-problem/problem-detail', { problemId: 1 });
    expect(after.body.data).toMatchObject({ isNeedScore: 0 });
  });

  it('does not show another borrower a complaint that does not exist', async () => {
    const detail = await post('/user-problem/problem-detail', { problemId: 999 });
    expect(detail.body).toMatchObject({ code: 1006, message: 'This complaint was not found.' });
  });
});
