import { createEmptyActor, getInitialMicrosteps } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { candidateChains, catalogueOf } from './machine-catalogue';
import type { MachineCatalogue } from './machine-catalogue';

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
 *  - the machine's own event types received.
 * Items are strings: a state id, a transition id, `<transition id>:taken|refused`, `event:<type>`.
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
  /** Items left out on purpose, with the reason (written in the machine's README too). */
  exclusions: Record<string, string>;
}

/** Exclusions are keyed by a state id, a transition id, `<transition id>:taken|refused`, or `event:<type>`. */
export type CoverageExclusions = Record<string, string>;

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

/** An actor scope for the pure `machine.transition`, reporting each microstep (as xstate/graph's, plus inspection). */
function inspectingScope(onMicrostep: (event: { type: string }, snapshot: Configuration, taken: AnyTransitionDefinition[]) => void) {
  const empty = createEmptyActor();
  const system = Object.create(empty.system) as { _sendInspectionEvent: (inspection: unknown) => void };
  system._sendInspectionEvent = (inspection: unknown) => {
    const step = inspection as { type: string; event: { type: string }; snapshot: Configuration; _transitions: AnyTransitionDefinition[] };
    if (step.type === '@xstate.microstep') onMicrostep(step.event, step.snapshot, step._transitions);
  };
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

/** The coverage items one step of the pure machine covers (used to pick paths worth playing). */
export function itemsOfStep(machine: AnyStateMachine, catalogue: MachineCatalogue, from: AnyMachineSnapshot, event: { type: string }): Set<string> {
  const items = new Set<string>();
  const analysis = createStepAnalysis(catalogue, (item) => items.add(item));
  analysis.reset(from);
  const next = machine.transition(from, event as never, inspectingScope(analysis.microstep) as never) as AnyMachineSnapshot;
  analysis.settle(next);
  return items;
}

export interface CoverageRecorder {
  /** Before each run: the machine run (it may be a provided copy) and its input. */
  begin: (logic: AnyStateMachine, input: unknown) => void;
  /** Give to createActor({ inspect }): records what the root actor (not its children) does. */
  inspect: (event: InspectionEvent) => void;
  report: () => CoverageReport;
}

/** `machine` builds the machine as defined (no guard flipped); it is first called when the report is made. */
export function createCoverageRecorder(name: string, machine: () => AnyStateMachine, exclusions: CoverageExclusions = {}): CoverageRecorder {
  const covered = new Set<string>();
  const add = (item: string) => void covered.add(item);
  let analysis: StepAnalysis | null = null;

  return {
    begin(logic, input) {
      analysis = createStepAnalysis(catalogueOf(logic), add);
      const [first] = getInitialMicrosteps(logic, input as never);
      analysis.reset(first[0] as unknown as Configuration);
    },
    inspect(inspection) {
      if (!analysis || inspection.actorRef.sessionId !== inspection.rootId) return;
      if (inspection.type === '@xstate.microstep') {
        const step = inspection as InspectionEvent & { event: { type: string }; snapshot: Configuration; _transitions: AnyTransitionDefinition[] };
        analysis.microstep(step.event, step.snapshot, step._transitions);
      } else if (inspection.type === '@xstate.snapshot') {
        analysis.settle(inspection.snapshot as unknown as Configuration);
      }
    },
    report() {
      return reportOf(name, catalogueOf(machine()), covered, exclusions);
    },
  };
}

export function reportOf(name: string, catalogue: MachineCatalogue, covered: ReadonlySet<string>, exclusions: CoverageExclusions): CoverageReport {
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
    exclusions,
  };
}

/** A readable label for a coverage item, for failure messages. */
export function describeItem(machine: AnyStateMachine, item: string): string {
  const [transitionId, outcome] = item.split(':');
  const transition = catalogueOf(machine).transitions.find((entry) => entry.id === transitionId);
  return transition ? `${transition.label}${outcome ? ` (${outcome})` : ''}` : item;
}
