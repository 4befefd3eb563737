// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STUDIO_MACHINES } from './studio-machines';
import { studioEntries, studioGraphsJson } from './studio-graphs';

describe('the studio graphs (studio-graphs.json, written before each build)', () => {
  it('hold every machine of the list with its graph, and read back as written', () => {
    const entries = studioEntries();
    expect(entries.map((entry) => entry.slug)).toEqual(STUDIO_MACHINES.map((machine) => machine.slug));
    expect(entries.find((entry) => entry.slug === 'kid-quiz')?.graph.id).toBe('kidQuiz');
    expect(JSON.parse(studioGraphsJson(entries))).toEqual(JSON.parse(JSON.stringify(entries)));
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
    });
    expect(measured.find((entry) => entry.slug === 'diet-quiz')?.coverage).toBeNull();
  });
});
