import { createServer } from 'vite';
import { buildServer } from './app';
import { hostListsFromEnv } from './lib/deployment-hosts';
import { demoQuery } from './modules/core/demo-borrower';

// Development: the sandbox API on PORT+1, Vite's dev server on PORT proxying /api to it.
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 5173);
const api = await buildServer({
  dataFile: process.env.DATA_FILE ?? '.data/sandbox.db',
  hosts: hostListsFromEnv(process.env),
});
await api.listen({ host, port: port + 1 });
const vite = await createServer({
  server: {
    host,
    port,
    strictPort: true,
    // The runtime config and refused-link reports come from the app server too.
    proxy: Object.fromEntries(
      ['/api', '/app-config.json', '/client-events'].map((path) => [
        path,
        `http://${host}:${port + 1}`,
      ]),
    ),
  },
});
await vite.listen();
console.info(
  `Dev server: http://${host}:${port}/testPreview?${demoQuery({ orderId: 'PL2024174', productId: '1' })}`,
);
