/**
 * npm run audit — Lighthouse (mobile, simulated throttling, Debian Chromium) on every screen of
 * the route table. Writes an HTML and JSON report per screen and a summary table to
 * reports/lighthouse/, and exits non-zero when a screen is under the thresholds in
 * lighthouse.config.js. Each screen is audited `--runs` times (3 by default) and reported as
 * Lighthouse's median run. Against staging: npm run audit -- --url https://staging.example.ph
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { maxCls, thresholds } from '../lighthouse.config.js';
import { buildApp, startAppServer } from './lib/app-server';
import { auditMedian, withChrome, type AuditRow } from './lib/lighthouse-run';
import { screenTargets, type ScreenTarget } from './lib/screen-urls';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    screens: { type: 'string' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'reports/lighthouse' },
  },
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`);
const base = values.url ?? process.env.AUDIT_URL;
const outDir = values.out ?? 'reports/lighthouse';
mkdirSync(outDir, { recursive: true });

let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
if (!base) {
  buildApp('.out/audit');
  server = await startAppServer('.out/audit');
}
const targets = screenTargets(base ?? server?.url ?? '', values.screens?.split(','));
const rows: Array<{ target: ScreenTarget; row: AuditRow }> = [];
const failures: string[] = [];

try {
  await withChrome(async (port) => {
    for (const target of targets) {
      const row = await auditMedian(target.url, port, runs);
      writeFileSync(join(outDir, `${target.screen}.report.html`), row.html);
      writeFileSync(join(outDir, `${target.screen}.report.json`), row.json);
      rows.push({ target, row });
      const wanted: Record<string, number> = thresholds[target.kind];
      for (const [category, minimum] of Object.entries(wanted)) {
        const score = row.scores[category] ?? 0;
        if (score < minimum) failures.push(`${target.screen}: ${category} ${score} < ${minimum}`);
      }
      if (!(row.cls <= maxCls))
        failures.push(`${target.screen}: CLS ${row.cls.toFixed(3)} > ${maxCls}`);
      console.info(`${target.screen.padEnd(22)} ${Object.values(row.scores).join(' / ')}`);
    }
  });
} finally {
  await server?.close();
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const header =
  '| screen | path | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS transferred |\n' +
  '|---|---|---|---|---|---|---|---|---|---|---|';
const lines = rows.map(
  ({ target, row }) =>
    `| ${target.screen} | ${target.path} | ${row.scores.performance} | ${row.scores.accessibility} | ` +
    `${row.scores['best-practices']} | ${row.scores.seo} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.tbt)} | ` +
    `${row.cls.toFixed(3)} | ${(row.jsBytes / 1024).toFixed(1)} KiB |`,
);
const summary = [`Median of ${runs} run(s) per screen.`, '', header, ...lines].join('\n');
writeFileSync(join(outDir, 'summary.md'), `${summary}\n`);
console.info(`\n${summary}\n`);
if (failures.length > 0) {
  console.error(`Below the thresholds of lighthouse.config.js:\n${failures.join('\n')}`);
  process.exitCode = 1;
} else {
  console.info(`All ${rows.length} screens meet the thresholds. Reports: ${outDir}/`);
}
