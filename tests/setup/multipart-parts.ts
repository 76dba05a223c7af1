/** One part of a multipart/form-data body, its content as raw bytes. */
export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  body: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

function boundaryOf(contentType: string): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new Error(`no multipart boundary in "${contentType}"`);
  return boundary;
}

function headerValue(head: string, name: string): string | undefined {
  const line = head.split('\r\n').find((item) => item.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * Splits a multipart/form-data body (RFC 7578) into its parts, byte for byte, so a test can
 * hash each file as it travelled. Independent of any server code; throws on a malformed body.
 */
export function multipartParts(contentType: string, body: Buffer): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) throw new Error('no multipart delimiter in the body');
  for (;;) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') return parts;
    const headStart = afterDelimiter + CRLF.length;
    const headEnd = body.indexOf(HEADER_END, headStart);
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headStart);
    if (headEnd < 0 || next < 0 || headEnd > next) throw new Error('malformed multipart body');
    const head = body.subarray(headStart, headEnd).toString('utf8');
    const disposition = headerValue(head, 'content-disposition') ?? '';
    parts.push({
      name: /\bname="([^"]*)"/.exec(disposition)?.[1] ?? '',
      filename: /\bfilename="([^"]*)"/.exec(disposition)?.[1],
      contentType: headerValue(head, 'content-type'),
      body: body.subarray(headEnd + HEADER_END.length, next),
    });
    start = next + CRLF.length;
  }
}
