import { connect } from 'node:net';

/** One answer as it came on the wire: status and headers (names in lower case). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** The status lines and headers of every answer in what a server sent back, in order. */
export function answerHeads(received: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  const statusLine = /(?:^|\r\n)HTTP\/1\.1 (\d{3})[^\r\n]*\r\n/g;
  for (let match = statusLine.exec(received); match; match = statusLine.exec(received)) {
    const end = received.indexOf('\r\n\r\n', match.index + match[0].length - 2);
    const lines = received.slice(match.index + match[0].length, end).split('\r\n');
    const headers = Object.fromEntries(
      lines
        .filter((line) => line.includes(':'))
        .map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
    );
    answers.push({ status: Number(match[1]), headers });
  }
  return answers;
}

/**
 * Writes bytes to a server as a client could (malformed, pipelined, anything `fetch` refuses
 * to send) and reads everything until the server closes the connection.
 */
export function rawExchange(
  port: number,
  request: string | Buffer,
  afterWrite: (write: (more: string) => void) => void = () => undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request);
      afterWrite((more) => socket.write(more));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const received = () => Buffer.concat(chunks).toString('latin1');
    socket.on('close', () => resolve(received()));
    // A reset after the answer arrived still leaves the answer to check.
    socket.on('error', (error) => (chunks.length > 0 ? resolve(received()) : reject(error)));
  });
}

/** An answer read in full: status, headers and body. */
export interface FullAnswer extends RawAnswer {
  body: string;
}

/**
 * A client that sends its whole request before it reads a byte of the answer, as a browser's
 * HTTP stack does: it writes the head and the body (honouring backpressure, so a server that
 * stops reading stalls it), then reads one answer. A reset while it writes is the failure the
 * test is about: it rejects with it.
 */
export function sendWholeThenRead(port: number, head: string, body: Buffer): Promise<FullAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    const chunks: Buffer[] = [];
    const done = (settle: () => void) => {
      socket.destroy();
      settle();
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const [answer] = answerHeads(text);
      const start = text.indexOf('\r\n\r\n') + 4;
      const length = Number(answer?.headers['content-length'] ?? NaN);
      if (answer && start > 3 && Buffer.byteLength(text.slice(start)) >= length)
        done(() => resolve({ ...answer, body: text.slice(start, start + length) }));
    });
    socket.on('error', (error) => done(() => reject(error)));
    socket.on('close', () => done(() => reject(new Error('closed before a whole answer'))));
    socket.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < body.length) {
        const part = body.subarray(sent, sent + 64 * 1024);
        sent += part.length;
        if (!socket.write(part)) {
          socket.once('drain', pump);
          return;
        }
      }
      socket.resume();
    };
    pump();
  });
}

/** A body in chunked framing, as a client sends one whose length it does not know. */
export function chunked(body: Buffer, size = 64 * 1024): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) {
    const part = body.subarray(at, at + size);
    parts.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}
