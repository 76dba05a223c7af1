import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrerenderedPath, loadPrerendered, prerenderedPage } from './prerendered-pages';
import { registerStaticFiles } from './static-files';

const manifest = {
  '/': 'prerendered/home.html',
  '/policy': 'prerendered/policy.html',
  '/promotion/agreement': 'prerendered/promotion-agreement.html',
};

const request = (headers: Record<string, string> = {}, url = '/') => ({ headers, url });

describe('which request gets a prerendered page', () => {
  it('matches a public path in any case, with or without trailing slashes', () => {
    for (const path of ['/Policy', '/policy', '/POLICY/', '/Policy//'])
      expect(prerenderedPage(manifest, path, request())).toBe('prerendered/policy.html');
    expect(prerenderedPage(manifest, '/', request())).toBe('prerendered/home.html');
    expect(prerenderedPage(manifest, '/Promotion/Agreement', request())).toBe(
      'prerendered/promotion-agreement.html',
    );
  });

  it('never by prefix: a longer or other path gets the shell', () => {
    for (const path of ['/Policy/x', '/Policyx', '/promotion', '/loanDetail'])
      expect(prerenderedPage(manifest, path, request()), path).toBeUndefined();
    expect(isPrerenderedPath(manifest, '/Policy/x')).toBe(false);
    expect(isPrerenderedPath(manifest, '/POLICY/')).toBe(true);
  });

  it('gives a frame, and a reader who will see Filipino, the shell', () => {
    expect(prerenderedPage(manifest, '/policy', request({ 'sec-fetch-dest': 'iframe' }))).toBe(
      undefined,
    );
    expect(prerenderedPage(manifest, '/policy', request({ cookie: 'a=1; lang=fil' }))).toBe(
      undefined,
    );
    expect(
      prerenderedPage(manifest, '/policy', request({ 'accept-language': 'fil-PH,en;q=0.5' })),
    ).toBeUndefined();
    expect(prerenderedPage(manifest, '/policy', request({}, '/Policy?lang=tl'))).toBeUndefined();
    // The address's lang wins over the cookie, as in the page.
    expect(
      prerenderedPage(manifest, '/policy', request({ cookie: 'lang=fil' }, '/Policy?lang=en')),
    ).toBe('prerendered/policy.html');
    expect(prerenderedPage(manifest, '/policy', request({ 'sec-fetch-dest': 'document' }))).toBe(
      'prerendered/policy.html',
    );
  });
});

describe('the build’s prerendered manifest', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    mkdirSync(join(dir, '.vite'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read when every entry names a page under prerendered/', () => {
    writeFileSync(join(dir, '.vite/prerendered.json'), JSON.stringify(manifest));
    expect(loadPrerendered(dir)).toEqual(manifest);
  });

  it('is ignored (shell for every path) when missing, unreadable or naming other files', () => {
    rmSync(join(dir, '.vite/prerendered.json'), { force: true });
    expect(loadPrerendered(dir)).toEqual({});
    writeFileSync(join(dir, '.vite/prerendered.json'), '{not json');
    expect(loadPrerendered(dir)).toEqual({});
    writeFileSync(
      join(dir, '.vite/prerendered.json'),
      JSON.stringify({ '/': '../server/secret.html' }),
    );
    expect(loadPrerendered(dir)).toEqual({});
  });
});

describe('serving a public page', () => {
  let dir = '';
  const app = Fastify();
  const SHELL =
    '<html><head><title>PesoLoan</title></head><body><div id="root"></div></body></html>';
  const POLICY =
    '<html><head><title>Privacy Policy · PesoLoan</title></head><body><div id="root" data-prerendered="/policy"><h1>Privacy Policy</h1></div></body></html>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prerendered-dist-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'prerendered/policy.html'), POLICY);
    writeFileSync(
      join(dir, '.vite/prerendered.json'),
      JSON.stringify({ '/policy': 'prerendered/policy.html' }),
    );
    writeFileSync(
      join(dir, '.vite/route-preloads.json'),
      JSON.stringify({ '/policy': { js: ['assets/corporate-a1.js'], css: [] } }),
    );
    await registerStaticFiles(app, dir, '<meta name="runtime-config" content="x">');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the prerendered HTML with the runtime-config head, and no script hint before it paints', async () => {
    const answer = await app.inject({ url: '/POLICY/', headers: { 'accept-language': 'en-PH' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Cookie, Accept-Language, Sec-Fetch-Dest');
    expect(answer.body).toContain('data-prerendered="/policy"');
    expect(answer.body).toContain('<meta name="runtime-config" content="x"></head>');
    expect(answer.body).not.toContain('modulepreload');
  });

  it('sends the shell, with the same head, to a Filipino reader and to other paths', async () => {
    const filipino = await app.inject({ url: '/Policy', headers: { cookie: 'lang=fil' } });
    expect(filipino.body).not.toContain('data-prerendered');
    // The shell renders with JavaScript: the screen's chunks are hinted beside the entry.
    expect(filipino.body).toContain(
      '<meta name="runtime-config" content="x"><link rel="modulepreload" crossorigin href="/assets/corporate-a1.js"></head>',
    );
    expect(filipino.headers.vary).toBe('Cookie, Accept-Language, Sec-Fetch-Dest');
    const other = await app.inject({ url: '/loanDetail' });
    expect(other.body).not.toContain('data-prerendered');
    expect(other.headers.vary).toBeUndefined();
  });
});
