import type { CoverageCounts, CoverageReport } from './coverage';

/**
 * The coverage table of `npm run test:models` and `npm run test:paths`: one row per machine,
 * covered/total and percent per column. The required columns must be at 100%; configurations
 * and transition pairs are reported (over what the machine's graph holds) and not required.
 */

type Column = 'states' | 'configurations' | 'transitions' | 'transitionPairs' | 'guardOutcomes' | 'events' | 'requirements';

export const COLUMNS: ReadonlyArray<{ title: string; key: Column; required: boolean }> = [
  { title: 'state nodes', key: 'states', required: true },
  { title: 'configurations', key: 'configurations', required: false },
  { title: 'transitions', key: 'transitions', required: true },
  { title: 'transition pairs', key: 'transitionPairs', required: false },
  { title: 'guard outcomes', key: 'guardOutcomes', required: true },
  { title: 'event types', key: 'events', required: true },
  { title: 'requirements', key: 'requirements', required: true },
];

/** Percent covered, rounded down (99.9% never shows as 100%); an empty column counts as whole. */
export function percentOf(counts: CoverageCounts): number {
  return counts.total === 0 ? 100 : Math.floor((counts.covered / counts.total) * 100);
}

function cell(counts: CoverageCounts | undefined): string {
  return counts ? `${counts.covered}/${counts.total} ${percentOf(counts)}%` : '-';
}

export function formatCoverageTable(reports: readonly CoverageReport[]): string {
  const header = ['machine', ...COLUMNS.map(({ title }) => title), 'exclusions'];
  const rows = reports.map((report) => [
    report.machine,
    ...COLUMNS.map(({ key }) => cell(report[key])),
    String(Object.keys(report.exclusions).length),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The items a required column misses (an excluded item counts as covered). */
export function missingRequired(report: CoverageReport): string[] {
  return COLUMNS.filter(({ required }) => required).flatMap(({ key }) => report[key]?.missing ?? []);
}

/** Every required column at 100%. */
export function isComplete(report: CoverageReport): boolean {
  return missingRequired(report).length === 0;
}
