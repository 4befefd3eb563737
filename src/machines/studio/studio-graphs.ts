import { STUDIO_MACHINES } from './studio-machines';
import { toStatechartGraph } from '../testing/statechart-graph';
import type { StatechartGraph } from '../testing/statechart-graph';

/**
 * Every machine of the product as the studio draws it: its entry in the machine list and its
 * graph, read from the real definition by the kit (statechart-graph.ts). The studio's pages
 * import this as JSON (studio-graphs.json, written by scripts/studio-graphs.ts, which Vite runs
 * before every build and dev server, not kept in git) rather than the machines' code: the
 * machines' modules stay where the product's pages have them, so the studio changes no other
 * route's chunks (`npm run size`).
 */
export interface StudioEntry {
  slug: string;
  folder: string;
  flow: string | null;
  graph: StatechartGraph;
}

export function studioEntries(): StudioEntry[] {
  return STUDIO_MACHINES.map((machine) => ({ slug: machine.slug, folder: machine.folder, flow: machine.flow ?? null, graph: toStatechartGraph(machine.create()) }));
}

/** The JSON file's text: one entry per line, so a changed machine shows as a small diff. */
export function studioGraphsJson(entries: StudioEntry[] = studioEntries()): string {
  return `[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`;
}
