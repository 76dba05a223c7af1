/** One sample line of the Prometheus text format: `name{label="value",…} 1.5`. */
export interface Sample {
  name: string;
  labels: Readonly<Record<string, string>>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/** Every sample of a scrape, comments and `# TYPE` lines left out. */
export function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match) return [];
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries(
      [...labelText.matchAll(LABEL)].map(([, key = '', raw = '']) => [
        key,
        raw.replace(/\\(.)/g, (_escape, char: string) => (char === 'n' ? '\n' : char)),
      ]),
    );
    return [{ name, labels, value: Number(value) }];
  });
}

/** The samples named `name` whose labels include every one of `labels`. */
export function samplesOf(
  samples: readonly Sample[],
  name: string,
  labels: Readonly<Record<string, string>> = {},
): Sample[] {
  return samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The value of the one sample named `name` with these labels; fails on none or several. */
export function valueOf(
  samples: readonly Sample[],
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number {
  const found = samplesOf(samples, name, labels);
  if (found.length !== 1)
    throw new Error(`${found.length} samples ${name} ${JSON.stringify(labels)}, expected one`);
  return found[0]?.value ?? Number.NaN;
}
