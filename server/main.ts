import { buildServer } from './app';
import { hostListsFromEnv, type RawHostLists } from './lib/deployment-hosts';
import { demoQuery } from './modules/core/demo-borrower';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const upstream = process.env.API_UPSTREAM?.trim() || undefined;

let hosts: RawHostLists | undefined;
try {
  hosts = hostListsFromEnv(process.env);
} catch (error) {
  // A wrong host list would refuse (or allow) the wrong pages: stop with a message naming it.
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const app = await buildServer({
  dataFile: process.env.DATA_FILE ?? '.data/sandbox.db',
  distDir: process.env.DIST_DIR ?? process.env.OUT_DIR ?? 'dist',
  upstream,
  logger: process.env.LOG_REQUESTS === '1',
  hosts,
});

await app.listen({ host, port });
const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
console.info(
  upstream
    ? `Serving the app at ${origin}/ with /api proxied to ${upstream}`
    : `Sandbox API and app running.\nOpen the developer test page: ${origin}/testPreview?${demoQuery({ orderId: 'PL2024174', productId: '1' })}`,
);

if (hosts) {
  const list = (entries: string[]) => (entries.length > 0 ? entries.join(',') : '(none)');
  console.info(
    `Hosts: LINK_HOSTS=${list(hosts.link)} FRAME_HOSTS=${list(hosts.frame)} IMAGE_HOSTS=${list(hosts.image)}`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
