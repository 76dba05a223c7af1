import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Renderer } from '../../src/server-render/renderer-types';
import { SERVER_RENDER_DIR } from '../../src/server-render/renderer-files';

/** Where a build's renderer is (src/server-render/render-screen.tsx, built for Node). */
export const rendererFile = (root: string) => join(root, SERVER_RENDER_DIR, 'render-screen.js');

/**
 * The build's renderer, typed by the interface it satisfies (its `renderer` export). A build of
 * another version of the app (no such export) stops the start with that said.
 */
export async function builtRenderer(root: string): Promise<Renderer> {
  const file = rendererFile(root);
  const built = (await import(pathToFileURL(file).href)) as { renderer?: Renderer };
  if (!built.renderer)
    throw new Error(`${file} is not this server's renderer: build the app again`);
  return built.renderer;
}
