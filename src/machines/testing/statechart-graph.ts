import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { catalogueOf, eventLabel, requirementsOf } from './machine-catalogue';

/**
 * A machine as plain data for diagrams, reports and exports: its state nodes nested as defined
 * (compound, parallel, history, final; the initial child named) and every transition of the
 * catalogue (machine-catalogue.ts: eventless, delayed and done/error included) with its event,
 * guard, delay and targets. Built from the real definition, so it is JSON and can be drawn,
 * written to the HTML report or exported without the machine's code.
 */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphState {
  /** The XState id (`kidQuiz.outcome.scene`), unique in the machine. */
  id: string;
  /** The node's key in its parent (`scene`). */
  key: string;
  type: StateKind;
  /** The id of the initial child of a compound state. */
  initial: string | null;
  description: string | null;
  requirements: string[];
  children: GraphState[];
}

export interface GraphTransition {
  /** The catalogue's transition id (`kidQuiz.question|answer.select|0`). */
  id: string;
  source: string;
  /** Target state ids; empty for a transition that stays (actions only). */
  targets: string[];
  /** The event as written: `answer.select`, `always`, `after calculationStep`, `createRecord done`. */
  event: string;
  /** The raw event type (`''` for eventless). */
  eventType: string;
  guard: string | null;
  /** A delayed transition's delay: its name or milliseconds, and the milliseconds when known. */
  delay: { name: string; ms: number | null } | null;
  reenter: boolean;
  requirements: string[];
  description: string | null;
}

export interface StatechartGraph {
  /** The machine's id (`kidQuiz`). */
  id: string;
  root: GraphState;
  transitions: GraphTransition[];
}

function kindOf(node: AnyStateNode): StateKind {
  return node.type as StateKind;
}

function stateOf(node: AnyStateNode): GraphState {
  const initial = node.type === 'compound' && node.initial?.target?.[0] ? (node.initial.target[0] as AnyStateNode).id : null;
  return {
    id: node.id,
    key: node.key,
    type: kindOf(node),
    initial,
    description: node.description ?? null,
    requirements: requirementsOf(node.meta),
    children: Object.values(node.states as Record<string, AnyStateNode>).map(stateOf),
  };
}

/** `xstate.after.<delay>.<state id>` -> the delay's name (or number). */
export function delayNameOf(eventType: string): string | null {
  return /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? null;
}

function delayMs(machine: AnyStateMachine, name: string): number | null {
  const numeric = Number(name);
  if (!Number.isNaN(numeric)) return numeric;
  const named = (machine.implementations.delays as Record<string, unknown>)[name];
  return typeof named === 'number' ? named : null;
}

export function toStatechartGraph(machine: AnyStateMachine): StatechartGraph {
  const catalogue = catalogueOf(machine);
  const transitions: GraphTransition[] = [];
  const visit = (node: AnyStateNode) => {
    const groups: Array<[string, unknown[]]> = [...node.transitions.entries()];
    if (node.always) groups.push(['', node.always]);
    for (const [, candidates] of groups) {
      for (const candidate of candidates as Parameters<typeof catalogue.idOf>[0][]) {
        const id = catalogue.idOf(candidate);
        const entry = catalogue.transitions.find((transition) => transition.id === id);
        if (!id || !entry) continue;
        const delay = delayNameOf(entry.eventType);
        const { meta, description } = candidate as { meta?: unknown; description?: string };
        transitions.push({
          id,
          source: node.id,
          targets: (candidate.target ?? []).map((target: AnyStateNode) => target.id),
          event: eventLabel(entry.eventType),
          eventType: entry.eventType,
          guard: entry.guard,
          delay: delay === null ? null : { name: delay, ms: delayMs(machine, delay) },
          reenter: Boolean(candidate.reenter),
          requirements: requirementsOf(meta),
          description: description ?? null,
        });
      }
    }
    Object.values(node.states as Record<string, AnyStateNode>).forEach(visit);
  };
  visit(machine.root);
  return { id: machine.id, root: stateOf(machine.root), transitions };
}

/** Every state of the graph, depth first (the root first). */
export function statesOf(graph: StatechartGraph): GraphState[] {
  const all: GraphState[] = [];
  const walk = (state: GraphState) => {
    all.push(state);
    state.children.forEach(walk);
  };
  walk(graph.root);
  return all;
}

/**
 * Each state's path below the root, its keys joined by dots (`outcome.scene.results`), by state
 * id. It is the id without the machine's id, unless a state has an id of its own (`requested`
 * of readStates): the path still names it where it sits. The studio's texts are keyed by it.
 */
export function statePaths(graph: StatechartGraph): Map<string, string> {
  const paths = new Map<string, string>();
  const walk = (state: GraphState, prefix: string) => {
    for (const child of state.children) {
      const path = `${prefix}${child.key}`;
      paths.set(child.id, path);
      walk(child, `${path}.`);
    }
  };
  walk(graph.root, '');
  return paths;
}

/** The counts the machine index shows. */
export function countsOf(graph: StatechartGraph) {
  return {
    states: statesOf(graph).length - 1,
    events: new Set(graph.transitions.filter((transition) => transition.eventType !== '' && !transition.eventType.startsWith('xstate.')).map((transition) => transition.eventType)).size,
    guards: new Set(graph.transitions.map((transition) => transition.guard).filter((guard) => guard !== null)).size,
    delayed: graph.transitions.filter((transition) => transition.delay !== null).length,
  };
}

/**
 * The state ids active in a state value (`{ outcome: 'scene' }` or `'home'`), the root included:
 * each state named by the value, its ancestors, and every region of an active parallel state.
 * A value naming no state of the graph gives what matched up to there.
 */
export function activeStateIds(graph: StatechartGraph, value: unknown): string[] {
  const active: string[] = [];
  const enter = (state: GraphState, below: unknown) => {
    active.push(state.id);
    if (state.children.length === 0) return;
    if (typeof below === 'string') {
      const child = state.children.find((candidate) => candidate.key === below);
      if (child) enter(child, undefined);
    } else if (typeof below === 'object' && below !== null) {
      for (const [key, inner] of Object.entries(below)) {
        const child = state.children.find((candidate) => candidate.key === key);
        if (child) enter(child, inner);
      }
    }
  };
  enter(graph.root, value);
  return active;
}

/** The transitions an active configuration offers: those whose source is active (a guarded one is taken only when its guard holds). */
export function enabledTransitionIds(graph: StatechartGraph, active: readonly string[]): string[] {
  const sources = new Set(active);
  return graph.transitions.filter((transition) => sources.has(transition.source)).map((transition) => transition.id);
}
