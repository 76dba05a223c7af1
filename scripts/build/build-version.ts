import { execSync } from 'node:child_process';

/**
 * The commit a build is made from: `APP_COMMIT` when the builder sets it (an image build has no
 * `.git`), else git's short hash, else `unknown`.
 */
export function buildCommit(): string {
  if (process.env.APP_COMMIT) return process.env.APP_COMMIT;
  try {
    const sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] });
    return sha.toString().trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The app's build name, shown in the app and precached by the worker: `APP_VERSION` or `build-<commit>`. */
export function buildVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  const commit = buildCommit();
  return commit === 'unknown' ? 'build-dev' : `build-${commit}`;
}
