import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import * as v from 'valibot';
import { imageHeaders } from './foreign-headers';
import { FOREIGN_STYLESHEET } from './html-page';

/** The lender's CDN: product and partner logos, payment channel logos, banners, type icons. */
const CDN_DIR = fileURLToPath(new URL('./cdn/', import.meta.url));
const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};
const QrParams = v.object({ code: v.pipe(v.string(), v.regex(/^[0-9A-Za-z-]{1,64}$/)) });

/** `images/…` inside the CDN folder, or undefined for anything that climbs out or is no image. */
function cdnFile(path: string): { file: string; type: string } | undefined {
  const type = IMAGE_TYPES[extname(path).toLowerCase()];
  const file = resolve(CDN_DIR, 'images', path);
  if (!type || !file.startsWith(`${CDN_DIR}images${sep}`)) return undefined;
  return { file, type };
}

const STYLESHEET = `
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
body { margin: 0; background: #f3f1fa; color: #1d1933; line-height: 1.5; }
.site { background: #3b2a8c; color: #fff; padding: 12px 16px; font-weight: 600; }
main { max-width: 28rem; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.375rem; margin: 8px 0 16px; }
p { margin: 0 0 12px; }
.logo { border-radius: 12px; }
.button { display: flex; align-items: center; justify-content: center; box-sizing: border-box;
  width: 100%; min-height: 48px; margin: 16px 0 0; padding: 8px 16px; border: 0; border-radius: 999px;
  background: #3b2a8c; color: #fff; font: inherit; font-weight: 600; text-decoration: none; }
.button.secondary { background: #fff; color: #3b2a8c; box-shadow: inset 0 0 0 2px #3b2a8c; }
`;

/** The CDN's images, the gateway's QR images and the pages' stylesheet. */
export function registerForeignAssets(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    const found = cdnFile(request.params['*']);
    const body = found ? await readFile(found.file).catch(() => undefined) : undefined;
    if (!found || !body) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return imageHeaders(reply, found.type).send(body);
  });

  // The QR image a type-2 repayment code page shows (`/repaymentOfCode?showType=2&qrCode=…`).
  app.get('/qr/:code', async (request, reply) => {
    const params = v.safeParse(QrParams, request.params);
    if (!params.success) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const svg = await QRCode.toString(params.output.code, { type: 'svg', margin: 2, width: 240 });
    return imageHeaders(reply, 'image/svg+xml').send(svg);
  });

  app.get(FOREIGN_STYLESHEET, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(STYLESHEET),
  );
}
