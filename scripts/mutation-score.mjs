#!/usr/bin/env node
// Reads Stryker's JSON report and prints the mutation score per folder; exits 1 when
// src/machines is under 90%. Score = detected / (detected + survived + not covered), as Stryker
// counts it, where detected = killed, timed out, or "survived" with no test completed: a mutant
// that stops the test files from loading (a machine config XState refuses at import, say), which
// Stryker's Vitest runner reports as survived because it collected no tests (stryker-js#6209).
// Surviving mutants are listed for the closing note.
import { readFileSync } from 'node:fs';

// A report path may be given (to read a saved run): node scripts/mutation-score.mjs <mutation.json>
const REPORT = process.argv[2] ?? 'reports/mutation/mutation.json';
const FOLDERS = ['src/machines', 'src/domain'];
const REQUIRED = { 'src/machines': 90 };

const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const rows = [];
const survivors = [];
let failed = false;
for (const folder of FOLDERS) {
  const counts = { Killed: 0, Timeout: 0, BrokeLoading: 0, Survived: 0, NoCoverage: 0 };
  for (const [file, result] of Object.entries(report.files)) {
    if (!file.replaceAll('\\', '/').includes(`${folder}/`)) continue;
    for (const mutant of result.mutants) {
      const status = mutant.status === 'Survived' && mutant.testsCompleted === 0 ? 'BrokeLoading' : mutant.status;
      if (status in counts) counts[status] += 1;
      if (status === 'Survived' || status === 'NoCoverage') {
        survivors.push(`${file}:${mutant.location.start.line} ${mutant.mutatorName} (${mutant.status}) ${mutant.replacement ?? ''}`.trim());
      }
    }
  }
  const detected = counts.Killed + counts.Timeout + counts.BrokeLoading;
  const valid = detected + counts.Survived + counts.NoCoverage;
  const required = REQUIRED[folder];
  if (valid === 0) {
    // A run limited with --mutate to other folders says nothing about this one.
    rows.push(`| ${folder} | not mutated in this run | 0 | 0 | 0 | 0 | ${required ? `≥ ${required}%` : '—'} |`);
    continue;
  }
  const score = (detected / valid) * 100;
  if (required !== undefined && score < required) failed = true;
  rows.push(`| ${folder} | ${score.toFixed(2)}% | ${counts.Killed + counts.Timeout} | ${counts.BrokeLoading} | ${counts.Survived} | ${counts.NoCoverage} | ${required ? `≥ ${required}%` : '—'} |`);
}
console.log('| folder | mutation score | killed | broke loading | survived | no coverage | required |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
rows.forEach((row) => console.log(row));
if (survivors.length) {
  console.log(`\nSurviving mutants (${survivors.length}):`);
  survivors.forEach((line) => console.log(`  ${line}`));
}
process.exit(failed ? 1 : 0);
