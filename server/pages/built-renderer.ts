import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Renderer } from '../../src/server-render/renderer-types';
import { SERVER_RENDER_DIR } from '../../src/server-render/renderer-files';

/** Where a build's renderer is (src/server-render/render-screen.tsx, built for Node). */
export const rendererFile = (root: string) => join(root, SERVER_RENDER_DIR, 'render-screen.js');

/** The build's renderer, typed by the interface it satisfies (its `renderer` export). */
export async function builtRenderer(root: string): Promise<Renderer> {
  const built = (await import(pathToFileURL(rendererFile(root)).href)) as { renderer: Renderer };
  return built.renderer;
}
