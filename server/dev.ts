import { createServer } from 'vite';
import { createLogger } from './ops/logger';
import { demoQuery } from './sandbox/modules/core/demo-borrower';
import { readSettings } from './settings/server-settings';
import { startServers } from './start-servers';

// Development: Vite's dev server on PORT (5173 unless set) proxying /api to the sandbox on PORT+1,
// and the foreign origin (pay, partner and agreement pages, lender CDN) on localhost:PORT+2. The
// other settings are the server's own, checked the same way.
const checked = readSettings({ PORT: '5173', ...process.env, SANDBOX: '1' });
if (!checked.ok) {
  console.error(`Cannot start: ${checked.message}`);
  process.exit(1);
}
const { config } = checked;
const { host, port } = config;
const appOrigin = `http://${host}:${port}`;
const api = await startServers({
  ...config,
  port: port + 1,
  foreign: { host: 'localhost', port: port + 2 },
  appOrigin,
  // Vite serves the app itself, as the source.
  distDir: undefined,
  serverRender: false,
  // The sandbox's lines (SMS codes among them) are what a developer reads in this terminal.
  log: createLogger('info'),
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
