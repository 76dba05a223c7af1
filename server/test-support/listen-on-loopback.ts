import type { FastifyInstance } from 'fastify';

/** Starts `app` on a free loopback port: its port and origin (`http://127.0.0.1:<port>`). */
export async function listenOnLoopback(
  app: FastifyInstance,
): Promise<{ port: number; origin: string }> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app has no port');
  return { port: address.port, origin: `http://127.0.0.1:${address.port}` };
}
