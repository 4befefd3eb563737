import type { DatabaseKind } from '../db/client';
import { startFuzzServer } from './fuzz-server';
import { formatReport } from './report';
import { runFuzz } from './run';
import type { FuzzReport } from './run';

/** The default seed; FUZZ_SEED overrides it. */
export const DEFAULT_FUZZ_SEED = 20_241_123;

export interface FuzzOutcome {
  report: FuzzReport;
  /** The printed report. */
  text: string;
  /** Why the server process ended during the run, if it did (a crash is a failure). */
  serverExit: string | null;
  passed: boolean;
}

/** Starts a server on a fresh database of `kind`, fuzzes it, stops it. */
export async function fuzzOn(kind: DatabaseKind, options: { requests: number; seed: number; concurrency?: number; log?: (line: string) => void }): Promise<FuzzOutcome> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const server = await startFuzzServer(kind);
  log(`Fuzz server on ${kind} at ${server.baseUrl} (started in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  try {
    const report = await runFuzz({ baseUrl: server.baseUrl, requests: options.requests, seed: options.seed, concurrency: options.concurrency, log });
    const serverExit = server.exit();
    let text = formatReport(kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL (fresh database)', report, server.errorLines());
    if (serverExit) text += `\n  FAILURE: the server process ${serverExit} during the run.`;
    return { report, text, serverExit, passed: report.failures.length === 0 && report.ownership.failures.length === 0 && serverExit === null };
  } finally {
    await server.stop();
  }
}

/** A positive whole number from the environment, or the default. */
export function envCount(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}
