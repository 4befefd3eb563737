// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STUDIO_MACHINES } from '../../machines/studio/studio-machines';
import { statePaths, statesOf, toStatechartGraph } from '../../machines/testing/statechart-graph';

/*
 * Every state of every machine the studio shows has a name in each language (issue 27): the
 * studio looks it up at `states.<graph id>.<path below the root>.name` (studio-pages.tsx) and
 * shows the raw key without one. The states are read from the real machines (the studio's list,
 * each through toStatechartGraph), so a new state without a name, or a name left behind by a
 * renamed or removed state, fails here.
 */

const LANGUAGES = ['en', 'vi', 'th', 'zh'] as const;

type Texts = { [key: string]: string | Texts };

function statesTexts(language: string): Texts {
  const file = fileURLToPath(new URL(`../../i18n/locales/${language}/studio.json`, import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { states?: Texts }).states ?? {};
}

/** The node at a dot-separated path of the texts, if there is one. */
function textsAt(texts: Texts, path: string): Texts | undefined {
  let node: string | Texts | undefined = texts;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'object' ? node : undefined;
}

/** The state paths the texts of one machine name: every object below it except `name`/`description` strings. */
function namedPaths(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [] : [`${prefix}${key}`, ...namedPaths(value, `${prefix}${key}.`)]));
}

/** The keys of a state's texts that are not its name, its description or one of its children. */
function strayKeys(texts: Texts): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? (key === 'name' || key === 'description' ? [] : [key]) : []));
}

const machines = STUDIO_MACHINES.map((entry) => {
  const graph = toStatechartGraph(entry.create());
  const paths = statePaths(graph);
  /** The states the machine itself describes (in English): the studio shows that text where a language has none. */
  const described = statesOf(graph).flatMap((state) => (state.description && paths.has(state.id) ? [paths.get(state.id)!] : []));
  return { slug: entry.slug, graphId: graph.id, paths: [...paths.values()], described };
});

describe("the studio's state names", () => {
  it('reads the states of every machine of the studio', () => {
    expect(machines.length).toBe(STUDIO_MACHINES.length);
    for (const machine of machines) expect(machine.paths.length, machine.slug).toBeGreaterThan(0);
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const texts = statesTexts(language);

    it.each(machines.map((machine) => [machine.slug, machine] as const))('names every state of %s, at every level', (_, machine) => {
      const unnamed = machine.paths.filter((path) => {
        const name = textsAt(texts, `${machine.graphId}.${path}`)?.name;
        return typeof name !== 'string' || name.trim() === '';
      });
      expect(unnamed).toEqual([]);
    });

    it.each(machines.map((machine) => [machine.slug, machine] as const))(
      'describes each state of %s the machine describes (no English shown instead), every description non-empty, nothing else',
      (_, machine) => {
        for (const path of machine.paths) {
          const state = textsAt(texts, `${machine.graphId}.${path}`) ?? {};
          const described = 'description' in state || machine.described.includes(path);
          if (described) expect(typeof state.description === 'string' && state.description.trim() !== '', path).toBe(true);
          expect(strayKeys(state), path).toEqual([]);
        }
      },
    );

    it('names no state that does not exist (a renamed or removed state is caught), under no unknown machine', () => {
      const graphIds = new Set(machines.map((machine) => machine.graphId));
      expect(Object.keys(texts).filter((graphId) => !graphIds.has(graphId))).toEqual([]);
      for (const machine of machines) {
        const named = namedPaths(textsAt(texts, machine.graphId) ?? {});
        expect(
          named.filter((path) => !machine.paths.includes(path)),
          machine.graphId,
        ).toEqual([]);
      }
    });
  });
});
