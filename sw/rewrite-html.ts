/// <reference lib="webworker" />

/** A cached HTML answer with a new body: same status, headers minus what described the old body. */
export function rewrittenHtml(page: Response, html: string, headers = new Headers(page.headers)) {
  // The body is rewritten, so its stored length and encoding no longer describe it.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}
