import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadServerRender, type ServerRenderOptions } from './server-render';
import { registerStaticFiles, staticRoot } from './static-files';

export interface PagesOptions {
  /** Folder of the built app, absolute. */
  distDir: string;
  /** What every HTML page's `<head>` ends with (the runtime config's `<meta>`). */
  htmlHead: string;
  /** Data screens rendered by the server, within these bounds; the shell everywhere without. */
  serverRender: ServerRenderOptions | undefined;
}

/**
 * The pages: the built app's files, the shell for every app route, prerendered public pages and
 * the data screens the server renders. The renderer is loaded and run once on every screen
 * before the server takes traffic.
 */
export const pagesPlugin = fp(
  async (app: FastifyInstance, options: PagesOptions) => {
    const serverRender = options.serverRender
      ? await loadServerRender(app, staticRoot(options.distDir), options.serverRender)
      : undefined;
    await registerStaticFiles(app, options.distDir, options.htmlHead, { serverRender });
  },
  { name: 'pages' },
);
