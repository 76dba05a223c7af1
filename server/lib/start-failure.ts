/** A port the server tried to listen on, named by the setting that chose it. */
export interface NamedPort {
  setting: 'PORT' | 'FOREIGN_PORT' | 'METRICS_PORT';
  host: string;
  port: number;
}

interface ListenError {
  code?: unknown;
  port?: unknown;
  address?: unknown;
}

function isListenError(error: unknown): error is Error & ListenError {
  return error instanceof Error && 'code' in error;
}

/**
 * The one line an operator reads when the server cannot listen: which setting chose the port,
 * what is wrong with it and what to do, instead of a stack trace. Node's listen errors carry
 * the address and port they failed on, so the setting is found by the port.
 */
export function listenFailureMessage(error: unknown, ports: readonly NamedPort[]): string {
  const detail = error instanceof Error ? error.message : String(error);
  if (!isListenError(error)) return detail;
  const named =
    ports.find((entry) => entry.port !== 0 && entry.port === error.port) ??
    (ports.length === 1 ? ports[0] : undefined);
  const where = named
    ? `${named.setting} ${String(error.port ?? named.port)} on ${typeof error.address === 'string' ? error.address : named.host}`
    : undefined;
  if (!where) return detail;
  if (error.code === 'EADDRINUSE')
    return `${where} is already in use (is the app already running?). Stop what listens there or choose another ${named?.setting ?? 'port'}.`;
  if (error.code === 'EACCES')
    return `${where} needs more rights than this user has. Choose a port above 1023.`;
  if (error.code === 'EADDRNOTAVAIL')
    return `${where}: this machine has no such address. Check the host it listens on.`;
  return `${where}: ${detail}`;
}
