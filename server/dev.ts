import { createServer } from 'vite';
import { hostListsFromEnv } from './lib/deployment-hosts';
import { createLogger } from './ops/logger';
import { demoQuery } from './sandbox/modules/core/demo-borrower';
import { startServers } from './start-servers';

// Development: Vite's dev server on PORT proxying /api to the sandbox on PORT+1, and the foreign
// origin (pay, partner and agreement pages, lender CDN) on localhost:PORT+2.
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 5173);
const appOrigin = `http://${host}:${port}`;
const api = await startServers({
  host,
  port: port + 1,
  dataFile: process.env.DATA_FILE ?? '.data/sandbox.db',
  hosts: hostListsFromEnv(process.env),
  // The sandbox's lines (SMS codes among them) are what a developer reads in this terminal.
  log: createLogger('info'),
  foreign: { host: 'localhost', port: port + 2, appOrigin },
});
const vite = await createServer({
  server: {
    host,
    port,
    strictPort: true,
    // The runtime config and refused-link reports come from the app server too.
    proxy: Object.fromEntries(
      ['/api', '/app-config.json', '/client-events'].map((path) => [path, api.appOrigin]),
    ),
  },
});
await vite.listen();
console.info(
  `Dev server: ${appOrigin}/testPreview?${demoQuery({ orderId: 'PL2024174', productId: '1' })}\n` +
    `Foreign origin: ${api.foreign?.origin ?? '-'}/`,
);
