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
  '/privacypolicy': 'prerendered/privacy-policy.html',
  'frame:/privacypolicy': 'prerendered/privacy-policy-framed.html',
};

const page = (file: string) => ({ file, framed: false });

const request = (headers: Record<string, string> = {}, url = '/') => ({ headers, url });

describe('which request gets a prerendered page', () => {
  it('matches a public path in any case, with or without trailing slashes', () => {
    for (const path of ['/Policy', '/policy', '/POLICY/', '/Policy//'])
      expect(prerenderedPage(manifest, path, request())).toEqual(page('prerendered/policy.html'));
    expect(prerenderedPage(manifest, '/', request())).toEqual(page('prerendered/home.html'));
    expect(prerenderedPage(manifest, '/Promotion/Agreement', request())).toEqual(
      page('prerendered/promotion-agreement.html'),
    );
  });

  it('never by prefix: a longer or other path gets the shell', () => {
    for (const path of ['/Policy/x', '/Policyx', '/promotion', '/loanDetail'])
      expect(prerenderedPage(manifest, path, request()), path).toBeUndefined();
    expect(isPrerenderedPath(manifest, '/Policy/x')).toBe(false);
    expect(isPrerenderedPath(manifest, '/POLICY/')).toBe(true);
  });

  it('gives a frame the page’s variant for frames, or the shell when it has none', () => {
    const framed = (path: string, headers: Record<string, string> = {}, url = path) =>
      prerenderedPage(manifest, path, request({ 'sec-fetch-dest': 'iframe', ...headers }, url));
    expect(framed('/privacyPolicy')).toEqual({
      file: 'prerendered/privacy-policy-framed.html',
      framed: true,
    });
    expect(framed('/PRIVACYPOLICY/')?.file).toBe('prerendered/privacy-policy-framed.html');
    expect(framed('/policy')).toBeUndefined();
    // A reader who will see Filipino gets the shell in the frame too.
    expect(framed('/privacyPolicy', { cookie: 'lang=fil' })).toBeUndefined();
    expect(framed('/privacyPolicy', {}, '/privacyPolicy?lang=fil')).toBeUndefined();
    // The variant is never a page of its own.
    expect(prerenderedPage(manifest, '/frame:/privacypolicy', request())).toBeUndefined();
  });

  it('gives a reader who will see Filipino the shell', () => {
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
    ).toEqual(page('prerendered/policy.html'));
    expect(prerenderedPage(manifest, '/policy', request({ 'sec-fetch-dest': 'document' }))).toEqual(
      page('prerendered/policy.html'),
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
    '<html><head><title>Privacy Policy · PesoLoan</title></head><body><div id="root" data-rendered-for="/policy"><h1>Privacy Policy</h1></div></body></html>';

  const FRAMED =
    '<html><head><title>Privacy Policy · PesoLoan</title><link rel="stylesheet" href="/assets/privacy-p1.css"></head><body><div id="root" data-rendered-for="/privacypolicy"><h1>Privacy Policy</h1></div></body></html>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prerendered-dist-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'prerendered'));
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'prerendered/policy.html'), POLICY);
    writeFileSync(join(dir, 'prerendered/privacy-policy-framed.html'), FRAMED);
    writeFileSync(
      join(dir, '.vite/prerendered.json'),
      JSON.stringify({
        '/policy': 'prerendered/policy.html',
        'frame:/privacypolicy': 'prerendered/privacy-policy-framed.html',
      }),
    );
    writeFileSync(
      join(dir, '.vite/route-preloads.json'),
      JSON.stringify({
        '/policy': { js: ['assets/corporate-a1.js'], css: [] },
        '/privacypolicy': { js: ['assets/privacy-p1.js'], css: ['assets/privacy-p1.css'] },
      }),
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
    expect(answer.body).toContain('data-rendered-for="/policy"');
    expect(answer.body).toContain('<meta name="runtime-config" content="x"></head>');
    expect(answer.body).not.toContain('modulepreload');
  });

  it('sends the shell, with the same head, to a Filipino reader and to other paths', async () => {
    const filipino = await app.inject({ url: '/Policy', headers: { cookie: 'lang=fil' } });
    expect(filipino.body).not.toContain('data-rendered-for');
    // The shell renders with JavaScript: the screen's chunks are hinted beside the entry.
    expect(filipino.body).toContain(
      '<meta name="runtime-config" content="x"><link rel="modulepreload" crossorigin href="/assets/corporate-a1.js"></head>',
    );
    expect(filipino.headers.vary).toBe('Cookie, Accept-Language, Sec-Fetch-Dest');
    const other = await app.inject({ url: '/loanDetail' });
    expect(other.body).not.toContain('data-rendered-for');
    expect(other.headers.vary).toBeUndefined();
  });

  it('sends a frame the text alone with its own stylesheets, no hint added; Filipino gets the shell', async () => {
    const framed = await app.inject({
      url: '/privacyPolicy',
      headers: { 'sec-fetch-dest': 'iframe', 'accept-language': 'en' },
    });
    expect(framed.body).toContain('data-rendered-for="/privacypolicy"');
    expect(framed.body).toContain('<meta name="runtime-config" content="x"></head>');
    expect(framed.body.match(/privacy-p1\.css/g)).toHaveLength(1);
    expect(framed.body).not.toContain('privacy-p1.js');
    expect(framed.headers.vary).toBe('Cookie, Accept-Language, Sec-Fetch-Dest');
    // The same path on its own has no prerendered page here: the shell, with the screen's hints.
    const alone = await app.inject({ url: '/privacyPolicy', headers: { 'accept-language': 'en' } });
    expect(alone.body).not.toContain('data-rendered-for');
    expect(alone.body).toContain('href="/assets/privacy-p1.js"');
    const filipino = await app.inject({
      url: '/privacyPolicy',
      headers: { 'sec-fetch-dest': 'iframe', cookie: 'lang=fil' },
    });
    expect(filipino.body).not.toContain('data-rendered-for');
  });
});
