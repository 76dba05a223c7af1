import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ChunkReport } from './chunk-report-plugin';

export interface Weight {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

export function readChunkReport(outDir: string): ChunkReport {
  return JSON.parse(readFileSync(join(outDir, '.vite/chunks.json'), 'utf8')) as ChunkReport;
}

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
export function staticClosure(report: ChunkReport, start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    queue.push(...(report[file]?.imports ?? []));
  }
  return [...seen];
}

/** Every chunk the HTML itself starts: the entry and the boot script (scripts/build/boot-script-plugin.ts). */
export function htmlEntryChunks(report: ChunkReport): string[] {
  return Object.entries(report)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([file]) => file);
}

/** The route chunk split at a given route module (src/features/.../x-route.tsx). */
export function routeChunk(report: ChunkReport, routeModule: string): string {
  const found = Object.entries(report).find(([, chunk]) => chunk.facade === routeModule)?.[0];
  if (!found) throw new Error(`no chunk for ${routeModule}`);
  return found;
}

/** The JS a first visit to a screen loads: the HTML's scripts with their imports, then the route chunk with its imports. */
export function firstVisitJs(report: ChunkReport, routeModule?: string): string[] {
  const entry = staticClosure(report, htmlEntryChunks(report));
  if (!routeModule) return entry;
  return [...new Set([...entry, ...staticClosure(report, [routeChunk(report, routeModule)])])];
}

export function cssOf(report: ChunkReport, files: string[]): string[] {
  return [...new Set(files.flatMap((file) => report[file]?.css ?? []))];
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();

/** Raw, gzip -9 and brotli -11 sizes of one built file (memoised: shared chunks recur). */
function sizeOf(path: string) {
  let size = sizes.get(path);
  if (!size) {
    const body = readFileSync(path);
    size = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(path, size);
  }
  return size;
}

export function weigh(outDir: string, files: string[]): Weight {
  const total = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(join(outDir, file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** The feature a source module belongs to, or null for shared code. */
export function featureOf(module: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(module)?.[1] ?? null;
}
