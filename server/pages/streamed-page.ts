import { PassThrough, type Transform } from 'node:stream';
import { createBrotliCompress, createGzip, constants } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | undefined;

/** The encoding the browser takes, brotli first; `q=0` refuses one. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compressor(encoding: PageEncoding): Transform {
  if (encoding === 'br')
    return createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return createGzip({ level: 6 });
  return new PassThrough();
}

/**
 * A page sent in two parts in one response: `first` at once (flushed through the compressor, so
 * the browser starts on the stylesheets and scripts it names), `rest` when it is ready. The
 * compression is ours rather than the server's on-the-fly compression, which would hold the
 * first part in its buffer until the end.
 */
export function streamedPage(
  first: string,
  rest: Promise<string>,
  encoding: PageEncoding,
): Transform {
  const stream = compressor(encoding);
  stream.write(first);
  if ('flush' in stream && typeof stream.flush === 'function') stream.flush();
  void rest.then(
    (text) => {
      if (!stream.destroyed) stream.end(text);
    },
    () => stream.destroy(),
  );
  return stream;
}
