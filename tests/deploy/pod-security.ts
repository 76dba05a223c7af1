/*
 * The Pod Security Standards' "restricted" profile (kubernetes.io/docs/concepts/security/
 * pod-security-standards, v1.30), as the admission controller checks a pod spec: every control
 * of the baseline and restricted levels a manifest can break, each violation as one sentence.
 */

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The value at `path` (keys only), or undefined. */
function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = isNode(current) ? current[key] : undefined;
  return current;
}

/** Volume types the restricted profile allows. */
const ALLOWED_VOLUMES = new Set([
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
]);

const SECCOMP_TYPES = new Set(['RuntimeDefault', 'Localhost']);

/** A container's setting, or the pod's when the container leaves it out. */
function effective(pod: Node, container: unknown, ...path: string[]): unknown {
  const own = field(container, 'securityContext', ...path);
  return own === undefined ? field(pod, 'securityContext', ...path) : own;
}

/** Every violation of the restricted profile in a pod spec; [] when it passes. */
export function restrictedViolations(pod: Node): string[] {
  const problems: string[] = [];
  for (const host of ['hostNetwork', 'hostPID', 'hostIPC'])
    if (pod[host] === true) problems.push(`${host} is true`);
  for (const volume of list(pod.volumes)) {
    const types = Object.keys(isNode(volume) ? volume : {}).filter((key) => key !== 'name');
    for (const type of types)
      if (!ALLOWED_VOLUMES.has(type))
        problems.push(`volume ${String(field(volume, 'name'))} is a ${type}`);
  }
  const containers = [...list(pod.containers), ...list(pod.initContainers)];
  if (containers.length === 0) problems.push('no containers');
  for (const container of containers) {
    const name = String(field(container, 'name'));
    if (field(container, 'securityContext', 'privileged') === true)
      problems.push(`${name}: privileged`);
    if (field(container, 'securityContext', 'allowPrivilegeEscalation') !== false)
      problems.push(`${name}: allowPrivilegeEscalation is not false`);
    const capabilities = field(container, 'securityContext', 'capabilities');
    if (!list(field(capabilities, 'drop')).includes('ALL'))
      problems.push(`${name}: capabilities do not drop ALL`);
    for (const added of list(field(capabilities, 'add')))
      if (added !== 'NET_BIND_SERVICE') problems.push(`${name}: adds capability ${String(added)}`);
    if (effective(pod, container, 'runAsNonRoot') !== true)
      problems.push(`${name}: runAsNonRoot is not true`);
    if (effective(pod, container, 'runAsUser') === 0) problems.push(`${name}: runs as user 0`);
    const seccomp = effective(pod, container, 'seccompProfile', 'type');
    if (typeof seccomp !== 'string' || !SECCOMP_TYPES.has(seccomp))
      problems.push(`${name}: seccompProfile is not RuntimeDefault or Localhost`);
    for (const port of list(field(container, 'ports')))
      if (field(port, 'hostPort') !== undefined && field(port, 'hostPort') !== 0)
        problems.push(`${name}: uses a host port`);
    const procMount = field(container, 'securityContext', 'procMount');
    if (procMount !== undefined && procMount !== 'Default')
      problems.push(`${name}: procMount is ${String(procMount)}`);
  }
  return problems;
}
