import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CoverageReport } from './coverage';
import type { SampleEvent } from './paths';
import type { StatechartGraph } from './statechart-graph';

/**
 * What `npm run test:paths` (scripts/test-paths.ts) collects from each model suite: the coverage
 * report, the machine as a graph (for the diagram), every path played with its result and the
 * random walks. The suites write it only when PATHS_DATA_DIR is set (the script sets it).
 */

export const PATHS_DATA_DIR = process.env.PATHS_DATA_DIR ? path.resolve(process.env.PATHS_DATA_DIR) : null;

export interface PathResult {
  /** Where the path came from: the kit's generator, createTestModel's shortest paths, or a named journey. */
  source: 'kit' | 'createTestModel' | 'journey';
  start: string;
  events: SampleEvent[];
  /** The state before each event. */
  states: StepState[];
  /** The requirements this path covers (a state or transition carrying it entered or taken). */
  requirements: string[];
  passed: boolean;
  error: string | null;
}

export interface StepState {
  value: unknown;
  /** The scene shown, for machines that keep a history of scene ids. */
  scene: number | string | null;
}

export interface MachinePathsData {
  report: CoverageReport;
  graph: StatechartGraph;
  paths: PathResult[];
  walks: { seed: number; runs: number; maxSteps: number; passed: boolean | null };
}

export function fileNameOf(machine: string): string {
  return `${machine.replace(/[^\w-]+/g, '-')}.json`;
}

export function writePathsData(data: MachinePathsData, dir = PATHS_DATA_DIR): void {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, fileNameOf(data.report.machine)), JSON.stringify(data));
}

export function readPathsData(dir: string): MachinePathsData[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as MachinePathsData)
    .sort((a, b) => a.report.machine.localeCompare(b.report.machine));
}
