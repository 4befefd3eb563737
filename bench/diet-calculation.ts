/**
 * The nutrition engine's time per calculation (issue 24: "the engine's time per calculation"):
 * calculateDietResult over the engine's samples (src/domain/nutrition/samples.ts: an adult man
 * losing weight with and without a report, a woman in her second trimester, a breastfeeding
 * mother, a 6-month-old, a 2-year-old and a 15-year-old), after a warm-up, in this process. The
 * browser runs the same code for the results screen and the server for every record it stores.
 * Wall time and this process's CPU time per calculation (a busy machine inflates wall time most).
 * Printed by `npm run bench` (run.ts); also runs alone: `npx tsx bench/diet-calculation.ts`.
 */
import { performance } from 'node:perf_hooks';
import { measureDietCalculation } from '../src/domain/nutrition/samples';

export interface DietCalculationRow {
  calculations: number;
  msPerCalculation: number;
  cpuMsPerCalculation: number;
}

const ROUNDS = Number(process.env.BENCH_DIET_ROUNDS ?? 300);

export function dietCalculationReport(): DietCalculationRow {
  measureDietCalculation(() => performance.now(), 30);
  const cpuBefore = process.cpuUsage();
  const { calculations, msPerCalculation } = measureDietCalculation(() => performance.now(), ROUNDS);
  const cpu = process.cpuUsage(cpuBefore);
  const row = { calculations, msPerCalculation, cpuMsPerCalculation: (cpu.user + cpu.system) / 1000 / calculations };
  console.log(`\nDiet quiz engine: ${row.msPerCalculation.toFixed(3)} ms per calculation (CPU ${row.cpuMsPerCalculation.toFixed(3)} ms), over ${calculations} calculations of the engine's samples`);
  return row;
}

if (import.meta.url === `file://${process.argv[1]}`) dietCalculationReport();
