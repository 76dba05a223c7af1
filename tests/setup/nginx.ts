import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

export interface LoadBalancer {
  url: string;
  /**
   * Takes these replicas out of rotation (none: all back in), as an orchestrator takes a pod out
   * of its Service before stopping it: the configuration is written again and nginx reloaded;
   * settles once the new worker runs it and the old one takes no new connection.
   */
  setOut(ports: number[]): Promise<void>;
  /** Its error log so far (a failed pass to a replica is logged there). */
  errors(): string;
  close(): Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The configuration a lender's load balancer would have in front of the replicas: round robin,
 * no sticky sessions, a refused connection passed to the next replica, no keep-alive to the
 * replicas (so a replica that drains and closes never has a connection picked under it), the
 * client's address appended to X-Forwarded-For (the replicas trust loopback), bodies up to
 * 20 MB, streaming answers passed on as they come.
 */
export function nginxConfig(options: {
  dir: string;
  port: number;
  replicas: number[];
  out?: number[];
}): string {
  const asRoot = process.getuid?.() === 0;
  const servers = options.replicas
    .map(
      (port) =>
        `    server 127.0.0.1:${port} max_fails=1 fail_timeout=1s${options.out?.includes(port) ? ' down' : ''};`,
    )
    .join('\n');
  return `${asRoot ? 'user root root;\n' : ''}daemon off;
worker_processes 1;
pid ${join(options.dir, 'nginx.pid')};
error_log ${join(options.dir, 'error.log')} notice;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(options.dir, 'body')};
  proxy_temp_path ${join(options.dir, 'proxy')};
  fastcgi_temp_path ${join(options.dir, 'fastcgi')};
  uwsgi_temp_path ${join(options.dir, 'uwsgi')};
  scgi_temp_path ${join(options.dir, 'scgi')};
  upstream replicas {
${servers}
  }
  server {
    listen 127.0.0.1:${options.port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://replicas;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_buffering off;
      proxy_request_buffering off;
    }
  }
}
`;
}

/** Debian's nginx (installed by .ci/run) on a loopback port of its own, in front of `replicas`. */
export async function startLoadBalancer(replicas: number[]): Promise<LoadBalancer> {
  const dir = mkdtempSync(join(tmpdir(), 'borrower-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  let child: ChildProcess | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ dir, port, replicas }));
    child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'ignore' });
    const killOnExit = () => child?.kill('SIGKILL');
    process.once('exit', killOnExit);
    const exited = once(child, 'exit');
    for (let tries = 0; tries < 100 && child.exitCode === null; tries++) {
      if (await listening(port)) {
        const running = child;
        const errors = () => {
          try {
            return readFileSync(join(dir, 'error.log'), 'utf8');
          } catch {
            return '';
          }
        };
        const logged = (line: string) => errors().split(line).length - 1;
        // A reload is done when a new worker runs the new configuration and the old one has
        // stopped taking connections (it logs this as it closes its listening sockets).
        const reloads = () =>
          Math.min(logged('start worker process') - 1, logged('gracefully shutting down'));
        return {
          url: `http://127.0.0.1:${port}`,
          errors,
          async setOut(out) {
            const before = reloads();
            writeFileSync(conf, nginxConfig({ dir, port, replicas, out }));
            running.kill('SIGHUP');
            for (let tries = 0; reloads() === before; tries++) {
              if (tries > 200) throw new Error('nginx did not reload its configuration');
              await new Promise((resolve) => setTimeout(resolve, 25));
            }
          },
          async close() {
            running.kill('SIGQUIT');
            await exited;
            process.off('exit', killOnExit);
            rmSync(dir, { recursive: true, force: true });
          },
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGKILL');
    await exited;
    process.off('exit', killOnExit);
  }
  throw new Error(`${NGINX} did not start (is it installed? .ci/run installs nginx)`);
}
