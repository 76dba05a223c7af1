import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { freePort } from './free-port';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisProcess {
  url: string;
  port: number;
  /** Stops it (SIGTERM) and waits for the exit; `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** True once Redis answers PING on `port`. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Debian's redis-server (installed by .ci/run) on a loopback port of its own, in memory only
 * (no RDB or AOF file), stopped with the test process.
 */
export async function startRedis(): Promise<RedisProcess> {
  let child: ChildProcess | undefined;
  let port = 0;
  const launch = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const exited = once(child, 'exit');
    for (let tries = 0; tries < 100; tries++) {
      if (await answersPing(port)) return true;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGKILL');
    await exited;
    return false;
  };
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  for (let attempt = 0; attempt < 5; attempt++) {
    port = await freePort();
    if (await launch()) {
      const process_ = {
        url: `redis://127.0.0.1:${port}`,
        port,
        async stop() {
          if (!child || child.exitCode !== null) return;
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          await exited;
        },
        async start() {
          if (!(await launch())) throw new Error(`redis-server did not come back on ${port}`);
        },
      };
      return process_;
    }
  }
  throw new Error(`${REDIS_SERVER} did not start (is it installed? .ci/run installs redis-server)`);
}
