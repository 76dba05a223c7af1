import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { readSettings, SETTING_NAMES } from '../../server/settings/server-settings';
import { PROBE_PATHS } from '../../server/ops/probes';
import { dockerStages } from '../image/dockerfile';
import { restrictedViolations } from './pod-security';

/*
 * The Kubernetes manifests (deploy/kubernetes/) read as the cluster would, checked against the
 * server they run: probe paths, ports, setting names and values, the grace period against the
 * stop deadline, and that the Service, budget and autoscaler find the Deployment; and that they
 * pass the restricted Pod Security profile and let only the ingress and Prometheus in.
 */
const DIR = 'deploy/kubernetes';

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path` (keys and list indexes), or undefined. */
function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === 'number') current = Array.isArray(current) ? current[key] : undefined;
    else current = isNode(current) ? current[key] : undefined;
  }
  return current;
}

const documents: unknown[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((document) => {
      expect(document.errors, file).toEqual([]);
      return document.toJS() as unknown;
    }),
  );

function ofKind(kind: string): Node {
  const found = documents.filter((document) => at(document, 'kind') === kind);
  expect(found, kind).toHaveLength(1);
  const [document] = found;
  if (!isNode(document)) throw new Error(`no ${kind}`);
  return document;
}

const deployment = ofKind('Deployment');
const container = at(deployment, 'spec', 'template', 'spec', 'containers', 0);
const podLabels = at(deployment, 'spec', 'template', 'metadata', 'labels');
const envList = at(container, 'env');
if (!Array.isArray(envList)) throw new Error('the container has no env');

/** The container's environment: literal values, and a placeholder for a secret. */
const SECRET_PLACEHOLDERS: Record<string, string> = {
  API_UPSTREAM: 'https://api.lender.example/base',
  REDIS_URL: 'redis://redis.internal:6379',
  METRICS_TOKEN: 'a-metrics-token-from-the-secret',
};
const env: Record<string, string> = Object.fromEntries(
  envList.map((entry: unknown) => {
    const name = String(at(entry, 'name'));
    const value = at(entry, 'value');
    return [name, typeof value === 'string' ? value : (SECRET_PLACEHOLDERS[name] ?? '')];
  }),
);
const configMap = ofKind('ConfigMap');
const hosts = Object.fromEntries(
  Object.entries(isNode(configMap.data) ? configMap.data : {}).map(([name, value]) => [
    name,
    String(value),
  ]),
);

describe('the Kubernetes manifests agree with the server', () => {
  it('name only settings the server reads, and the server accepts their values', () => {
    const known = new Set(SETTING_NAMES);
    for (const name of [...Object.keys(env), ...Object.keys(hosts)])
      expect(known.has(name), `${name} is not a server setting`).toBe(true);
    const checked = readSettings({ ...env, ...hosts });
    expect(checked).toMatchObject({ ok: true, config: { mode: 'proxy', port: 8080 } });
  });

  it('probe the server’s own paths on its named port, the one the image and PORT say', () => {
    const http = at(container, 'ports', 0);
    expect(at(http, 'name')).toBe('http');
    expect(String(at(http, 'containerPort'))).toBe(env.PORT);
    const image = dockerStages(readFileSync('Dockerfile', 'utf8')).at(-1);
    expect(image?.env.PORT).toBe(env.PORT);
    expect(at(container, 'livenessProbe', 'httpGet')).toEqual({
      path: PROBE_PATHS.live,
      port: 'http',
    });
    expect(at(container, 'startupProbe', 'httpGet')).toEqual({
      path: PROBE_PATHS.live,
      port: 'http',
    });
    expect(at(container, 'readinessProbe', 'httpGet')).toEqual({
      path: PROBE_PATHS.ready,
      port: 'http',
    });
    const metrics = at(container, 'ports', 1);
    expect(String(at(metrics, 'containerPort'))).toBe(env.METRICS_PORT);
  });

  it('give a draining replica the time to leave the Service, and the process the time to exit by itself', () => {
    const drain = Number(env.DRAIN_SECONDS);
    const deadline = Number(env.STOP_DEADLINE_SECONDS);
    const grace = Number(
      at(deployment, 'spec', 'template', 'spec', 'terminationGracePeriodSeconds'),
    );
    expect(grace).toBeGreaterThan(deadline);
    expect(deadline).toBeGreaterThan(drain);
    // /readyz turns 503 at SIGTERM: one failed probe takes the pod out well before the drain ends.
    const readiness = at(container, 'readinessProbe');
    expect(
      Number(at(readiness, 'periodSeconds')) * Number(at(readiness, 'failureThreshold')),
    ).toBeLessThan(drain);
    expect(at(deployment, 'spec', 'strategy', 'rollingUpdate', 'maxUnavailable')).toBe(0);
  });

  it('run read-only and unprivileged, with only /tmp writable', () => {
    expect(at(deployment, 'spec', 'template', 'spec', 'securityContext', 'runAsNonRoot')).toBe(
      true,
    );
    expect(at(container, 'securityContext', 'readOnlyRootFilesystem')).toBe(true);
    expect(at(container, 'volumeMounts')).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
  });

  it('point the Service, the disruption budget and the autoscaler at the Deployment', () => {
    const service = ofKind('Service');
    expect(at(service, 'spec', 'selector')).toEqual(podLabels);
    expect(at(service, 'spec', 'ports', 0, 'targetPort')).toBe('http');
    const budget = ofKind('PodDisruptionBudget');
    expect(at(budget, 'spec', 'selector', 'matchLabels')).toEqual(podLabels);
    const autoscaler = ofKind('HorizontalPodAutoscaler');
    expect(at(autoscaler, 'spec', 'scaleTargetRef')).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: at(deployment, 'metadata', 'name'),
    });
    expect(Number(at(autoscaler, 'spec', 'minReplicas'))).toBeGreaterThanOrEqual(2);
    expect(Number(at(budget, 'spec', 'maxUnavailable'))).toBeLessThan(
      Number(at(autoscaler, 'spec', 'minReplicas')),
    );
  });
});

const podSpec = at(deployment, 'spec', 'template', 'spec');
if (!isNode(podSpec)) throw new Error('the Deployment has no pod spec');

/** The secret a variable of the container is read from, if any. */
const secretOf = (name: string) =>
  at(
    envList.find((entry: unknown) => at(entry, 'name') === name),
    'valueFrom',
    'secretKeyRef',
  );

describe('the Kubernetes manifests pass the restricted Pod Security profile', () => {
  it('run with RuntimeDefault seccomp, non-root, no escalation, every capability dropped', () => {
    expect(restrictedViolations(podSpec)).toEqual([]);
    expect(at(podSpec, 'securityContext', 'seccompProfile', 'type')).toBe('RuntimeDefault');
    expect(at(container, 'securityContext', 'seccompProfile', 'type')).toBe('RuntimeDefault');
    expect(at(container, 'securityContext', 'runAsNonRoot')).toBe(true);
    expect(at(container, 'securityContext', 'allowPrivilegeEscalation')).toBe(false);
    expect(at(container, 'securityContext', 'capabilities', 'drop')).toEqual(['ALL']);
  });

  it('the profile check finds what the manifests before issue 42 lacked', () => {
    const securityContext = withoutSeccomp(nodeAt(podSpec, 'securityContext'));
    const containerContext = withoutSeccomp(nodeAt(container, 'securityContext'));
    const before = {
      ...podSpec,
      securityContext,
      containers: [{ ...(isNode(container) ? container : {}), securityContext: containerContext }],
    };
    expect(restrictedViolations(before)).toEqual([
      'app: seccompProfile is not RuntimeDefault or Localhost',
    ]);
    expect(
      restrictedViolations({
        ...podSpec,
        hostNetwork: true,
        volumes: [{ name: 'h', hostPath: {} }],
      }),
    ).toEqual(['hostNetwork is true', 'volume h is a hostPath']);
  });

  it('mount no service-account token and a /tmp of a set size', () => {
    expect(podSpec.automountServiceAccountToken).toBe(false);
    const tmp = list(podSpec.volumes).find((volume) => at(volume, 'name') === 'tmp');
    expect(at(tmp, 'emptyDir', 'sizeLimit')).toMatch(/^\d+(Mi|Gi)$/);
  });

  it('name the image by digest, never by tag', () => {
    expect(String(at(container, 'image'))).toMatch(/^[\w.-]+(\/[\w.-]+)+@sha256:[0-9a-f]{64}$/);
  });

  it('read the metrics token from a Secret, which the server requires on 0.0.0.0', () => {
    expect(env.METRICS_HOST).toBe('0.0.0.0');
    expect(at(secretOf('METRICS_TOKEN'), 'key')).toBe('METRICS_TOKEN');
    expect(at(secretOf('METRICS_TOKEN'), 'name')).toEqual(expect.any(String));
    const withoutToken = Object.fromEntries(
      Object.entries(env).filter(([name]) => name !== 'METRICS_TOKEN'),
    );
    expect(readSettings({ ...withoutToken, ...hosts })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^METRICS_TOKEN is required when METRICS_HOST/),
    });
  });

  it('let only the ingress controller reach the app port and only Prometheus the metrics port', () => {
    const policy = ofKind('NetworkPolicy');
    expect(at(policy, 'spec', 'podSelector', 'matchLabels')).toEqual(podLabels);
    expect(at(policy, 'spec', 'policyTypes')).toContain('Ingress');
    const rules = list(at(policy, 'spec', 'ingress')).map((rule) => ({
      ports: list(at(rule, 'ports')).map((port) => at(port, 'port')),
      from: list(at(rule, 'from')).map((peer) => ({
        namespace: at(peer, 'namespaceSelector', 'matchLabels'),
        pod: at(peer, 'podSelector', 'matchLabels'),
        ipBlock: at(peer, 'ipBlock'),
      })),
    }));
    // Each rule names its port and its peers, both by namespace and by pod: an empty `from` or
    // `ports` would let every pod in.
    expect(rules).toEqual([
      {
        ports: ['http'],
        from: [
          {
            namespace: { 'kubernetes.io/metadata.name': 'ingress-nginx' },
            pod: { 'app.kubernetes.io/name': 'ingress-nginx' },
            ipBlock: undefined,
          },
        ],
      },
      {
        ports: ['metrics'],
        from: [
          {
            namespace: { 'kubernetes.io/metadata.name': 'monitoring' },
            pod: { 'app.kubernetes.io/name': 'prometheus' },
            ipBlock: undefined,
          },
        ],
      },
    ]);
    // The ports it names are the container's.
    expect(list(at(container, 'ports')).map((port) => at(port, 'name'))).toEqual([
      'http',
      'metrics',
    ]);
  });
});

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The object at `path`, or an empty one. */
function nodeAt(value: unknown, ...path: string[]): Node {
  const found = at(value, ...path);
  return isNode(found) ? found : {};
}

/** A security context without its seccomp profile. */
function withoutSeccomp(context: Node): Node {
  return Object.fromEntries(Object.entries(context).filter(([key]) => key !== 'seccompProfile'));
}
