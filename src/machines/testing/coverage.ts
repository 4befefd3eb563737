import { getInitialMicrosteps } from 'xstate';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { candidateChains, catalogueOf } from './machine-catalogue';
import type { MachineCatalogue } from './machine-catalogue';
import { stepWorld } from './world-model';
import type { Precede, WorldSnapshot } from './world-model';

/**
 * Coverage measured on the real machine while it runs: XState's inspection API reports every
 * microstep with the transitions it took. From those:
 *  - state nodes entered;
 *  - transitions taken (eventless, delayed and an invocation's done/error included);
 *  - guard outcomes: a guarded transition is "taken" when it fired and "refused" when its guard
 *    was evaluated false. XState offers an event to the candidates of each active state,
 *    innermost first, and takes the first whose guard passes; so every guarded candidate before
 *    the one taken (or every one, when none was taken) was evaluated and refused. Eventless
 *    transitions are offered after every microstep: when the next microstep is not eventless,
 *    each guarded eventless candidate of the configuration was refused;
 *  - the machine's own event types received;
 *  - requirements (`meta.requirements` of states and transitions, docs/requirements.md): covered
 *    when a state or transition carrying one was entered or taken.
 * Items are strings: a state id, a transition id, `<transition id>:taken|refused`, `event:<type>`.
 * Reported beside them, not required: state configurations (`config:<active leaf ids>`) and
 * transition pairs (`pair:<transition id>><transition id>`: a transition followed by the next one
 * taken), each over the totals the path generator found in the machine's graph (paths.ts).
 */

type Configuration = { _nodes: AnyStateNode[] };

export interface CoverageCounts {
  covered: number;
  total: number;
  missing: string[];
}

export interface CoverageReport {
  machine: string;
  states: CoverageCounts;
  transitions: CoverageCounts;
  guardOutcomes: CoverageCounts;
  events: CoverageCounts;
  /** Requirement ids carried by this machine's states and transitions (`meta.requirements`). */
  requirements: CoverageCounts;
  /** Reported, not required: active-leaf configurations reached, over those the graph holds. */
  configurations: CoverageCounts;
  /** Reported, not required: transition pairs taken one after the other, over those the graph holds. */
  transitionPairs: CoverageCounts;
  /** Items left out on purpose, with the reason (written in the machine's README too). */
  exclusions: Record<string, string>;
}

/** Exclusions are keyed by a state id, a transition id, `<transition id>:taken|refused`, or `event:<type>`. */
export type CoverageExclusions = Record<string, string>;

/** What the path generator found in the machine's graph (paths.ts): the totals of the reported columns. */
export interface GraphFacts {
  configurations: string[];
  pairs: string[];
}

/** A state configuration as a coverage item: its active atomic and final states, sorted. */
export function configurationItem(snapshot: Configuration): string {
  const leaves = snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);
  return `config:${leaves.sort().join(',')}`;
}

export const pairItem = (first: string, second: string) => `pair:${first}>${second}`;

/** Turns the microsteps of one machine object into coverage items. */
export interface StepAnalysis {
  /** Before a run (or a pure step): the configuration the first guards are evaluated in. */
  reset(from: Configuration): void;
  microstep(event: { type: string }, snapshot: Configuration, taken: readonly AnyTransitionDefinition[]): void;
  /** The event was fully handled: eventless candidates left untaken were refused. */
  settle(snapshot: Configuration): void;
}

export function createStepAnalysis(catalogue: MachineCatalogue, add: (item: string) => void): StepAnalysis {
  let last: Configuration | null = null;
  let eventlessPending = false;

  const enter = (snapshot: Configuration) => {
    for (const node of snapshot._nodes) if (node.parent) add(node.id);
  };

  /** Marks the guarded candidates that were evaluated and refused before the chosen one. */
  const refuseBefore = (snapshot: Configuration, eventType: string, taken: ReadonlySet<AnyTransitionDefinition>) => {
    for (const chain of candidateChains(snapshot, eventType)) {
      for (const candidate of chain) {
        if (taken.has(candidate) || candidate.guard === undefined) break;
        const id = catalogue.idOf(candidate);
        if (id) add(`${id}:refused`);
      }
    }
  };

  const flushEventless = () => {
    if (last && eventlessPending) refuseBefore(last, '', new Set());
    eventlessPending = false;
  };

  return {
    reset(from) {
      last = from;
      eventlessPending = true;
      enter(from);
    },
    microstep(event, snapshot, taken) {
      const eventless = taken.length > 0 && taken.every((transition) => transition.eventType === '');
      if (!eventless) flushEventless();
      if (last) refuseBefore(last, eventless ? '' : event.type, new Set(taken));
      if (!eventless && !event.type.startsWith('xstate.')) add(`event:${event.type}`);
      for (const transition of taken) {
        const id = catalogue.idOf(transition);
        if (!id) continue;
        add(id);
        if (transition.guard !== undefined) add(`${id}:taken`);
      }
      last = snapshot;
      eventlessPending = true;
      enter(snapshot);
    },
    settle(snapshot) {
      flushEventless();
      last = snapshot;
    },
  };
}

/**
 * The coverage items one step of the world model covers (used to pick paths worth playing): each
 * event the step delivers to the machine (what precedes it, the timers that fall due);
 * `taken`, when given, receives the ids of the transitions the step took, in order.
 */
export function itemsOfStep(machine: AnyStateMachine, catalogue: MachineCatalogue, from: WorldSnapshot, event: { type: string }, precede?: Precede, taken?: string[]): Set<string> {
  const items = new Set<string>();
  const analysis = createStepAnalysis(catalogue, (item) => items.add(item));
  analysis.reset(from.machine as unknown as Configuration);
  stepWorld(machine, from, event, precede, {
    microstep: (stepEvent, snapshot, transitions) => {
      analysis.microstep(stepEvent, snapshot as unknown as Configuration, transitions);
      for (const transition of transitions) {
        const id = catalogue.idOf(transition);
        if (id && taken) taken.push(id);
      }
    },
    delivered: (_, snapshot) => analysis.settle(snapshot as unknown as Configuration),
  });
  return items;
}

export interface CoverageRecorder {
  /** Before each run: the machine run (it may be a provided copy) and its input. */
  begin: (logic: AnyStateMachine, input: unknown) => void;
  /** Give to createActor({ inspect }): records what the root actor (not its children) does. */
  inspect: (event: InspectionEvent) => void;
  /** The totals of the reported columns, from a graph the paths were generated from (one per start). */
  addGraph: (facts: GraphFacts) => void;
  report: () => CoverageReport;
  /** The items covered so far. */
  covered: () => ReadonlySet<string>;
}

/** One recorder that feeds two (the suite's, and one path's own for the report). */
export function fanOut(first: CoverageRecorder, second: CoverageRecorder): CoverageRecorder {
  return {
    begin(logic, input) {
      first.begin(logic, input);
      second.begin(logic, input);
    },
    inspect(event) {
      first.inspect(event);
      second.inspect(event);
    },
    addGraph(facts) {
      first.addGraph(facts);
      second.addGraph(facts);
    },
    report: () => first.report(),
    covered: () => first.covered(),
  };
}

/** `machine` builds the machine as defined (no guard flipped); it is first called when the report is made. */
export function createCoverageRecorder(name: string, machine: () => AnyStateMachine, exclusions: CoverageExclusions = {}): CoverageRecorder {
  const covered = new Set<string>();
  const add = (item: string) => void covered.add(item);
  const graph = { configurations: new Set<string>(), pairs: new Set<string>() };
  let analysis: StepAnalysis | null = null;
  let catalogue: MachineCatalogue | null = null;
  let lastTaken: string | null = null;

  return {
    begin(logic, input) {
      catalogue = catalogueOf(logic);
      analysis = createStepAnalysis(catalogue, add);
      lastTaken = null;
      const [first] = getInitialMicrosteps(logic, input as never);
      analysis.reset(first[0] as unknown as Configuration);
    },
    inspect(inspection) {
      if (!analysis || !catalogue || inspection.actorRef.sessionId !== inspection.rootId) return;
      if (inspection.type === '@xstate.microstep') {
        const step = inspection as InspectionEvent & { event: { type: string }; snapshot: Configuration; _transitions: AnyTransitionDefinition[] };
        analysis.microstep(step.event, step.snapshot, step._transitions);
        for (const transition of step._transitions) {
          const id = catalogue.idOf(transition);
          if (!id) continue;
          if (lastTaken) add(pairItem(lastTaken, id));
          lastTaken = id;
        }
      } else if (inspection.type === '@xstate.snapshot') {
        const snapshot = inspection.snapshot as unknown as Configuration;
        analysis.settle(snapshot);
        add(configurationItem(snapshot));
      }
    },
    addGraph(facts) {
      facts.configurations.forEach((item) => graph.configurations.add(item));
      facts.pairs.forEach((item) => graph.pairs.add(item));
    },
    report() {
      return reportOf(name, catalogueOf(machine()), covered, exclusions, { configurations: [...graph.configurations], pairs: [...graph.pairs] });
    },
    covered: () => covered,
  };
}

export function reportOf(
  name: string,
  catalogue: MachineCatalogue,
  covered: ReadonlySet<string>,
  exclusions: CoverageExclusions,
  graph: GraphFacts = { configurations: [], pairs: [] },
): CoverageReport {
  const count = (all: string[]): CoverageCounts => {
    const missing = all.filter((item) => !covered.has(item) && !(item in exclusions) && !(item.replace(/:(taken|refused)$/, '') in exclusions));
    return { covered: all.length - missing.length, total: all.length, missing };
  };
  const guarded = catalogue.transitions.filter((transition) => transition.guard !== null);
  return {
    machine: name,
    states: count(catalogue.stateNodes),
    transitions: count(catalogue.transitions.map((transition) => transition.id)),
    guardOutcomes: count(guarded.flatMap((transition) => [`${transition.id}:taken`, `${transition.id}:refused`])),
    events: count(catalogue.eventTypes.map((type) => `event:${type}`)),
    requirements: countRequirements(catalogue, covered, exclusions),
    configurations: count([...graph.configurations].sort()),
    transitionPairs: count([...graph.pairs].sort()),
    exclusions,
  };
}

/** A requirement is covered when a state or transition carrying it was entered or taken (or it is excluded as `req:<id>`). */
function countRequirements(catalogue: MachineCatalogue, covered: ReadonlySet<string>, exclusions: CoverageExclusions): CoverageCounts {
  const ids = Object.keys(catalogue.requirements).sort();
  const missing = ids.filter((id) => !(`req:${id}` in exclusions) && !catalogue.requirements[id].some((item) => covered.has(item)));
  return { covered: ids.length - missing.length, total: ids.length, missing: missing.map((id) => `req:${id}`) };
}

/** A readable label for a coverage item, for failure messages. */
export function describeItem(machine: AnyStateMachine, item: string): string {
  const [transitionId, outcome] = item.split(':');
  const transition = catalogueOf(machine).transitions.find((entry) => entry.id === transitionId);
  return transition ? `${transition.label}${outcome ? ` (${outcome})` : ''}` : item;
}
