import type { CoverageCounts, CoverageReport } from './coverage';

/** The `npm run test:models` table: one row per machine, covered/total and percent per column. */

const COLUMNS = [
  ['states', 'states'],
  ['transitions', 'transitions'],
  ['guard outcomes', 'guardOutcomes'],
  ['events', 'events'],
] as const;

function cell(counts: CoverageCounts): string {
  const percent = counts.total === 0 ? 100 : Math.floor((counts.covered / counts.total) * 100);
  return `${counts.covered}/${counts.total} ${percent}%`;
}

export function formatCoverageTable(reports: readonly CoverageReport[]): string {
  const header = ['machine', ...COLUMNS.map(([title]) => title), 'exclusions'];
  const rows = reports.map((report) => [
    report.machine,
    ...COLUMNS.map(([, key]) => cell(report[key])),
    String(Object.keys(report.exclusions).length),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Every column at 100% (an excluded item counts as covered). */
export function isComplete(report: CoverageReport): boolean {
  return COLUMNS.every(([, key]) => report[key].missing.length === 0);
}
