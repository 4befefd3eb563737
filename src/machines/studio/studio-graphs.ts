import { existsSync } from 'node:fs';
import { readPathsData } from '../testing/paths-data';
import type { MachinePathsData } from '../testing/paths-data';
import { STUDIO_MACHINES } from './studio-machines';
import { countsOf, toStatechartGraph } from '../testing/statechart-graph';
import type { StatechartGraph } from '../testing/statechart-graph';

/**
 * Every machine of the product as the studio draws it: its entry in the machine list and its
 * graph, read from the real definition by the kit (statechart-graph.ts). The studio's pages
 * import this as JSON (written by scripts/studio-graphs.ts, which Vite runs before every build and
 * dev server, not kept in git) rather than the machines' code: the machines' modules stay where
 * the product's pages have them, so the studio changes no other route's chunks (`npm run size`).
 * The list (studio-index.json: each machine's figures, no graph) comes with the studio's pages;
 * each machine's entry (graphs/<slug>.json) loads when its page is opened.
 */
export interface StudioCoverage {
  /** Covered and total of each column of `npm run test:paths`. */
  columns: Record<'states' | 'transitions' | 'guardOutcomes' | 'events' | 'requirements' | 'configurations' | 'transitionPairs', [number, number]>;
  /**
   * Paths that covered a requirement, for its page: where each came from, its start, its events,
   * whether it passed, the requirements it covered. Every failed one, and the SHOWN_PER_REQUIREMENT
   * shortest passed ones of each requirement (the report of `npm run test:paths` lists them all:
   * thousands of paths would be megabytes in the studio's chunk and a page nobody reads).
   */
  paths: Array<{ source: string; start: string; events: string[]; passed: boolean; requirements: string[] }>;
  /** How many paths of the run covered each requirement, shown or not. */
  pathsPerRequirement: Record<string, number>;
}

/** Passed paths kept per requirement and machine for the requirement's page. */
export const SHOWN_PER_REQUIREMENT = 5;

export interface StudioEntry {
  slug: string;
  folder: string;
  flow: string | null;
  graph: StatechartGraph;
  /** From the last `npm run test:paths` (coverage/machines/data), or null when it left none for this machine. */
  coverage: StudioCoverage | null;
}

/** The coverage of a machine (by its id) in what `npm run test:paths` wrote. */
function coverageOf(data: MachinePathsData[], id: string): StudioCoverage | null {
  const suites = data.filter((suite) => suite.graph.id === id);
  if (suites.length === 0) return null;
  const [first] = suites;
  const column = (name: keyof StudioCoverage['columns']): [number, number] => [first.report[name].covered, first.report[name].total];
  return {
    columns: {
      states: column('states'),
      transitions: column('transitions'),
      guardOutcomes: column('guardOutcomes'),
      events: column('events'),
      requirements: column('requirements'),
      configurations: column('configurations'),
      transitionPairs: column('transitionPairs'),
    },
    ...requirementPaths(suites.flatMap((suite) => suite.paths)),
  };
}

/** The paths a requirement's page shows (see StudioCoverage.paths) and the count of all that covered each. */
function requirementPaths(played: MachinePathsData['paths']): Pick<StudioCoverage, 'paths' | 'pathsPerRequirement'> {
  const covering = played.filter((path) => path.requirements.length > 0);
  const pathsPerRequirement: Record<string, number> = {};
  for (const path of covering) for (const id of path.requirements) pathsPerRequirement[id] = (pathsPerRequirement[id] ?? 0) + 1;
  const kept = new Set(covering.filter((path) => !path.passed));
  const shortestFirst = covering.filter((path) => path.passed).sort((a, b) => a.events.length - b.events.length);
  for (const id of Object.keys(pathsPerRequirement)) {
    for (const path of shortestFirst.filter((candidate) => candidate.requirements.includes(id)).slice(0, SHOWN_PER_REQUIREMENT)) kept.add(path);
  }
  return {
    // In the order the run played them.
    paths: covering.filter((path) => kept.has(path)).map((path) => ({ source: path.source, start: path.start, events: path.events.map((event) => event.type), passed: path.passed, requirements: path.requirements })),
    pathsPerRequirement,
  };
}

/** `dataDir`: where `npm run test:paths` writes each machine's data (coverage/machines/data). */
export function studioEntries(dataDir = 'coverage/machines/data'): StudioEntry[] {
  const data = existsSync(dataDir) ? readPathsData(dataDir) : [];
  return STUDIO_MACHINES.map((machine) => {
    const graph = toStatechartGraph(machine.create());
    return { slug: machine.slug, folder: machine.folder, flow: machine.flow ?? null, graph, coverage: coverageOf(data, graph.id) };
  });
}

/** The JSON file's text: one entry per line, so a changed machine shows as a small diff. */
export function studioGraphsJson(entries: StudioEntry[] = studioEntries()): string {
  return `[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`;
}

/** What the studio's list shows of a machine (studio-index.json): its figures, not its graph. */
export interface StudioSummary {
  slug: string;
  folder: string;
  flow: string | null;
  counts: ReturnType<typeof countsOf>;
  /** The coverage figures of the last `npm run test:paths`, or null when it left none. */
  columns: StudioCoverage['columns'] | null;
}

export function studioSummaryOf(entry: StudioEntry): StudioSummary {
  return { slug: entry.slug, folder: entry.folder, flow: entry.flow, counts: countsOf(entry.graph), columns: entry.coverage?.columns ?? null };
}

/** The list's JSON file: one machine a line, as studioGraphsJson. */
export function studioIndexJson(entries: StudioEntry[] = studioEntries()): string {
  return `[\n${entries.map((entry) => JSON.stringify(studioSummaryOf(entry))).join(',\n')}\n]\n`;
}
