/**
 * What /readyz answers on a single replica with the renderer warm, no drain and no saturation,
 * given what the upstream check says ('up' or 'down'): 200 either way, since the lender's API is
 * a field of the body, never a reason to take the replica out.
 */
export function readyzAnswer(upstream: 'up' | 'down') {
  return {
    status: 200,
    body: {
      status: 'ready',
      checks: {
        draining: false,
        renderer: 'warm',
        saturated: false,
        upstream,
        limits: 'this replica',
      },
    },
  };
}
