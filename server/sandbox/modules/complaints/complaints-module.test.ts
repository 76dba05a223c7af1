import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSave, UPLOAD_FIELD } from '../../../../src/contract/complaint-filing';
import { problemInitOrder, problemTypes } from '../../../../src/contract/complaint-types';
import { problemDetail, problemList, saveScore } from '../../../../src/contract/complaints';
import type { InputOf } from '../../../../src/contract/endpoint';
import { buildServer } from '../../../app';
import { DEFAULT_FOREIGN_ORIGIN } from '../../../lib/foreign-origin';
import { callEndpoint } from '../../../test-support/call-endpoint';
import { tinyPng, uploadPhoto } from '../../../test-support/upload-photo';
import { SECOND_DEMO_SESSION } from '../core/demo-borrower';
import { testConfig } from '../../../test-support/test-config';

type App = Awaited<ReturnType<typeof buildServer>>;
let app: App;
let uploadsDir: string;

type SaveInput = InputOf<typeof problemSave>;

function upload(
  field: string,
  filename: string,
  type: string,
  bytes: Buffer,
  session: Record<string, string> | undefined = undefined,
) {
  return uploadPhoto(app, { field, filename, type, bytes, session });
}

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'complaints-uploads-'));
  app = await buildServer(testConfig({ dataFile: ':memory:', uploadsDir }));
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('complaint init', () => {
  it('answers the types, the newest order as selected and every order with its isShow flag', async () => {
    const { code, data } = await callEndpoint(app, problemInitOrder, {});
    expect(code).toBe(0);
    expect(data?.problemType[0]).toEqual({
      value: 1,
      title: 'Collection complaints',
      icon: `${DEFAULT_FOREIGN_ORIGIN}/images/complaints/type-collection.svg`,
    });
    expect(data?.problemSonType.length).toBeGreaterThan(1);
    expect(data?.orderDetail?.orderNo).toBe('PL2024200');
    expect(data?.orderDetail?.isShow).toBe(0);
    expect(data?.orderList).toHaveLength(7);
    expect(data?.orderList.find((order) => order.orderNo === 'PL2024180')?.isShow).toBe(1);
  });

  it('selects the asked order and falls back to the newest for an unknown one', async () => {
    const chosen = await callEndpoint(app, problemInitOrder, { orderId: 'PL2024174' });
    expect(chosen.data?.orderDetail).toMatchObject({
      orderNo: 'PL2024174',
      isShow: 1,
      productName: 'PesoLoan Plus',
      productLogo: `${DEFAULT_FOREIGN_ORIGIN}/images/products/product-1.svg`,
    });
    const unknown = await callEndpoint(app, problemInitOrder, { orderId: 'NOPE' });
    expect(unknown.code).toBe(0);
    expect(unknown.data?.orderDetail?.orderNo).toBe('PL2024200');
  });

  it('needs a session', async () => {
    const answer = await callEndpoint(app, problemInitOrder, {}, { session: {} });
    expect(answer).toMatchObject({ code: 401 });
  });

  it('answers the type names, order status and rows in Filipino when the call asks for fil-PH', async () => {
    const filipino = { headers: { 'Accept-Language': 'fil-PH' } };
    const init = await callEndpoint(app, problemInitOrder, { orderId: 'PL2024180' }, filipino);
    expect(init.data?.problemType.map((type) => type.title)).toEqual([
      'Reklamo sa paniningil',
      'Problema sa pagbabayad',
      'Pag-apply ng loan',
      'Account at bank card',
      'Mga mungkahi',
    ]);
    expect(init.data?.problemSonType[0]).toMatchObject({
      value: 11,
      title: 'Bastos o nagbabantang pananalita',
    });
    expect(init.data?.orderDetail).toMatchObject({
      status: 'Lampas na sa due date',
      list: [
        { title: 'Numero ng order', value: 'PL2024180' },
        { title: 'Halaga ng loan', value: expect.stringMatching(/^₱[\d,]+\.\d{2}$/) },
        { title: 'Halagang dapat bayaran', value: expect.stringMatching(/^₱/) },
        { title: 'Due date', value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      ],
    });
    const types = await callEndpoint(app, problemTypes, {}, filipino);
    expect(types.data?.problemType[1]?.title).toBe('Problema sa pagbabayad');
    const list = await callEndpoint(app, problemList, {}, filipino);
    expect(list.data?.tabs.map((tab) => tab.title)).toEqual(['Lahat', 'Pinoproseso', 'Naproseso']);
    const all = list.data?.tabs[0]?.list ?? [];
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((item) => item.type)).toContain('Reklamo sa paniningil');
    const detail = await callEndpoint(app, problemDetail, { problemId: 1 }, filipino);
    expect(detail.data).toMatchObject({
      type: 'Reklamo sa paniningil',
      sonType: 'Tumatawag sa hindi makatwirang oras',
    });
    // Without the header (or in English): the English names, as before.
    const english = await callEndpoint(app, problemDetail, { problemId: 1 });
    expect(english.data).toMatchObject({
      type: 'Collection complaints',
      sonType: 'Calls at unreasonable hours',
    });
  });

  it('answers the types on the GET init', async () => {
    const { code, data } = await callEndpoint(app, problemTypes, {});
    expect(code).toBe(0);
    expect(data?.problemType).toHaveLength(5);
    expect(data?.problemSonType).toHaveLength(4);
  });
});

describe('image upload', () => {
  it('stores a real image and serves it back', async () => {
    const png = tinyPng();
    const body = await upload(UPLOAD_FIELD, 'photo.png', 'image/png', png);
    expect(body.code).toBe('00');
    const url = body.url ?? '';
    expect(url).toMatch(/^\/api\/sandbox\/uploads\/complaint-[\w-]+\.png$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(readFileSync(join(uploadsDir, url.split('/').pop() ?? '')).equals(png)).toBe(true);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const body = await upload(UPLOAD_FIELD, 'fake.jpg', 'image/jpeg', Buffer.from('hello world'));
    expect(body).toMatchObject({
      code: '01',
      message: 'Only JPG, PNG or WebP images can be uploaded.',
    });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const body = await upload(UPLOAD_FIELD, 'big.png', 'image/png', big);
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
  const url = (await upload(UPLOAD_FIELD, 'photo.png', 'image/png', tinyPng())).url;
  if (!url) throw new Error('upload failed');
  return url;
}

/** Files a complaint and finds its id in the list (the save answers only its success flag). */
async function file(input: SaveInput): Promise<string> {
  const saved = await callEndpoint(app, problemSave, input);
  expect(saved).toMatchObject({ status: 200, code: 0, data: { success: true } });
  const list = await callEndpoint(app, problemList, {});
  const item = list.data?.tabs[0]?.list.find((entry) => entry.content === input.problemDetail);
  if (!item) throw new Error(`complaint "${String(input.problemDetail)}" is not listed`);
  return String(item.id);
}

describe('filing, listing, detail and rating', () => {
  it('saves a complaint and lists and shows it', async () => {
    const images = [await uploadedUrl(), await uploadedUrl()];
    const problemId = await file({
      problemType: 1,
      problemSonType: 12,
      problemDetail: 'They called my mother.',
      problemImage: images.join(','),
      orderNo: 'PL2024180',
    });

    const tabs = (await callEndpoint(app, problemList, {})).data?.tabs ?? [];
    expect(tabs.map((tab) => tab.title)).toEqual(['All', 'Processing', 'Processed']);
    expect(tabs[0]?.list[0]).toMatchObject({
      id: Number(problemId),
      type: 'Collection complaints',
      content: 'They called my mother.',
    });
    expect(tabs[1]?.list.some((item) => String(item.id) === problemId)).toBe(true);
    expect(tabs[2]?.list.some((item) => String(item.id) === problemId)).toBe(false);

    const detail = await callEndpoint(app, problemDetail, { problemId });
    expect(detail.data).toEqual({
      problemId: Number(problemId),
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
    const wrongAmount = { problemType: 2, problemDetail: 'Wrong amount', orderNo: 'PL2024170' };
    for (const url of forged) {
      const saved = await callEndpoint(app, problemSave, {
        ...wrongAmount,
        problemImage: `${own},${url}`,
      });
      expect(saved, url).toEqual({
        status: 400,
        code: 1005,
        message:
          'Only photos uploaded in this complaint form can be attached. Please upload the photo again.',
        data: undefined,
      });
    }
    // Another borrower's upload is not this borrower's to attach.
    const theirs = await upload(UPLOAD_FIELD, 'photo.png', 'image/png', tinyPng(), {
      ...SECOND_DEMO_SESSION,
    });
    const theirUrl = theirs.url ?? '';
    expect(theirUrl).not.toBe('');
    const stolen = await callEndpoint(app, problemSave, { ...wrongAmount, problemImage: theirUrl });
    expect(stolen).toMatchObject({ status: 400, code: 1005 });

    const fine = await callEndpoint(app, problemSave, { ...wrongAmount, problemImage: own });
    expect(fine).toMatchObject({ status: 200, code: 0, data: { success: true } });
  });

  it('saves without images as an empty problemImage', async () => {
    const problemId = await file({
      problemType: 5,
      problemSonType: '',
      problemDetail: 'More payment channels please',
      problemImage: '',
      orderNo: 'PL2024200',
    });
    const detail = await callEndpoint(app, problemDetail, { problemId });
    expect(detail.data).toMatchObject({ images: [], sonType: '' });
  });

  it('refuses a collection complaint on an order whose isShow is not 1', async () => {
    const saved = await callEndpoint(app, problemSave, {
      problemType: 1,
      problemSonType: 11,
      problemDetail: 'Rude collector',
      problemImage: '',
      orderNo: 'PL2024200',
    });
    expect(saved).toMatchObject({
      code: 1002,
      message: 'The selected order does not support sending collection types',
    });
  });

  it('refuses an empty or too long description with its own code, not as a bad request', async () => {
    const empty = await callEndpoint(app, problemSave, {
      problemType: 2,
      problemDetail: '  ',
      orderNo: 'PL2024170',
    });
    expect(empty).toMatchObject({
      status: 200,
      code: 1004,
      message: 'Please fill in your comments and suggestions',
    });
    const long = await callEndpoint(app, problemSave, {
      problemType: 2,
      problemDetail: 'x'.repeat(201),
      orderNo: 'PL2024170',
    });
    expect(long.code).toBe(1004);
  });

  it.each<[Partial<SaveInput>, string | RegExp]>([
    [{ orderNo: ' ' }, 'orderNo is required'],
    [{ problemType: 'collection' }, 'problemType must be a whole number'],
    [{ problemType: 0 }, /^problemType must be between 1 and \d+$/],
    [{ problemSonType: 'family' }, 'problemSonType must be a whole number'],
    [{ problemSonType: -3 }, /^problemSonType must be between 1 and \d+$/],
  ])('answers 400 naming the parameter when filing with %o', async (change, message) => {
    const saved = await callEndpoint(app, problemSave, {
      problemType: 2,
      problemDetail: 'Bad input',
      orderNo: 'PL2024170',
      ...change,
    });
    expect(saved).toMatchObject({ status: 400, code: 400 });
    expect(saved.message).toMatch(message);
  });

  it('answers 400 for a save without its type or order', async () => {
    const missing = await callEndpoint(app, problemSave, {
      problemDetail: 'No type',
    } as SaveInput);
    expect(missing).toMatchObject({ status: 400, message: 'problemType is required' });
  });

  it('rates a replied complaint once with code 00', async () => {
    const detail = await callEndpoint(app, problemDetail, { problemId: 1 });
    expect(detail.data).toMatchObject({ isNeedScore: 1 });
    const bad = await callEndpoint(app, saveScore, { problemId: 1, score: 0 });
    expect(bad).toMatchObject({ status: 200, code: '01' });
    const rated = await callEndpoint(app, saveScore, { problemId: 1, score: 4 });
    expect(rated.code).toBe('00');
    const again = await callEndpoint(app, saveScore, { problemId: 1, score: 5 });
    expect(again).toMatchObject({
      code: '01',
      message: 'You have already rated this service.',
    });
    const after = await callEndpoint(app, problemDetail, { problemId: 1 });
    expect(after.data).toMatchObject({ isNeedScore: 0 });
  });

  it('answers 400 naming the parameter for a bad rating or detail request', async () => {
    await expect(
      callEndpoint(app, saveScore, { problemId: 1, score: '4.5' }),
    ).resolves.toMatchObject({ status: 400, code: 400, message: 'score must be a whole number' });
    await expect(
      callEndpoint(app, saveScore, { problemId: 'first', score: 4 }),
    ).resolves.toMatchObject({ status: 400, message: 'problemId must be a whole number' });
    await expect(
      callEndpoint(app, saveScore, { problemId: 1 } as InputOf<typeof saveScore>),
    ).resolves.toMatchObject({ status: 400, message: 'score is required' });
    await expect(
      callEndpoint(app, problemDetail, {} as InputOf<typeof problemDetail>),
    ).resolves.toMatchObject({ status: 400, code: 400, message: 'problemId is required' });
    await expect(callEndpoint(app, problemDetail, { problemId: 0 })).resolves.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^problemId must be between 1 and/),
    });
  });

  it('does not show another borrower a complaint that does not exist', async () => {
    const detail = await callEndpoint(app, problemDetail, { problemId: 999 });
    expect(detail).toMatchObject({ code: 1006, message: 'This complaint was not found.' });
  });
});
