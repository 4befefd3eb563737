import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'vitest/reporters';
import type { CoverageReport } from './coverage';
import { formatCoverageTable, isComplete } from './coverage-table';
import { COVERAGE_DIR } from './coverage-dir';

/**
 * `npm run test:models` adds this reporter: before the run it clears the coverage each model
 * suite writes (model-suite.ts), after it prints one table for every machine. The suites
 * themselves fail under 100%; the table is for people.
 */
export default class ModelCoverageReporter implements Reporter {
  onInit(): void {
    rmSync(COVERAGE_DIR, { recursive: true, force: true });
  }

  onTestRunEnd(): void {
    if (!existsSync(COVERAGE_DIR)) return;
    const reports = readdirSync(COVERAGE_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(COVERAGE_DIR, file), 'utf8')) as CoverageReport)
      .sort((a, b) => a.machine.localeCompare(b.machine));
    if (reports.length === 0) return;
    const incomplete = reports.filter((report) => !isComplete(report)).map((report) => report.machine);
    console.log(`\nModel coverage of the real machines (states, transitions, guard outcomes taken and refused, events):\n${formatCoverageTable(reports)}`);
    for (const report of reports) {
      for (const [item, reason] of Object.entries(report.exclusions)) console.log(`  ${report.machine}: excluded ${item}: ${reason}`);
    }
    if (incomplete.length) console.log(`Incomplete: ${incomplete.join(', ')}`);
  }
}
