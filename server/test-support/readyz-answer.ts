/**
 * What /readyz answers on a single replica with the renderer warm and no drain, given what the
 * upstream check says ('up', or 'down: <why>'): 200 when the upstream is up, else 503.
 */
export function readyzAnswer(upstream: string) {
  const ready = upstream === 'up';
  return {
    status: ready ? 200 : 503,
    body: {
      status: ready ? 'ready' : 'not ready',
      checks: { draining: false, renderer: 'warm', upstream, limits: 'this replica' },
    },
  };
}
