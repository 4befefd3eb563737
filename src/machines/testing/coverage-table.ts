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

export interface ExtraColumn {
  title: string;
  cell: (report: CoverageReport) => string;
}

/** Every machine's counts added up, as one report (the table's total row). */
export function totalOf(reports: readonly CoverageReport[]): CoverageReport {
  const sum = (key: Column): CoverageCounts => ({
    covered: reports.reduce((total, report) => total + report[key].covered, 0),
    total: reports.reduce((total, report) => total + report[key].total, 0),
    missing: reports.flatMap((report) => report[key].missing.map((item) => `${report.machine}: ${item}`)),
  });
  const columns = Object.fromEntries(COLUMNS.map(({ key }) => [key, sum(key)])) as Record<Column, CoverageCounts>;
  return { machine: 'all machines', ...columns, exclusions: Object.assign({}, ...reports.map((report) => report.exclusions)) };
}

/** One row per machine; `extra` columns after the coverage ones; with `total`, a last row adding every machine up. */
export function formatCoverageTable(reports: readonly CoverageReport[], options: { extra?: readonly ExtraColumn[]; total?: boolean } = {}): string {
  const extra = options.extra ?? [];
  const header = ['machine', ...COLUMNS.map(({ title }) => title), 'exclusions', ...extra.map(({ title }) => title)];
  const row = (report: CoverageReport, extraCells: string[]) => [
    report.machine,
    ...COLUMNS.map(({ key }) => cell(report[key])),
    String(Object.keys(report.exclusions).length),
    ...extraCells,
  ];
  const rows = reports.map((report) => row(report, extra.map(({ cell: extraCell }) => extraCell(report))));
  if (options.total && reports.length > 1) rows.push(row(totalOf(reports), extra.map(() => '')));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column].length)));
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
