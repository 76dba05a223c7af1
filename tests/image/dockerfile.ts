/** One stage of a Dockerfile, as far as assembling its folder needs it. */
export interface DockerStage {
  name?: string;
  copies: { from?: string; sources: string[]; destination: string }[];
  /** `RUN` commands (shell form), split into words. */
  runs: string[][];
  env: Record<string, string>;
  /** `CMD` (exec form). */
  command: string[];
}

/** Instructions with their continuation lines joined, comments dropped. */
function instructions(text: string): string[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * The stages of the project's Dockerfile (FROM, COPY, RUN, ENV and CMD; the rest is the image's
 * metadata), so a test can assemble what the image holds by the same steps.
 */
export function dockerStages(text: string): DockerStage[] {
  const stages: DockerStage[] = [];
  for (const line of instructions(text)) {
    const [keyword = '', ...words] = line.split(/\s+/);
    const rest = line.slice(keyword.length).trim();
    if (keyword === 'FROM') {
      const as = words.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({
        name: as === -1 ? undefined : words[as + 1],
        copies: [],
        runs: [],
        env: {},
        command: [],
      });
      continue;
    }
    // ARG, USER, EXPOSE, HEALTHCHECK…: the image's metadata, not what its folder holds.
    if (!['COPY', 'RUN', 'ENV', 'CMD'].includes(keyword)) continue;
    const current = stages.at(-1);
    if (!current) throw new Error(`Dockerfile: ${keyword} before FROM`);
    if (keyword === 'COPY') {
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const paths = words.filter((word) => !word.startsWith('--'));
      const destination = paths.pop();
      if (!destination || paths.length === 0) throw new Error(`Dockerfile: ${line}`);
      current.copies.push({ from, sources: paths, destination });
    } else if (keyword === 'RUN') {
      current.runs.push(words);
    } else if (keyword === 'ENV') {
      for (const pair of words) {
        const [name = '', ...value] = pair.split('=');
        current.env[name] = value.join('=');
      }
    } else if (keyword === 'CMD') {
      const parsed: unknown = JSON.parse(rest);
      if (!Array.isArray(parsed) || !parsed.every((word) => typeof word === 'string'))
        throw new Error('Dockerfile: CMD must be the exec form');
      current.command = parsed;
    }
  }
  return stages;
}
