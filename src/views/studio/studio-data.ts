import type { StudioEntry, StudioSummary } from '../../machines/studio/studio-graphs';

/**
 * The studio's machines, as the build wrote them (scripts/studio-graphs.ts: JSON, so the studio's
 * chunk holds no machine's code). The list (each machine's figures) comes with the studio's pages;
 * a machine's entry (its graph, its coverage) is its own file, loaded by its route when its page
 * is opened, and the others once the browser is idle, so the studio keeps working offline once
 * loaded. Not built yet (a unit test run): no machines.
 */
const indexFiles = import.meta.glob<StudioSummary[]>('../../machines/studio/studio-index.json', { eager: true, import: 'default' });
export const STUDIO_SUMMARIES: StudioSummary[] = Object.values(indexFiles)[0] ?? [];

const graphFiles = import.meta.glob<StudioEntry>('../../machines/studio/graphs/*.json', { import: 'default' });

/** A machine's entry (its graph and coverage), or undefined for a slug the studio does not have; `warm`: the others' too, once the browser is idle. */
export function loadStudioEntry(slug: string, warm = false): Promise<StudioEntry | undefined> {
  if (warm) warmStudioEntries();
  const load = graphFiles[`../../machines/studio/graphs/${slug}.json`];
  return load ? load() : Promise.resolve(undefined);
}

/** Every machine's entry, in the list's order (a requirement's page looks through them all). */
export function loadStudioEntries(): Promise<StudioEntry[]> {
  return Promise.all(STUDIO_SUMMARIES.map((summary) => loadStudioEntry(summary.slug))).then((entries) => entries.filter((entry) => entry !== undefined));
}

let warmed = false;

/** Loads the other machines' entries once the browser is idle (at most two seconds later), once. */
export function warmStudioEntries(): void {
  if (warmed || typeof window === 'undefined') return;
  warmed = true;
  const load = () => void loadStudioEntries().catch(() => (warmed = false));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}
