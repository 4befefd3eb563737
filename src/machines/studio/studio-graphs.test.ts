// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STUDIO_MACHINES } from './studio-machines';
import { studioEntries, studioGraphsJson, studioIndexJson } from './studio-graphs';
import { countsOf } from '../testing/statechart-graph';

describe('the studio graphs (studio-graphs.json, written before each build)', () => {
  it('hold every machine of the list with its graph, and read back as written', () => {
    const entries = studioEntries();
    expect(entries.map((entry) => entry.slug)).toEqual(STUDIO_MACHINES.map((machine) => machine.slug));
    expect(entries.find((entry) => entry.slug === 'kid-quiz')?.graph.id).toBe('kidQuiz');
    expect(JSON.parse(studioGraphsJson(entries))).toEqual(JSON.parse(JSON.stringify(entries)));
  });

  it('list each machine with the figures its graph and coverage give, and no graph (studio-index.json)', () => {
    const entries = studioEntries();
    const index = JSON.parse(studioIndexJson(entries)) as Array<Record<string, unknown>>;
    expect(index.map((summary) => summary.slug)).toEqual(entries.map((entry) => entry.slug));
    const kidQuiz = entries.find((entry) => entry.slug === 'kid-quiz');
    expect(index.find((summary) => summary.slug === 'kid-quiz')).toEqual({ slug: 'kid-quiz', folder: kidQuiz?.folder, flow: kidQuiz?.flow, counts: kidQuiz && countsOf(kidQuiz.graph), columns: kidQuiz?.coverage?.columns ?? null });
    expect(index.every((summary) => !('graph' in summary))).toBe(true);
  });
});

describe('the studio coverage figures', () => {
  it('are none without a test:paths run, and the last run’s columns and requirement paths with one', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    expect(studioEntries(path.join(tmpdir(), 'no-such-dir')).every((entry) => entry.coverage === null)).toBe(true);
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-coverage-'));
    const counts = (covered: number, total: number) => ({ covered, total, missing: [] });
    const kidQuiz = studioEntries(dir).find((entry) => entry.slug === 'kid-quiz');
    writeFileSync(
      path.join(dir, 'kid-quiz.json'),
      JSON.stringify({
        report: { machine: 'kid quiz', states: counts(21, 21), transitions: counts(40, 41), guardOutcomes: counts(12, 12), events: counts(12, 12), requirements: counts(8, 8), configurations: counts(5, 9), transitionPairs: counts(30, 80), exclusions: {} },
        graph: kidQuiz?.graph,
        paths: [
          { source: 'kit', start: 'fresh', events: [{ type: 'scene.next' }], states: [], requirements: ['KQ-2'], passed: true, error: null },
          { source: 'kit', start: 'fresh', events: [{ type: 'reset' }], states: [], requirements: [], passed: true, error: null },
        ],
        walks: { seed: 1, runs: 1, maxSteps: 1, passed: true },
      }),
    );
    const measured = studioEntries(dir);
    expect(measured.find((entry) => entry.slug === 'kid-quiz')?.coverage).toEqual({
      columns: { states: [21, 21], transitions: [40, 41], guardOutcomes: [12, 12], events: [12, 12], requirements: [8, 8], configurations: [5, 9], transitionPairs: [30, 80] },
      paths: [{ source: 'kit', start: 'fresh', events: ['scene.next'], passed: true, requirements: ['KQ-2'] }],
      pathsPerRequirement: { 'KQ-2': 1 },
    });
    expect(measured.find((entry) => entry.slug === 'diet-quiz')?.coverage).toBeNull();
  });

  it('keep every failed path and the shortest passed ones of each requirement, and count them all', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-coverage-'));
    const counts = (covered: number, total: number) => ({ covered, total, missing: [] });
    const kidQuiz = studioEntries(dir).find((entry) => entry.slug === 'kid-quiz');
    // Twelve passed paths for KQ-2 of 12 down to 1 events, one failed of 20 events; KQ-5 on two of them.
    const played = Array.from({ length: 12 }, (_, index) => {
      const length = 12 - index;
      return { source: 'kit', start: `s${length}`, events: Array.from({ length }, () => ({ type: 'scene.next' })), states: [], requirements: length === 9 || length === 1 ? ['KQ-2', 'KQ-5'] : ['KQ-2'], passed: true, error: null };
    });
    played.push({ source: 'journey', start: 'failing', events: Array.from({ length: 20 }, () => ({ type: 'scene.next' })), states: [], requirements: ['KQ-2'], passed: false, error: null });
    writeFileSync(
      path.join(dir, 'kid-quiz.json'),
      JSON.stringify({
        report: { machine: 'kid quiz', states: counts(21, 21), transitions: counts(41, 41), guardOutcomes: counts(12, 12), events: counts(12, 12), requirements: counts(8, 8), configurations: counts(9, 9), transitionPairs: counts(30, 80), exclusions: {} },
        graph: kidQuiz?.graph,
        paths: played,
        walks: { seed: 1, runs: 1, maxSteps: 1, passed: true },
      }),
    );
    const coverage = studioEntries(dir).find((entry) => entry.slug === 'kid-quiz')?.coverage;
    expect(coverage?.pathsPerRequirement).toEqual({ 'KQ-2': 13, 'KQ-5': 2 });
    // KQ-2: the five shortest (1-5 events); KQ-5: its two (1 and 9); the failed one; in the order played.
    expect(coverage?.paths.map((shown) => shown.start)).toEqual(['s9', 's5', 's4', 's3', 's2', 's1', 'failing']);
    expect(coverage?.paths.at(-1)?.passed).toBe(false);
  });
});
