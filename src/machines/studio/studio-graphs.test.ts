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
