import { buildServer } from './app';
import { readServerEnv, startupLines } from './lib/server-env';
import { demoQuery } from './modules/core/demo-borrower';

const checked = readServerEnv(process.env);
if (!checked.ok) {
  console.error(`Cannot start: ${checked.message}`);
  process.exit(1);
}
const { env } = checked;
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const dataFile = process.env.DATA_FILE ?? '.data/sandbox.db';

const app = await buildServer({
  dataFile,
  distDir: process.env.DIST_DIR ?? process.env.OUT_DIR ?? 'dist',
  upstream: env.upstream?.value,
  trustedProxies: env.trustedProxies,
  logger: process.env.LOG_REQUESTS === '1',
});

await app.listen({ host, port });
const address = app.server.address();
const boundPort = typeof address === 'object' && address !== null ? address.port : port;
const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${boundPort}`;
for (const line of startupLines(env, origin, dataFile)) console.info(line);
if (!env.upstream) {
  console.info(
    `Open the developer test page: ${origin}/testPreview?${demoQuery({ orderId: 'PL2024174', productId: '1' })}`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
