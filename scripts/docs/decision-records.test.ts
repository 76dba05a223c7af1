import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records are a log (docs/decisions/README.md): each starts with its date and
 * status, a status names a record that exists, every citation of a record, in the code or the
 * docs, names a file that exists, and the code cites no superseded record.
 */
const root = process.cwd();
const decisions = join(root, 'docs/decisions');

function walk(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', 'dist', 'dist-server', '.git', 'test-results'].includes(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

const records = walk(decisions, (path) => path.endsWith('.md')).filter(
  (path) => path !== join(decisions, 'README.md'),
);
const name = (path: string) => relative(decisions, path);

/** Markdown links to a .md file, relative to the file they are in (code and examples left out). */
function mdLinks(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s#]+\.md)(?:#[^)]*)?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target));
}

describe('decision records', () => {
  it('finds the records', () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records.map(name))('%s starts with its title, date and status', (file) => {
    const lines = readFileSync(join(decisions, file), 'utf8').split('\n');
    expect(lines[0], 'title').toMatch(/^# \S/);
    expect(lines[1]).toBe('');
    expect(lines[2], 'date').toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse((lines[2] ?? '').slice('Date: '.length)))).toBe(false);
    expect(lines[3], 'status').toMatch(
      /^Status: (accepted\b|superseded by \[[^\]]+\]\([^)]+\.md\))/,
    );
  });

  it.each(records.map(name))('%s: every record its header or body links to exists', (file) => {
    const path = join(decisions, file);
    for (const target of mdLinks(readFileSync(path, 'utf8')))
      expect(existsSync(resolve(dirname(path), target)), `${file} → ${target}`).toBe(true);
  });

  it('the index lists every record once, and links only records that exist', () => {
    const index = readFileSync(join(decisions, 'README.md'), 'utf8');
    const listed = mdLinks(index);
    for (const target of listed)
      expect(existsSync(resolve(decisions, target)), `README.md → ${target}`).toBe(true);
    const current = records.map(name).filter((file) => !file.startsWith('history/'));
    for (const file of current)
      expect(
        index
          .split('\n')
          .filter((line) => line.match(/^\| [\d-]+ \| \[[^\]]+\]\(([^)]+)\)/)?.[1] === file),
        file,
      ).toHaveLength(1);
  });

  it('every citation of docs/decisions/<name>.md in the code and the docs names a file', () => {
    const sources = [
      ...['src', 'server', 'sw', 'tests', 'scripts', 'docs', 'deploy', 'bench']
        .filter((dir) => existsSync(join(root, dir)))
        .flatMap((dir) =>
          walk(join(root, dir), (path) => /\.(tsx?|m?js|md|json|ya?ml)$/.test(path)),
        ),
      ...readdirSync(root)
        .filter((file) => /\.(tsx?|m?js|md|json)$|^Dockerfile$/.test(file))
        .map((file) => join(root, file)),
    ];
    const missing: string[] = [];
    let citations = 0;
    for (const path of sources) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(/docs\/decisions\/([\w./-]*?\.md)/g)) {
        citations += 1;
        if (!existsSync(join(decisions, match[1] ?? '')))
          missing.push(`${relative(root, path)} → ${match[0]}`);
      }
    }
    expect(citations).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('the code cites current records, never a superseded one', () => {
    const superseded = new Set(
      records
        .map(name)
        .filter((file) => !file.startsWith('history/'))
        .filter((file) =>
          /^Status: superseded by /m.test(readFileSync(join(decisions, file), 'utf8')),
        ),
    );
    expect(superseded.size).toBeGreaterThan(0);
    const code = [
      ...['src', 'server', 'sw', 'tests', 'scripts', 'deploy', 'bench']
        .filter((dir) => existsSync(join(root, dir)))
        .flatMap((dir) => walk(join(root, dir), (path) => /\.(tsx?|m?js|json|ya?ml)$/.test(path))),
      ...readdirSync(root)
        .filter((file) => /\.(tsx?|m?js|json)$|^Dockerfile$/.test(file))
        .map((file) => join(root, file)),
    ];
    const cited: string[] = [];
    for (const path of code)
      for (const match of readFileSync(path, 'utf8').matchAll(/docs\/decisions\/([\w./-]*?\.md)/g))
        if (superseded.has(match[1] ?? '')) cited.push(`${relative(root, path)} → ${match[0]}`);
    expect(cited).toEqual([]);
  });
});
