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
