/** Query parameters that identify a borrower; they never reach a log line. */
const SENSITIVE = new Set([
  'sessionid',
  'userid',
  'deviceid',
  'mobilephone',
  'phone',
  'smscode',
  'capcode',
  'verifycode',
  'cardno',
  'sid',
]);

export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const query = new URLSearchParams(url.slice(index + 1));
  for (const key of [...query.keys()]) {
    if (SENSITIVE.has(key.toLowerCase())) query.set(key, '***');
  }
  return `${url.slice(0, index)}?${query.toString()}`;
}
