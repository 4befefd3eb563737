import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Everything a machine can do, read from the real machine definition: its state nodes, every
 * transition (each source, event, guard and target: eventless `always`, delayed `after` and an
 * invocation's done/error included), the guarded ones, and the event types it takes from
 * outside. Coverage (coverage.ts) is measured against this catalogue.
 */

export interface TransitionEntry {
  /** Stable id: `<source state id>|<event type or 'always'>|<index among that event's candidates>`. */
  id: string;
  /** `source —event [guard]→ target`, for reports. */
  label: string;
  source: string;
  eventType: string;
  guard: string | null;
}

export interface MachineCatalogue {
  stateNodes: string[];
  transitions: TransitionEntry[];
  /** Event types the machine takes from outside (its own `xstate.*` events are transitions above). */
  eventTypes: string[];
  /** Invocation id -> the actor it runs (its `src`), so a test can answer the right fake call. */
  invokeSources: Record<string, string>;
  /**
   * Requirement id (docs/requirements.md, `KQ-3`) -> the state ids and transition ids whose
   * `meta.requirements` name it: entering one of those states or taking one of those
   * transitions covers the requirement.
   */
  requirements: Record<string, string[]>;
  /** The id of a transition definition of this machine object. */
  idOf(transition: AnyTransitionDefinition): string | undefined;
}

/** The requirement ids a state node's or transition's `meta.requirements` lists (anything else is ignored). */
export function requirementsOf(meta: unknown): string[] {
  if (typeof meta !== 'object' || meta === null || !('requirements' in meta)) return [];
  const { requirements } = meta as { requirements: unknown };
  return Array.isArray(requirements) ? requirements.filter((id): id is string => typeof id === 'string') : [];
}

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...allStateNodes(child)]);
}

/** A guard as written in the machine: its name, a built-in's name (`and`, `not`, `stateIn`), or `inline`. */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const builtin = guard as { check?: unknown; name?: string };
    return builtin.name && builtin.name !== 'guard' ? builtin.name : 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'inline';
}

function targetLabel(transition: AnyTransitionDefinition): string {
  if (!transition.target || transition.target.length === 0) return '(stays)';
  const targets = transition.target.map((target: AnyStateNode) => `#${target.id}`).join(', ');
  return transition.reenter ? `${targets} (re-entered)` : targets;
}

/** An event type as written in a machine: `always`, `after calculationStep`, `createRecord done`. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  return eventType.replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1').replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2 $1');
}

export function catalogueOf(machine: AnyStateMachine): MachineCatalogue {
  const nodes = allStateNodes(machine.root);
  const transitions: TransitionEntry[] = [];
  const ids = new Map<AnyTransitionDefinition, string>();
  const eventTypes = new Set<string>();
  const invokeSources: Record<string, string> = {};
  const requirements: Record<string, string[]> = {};
  const carry = (meta: unknown, item: string) => {
    for (const id of requirementsOf(meta)) (requirements[id] ??= []).push(item);
  };

  for (const node of [machine.root, ...nodes]) {
    if (node.parent) carry(node.meta, node.id);
    const groups: Array<[string, AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always) groups.push(['', node.always]);
    for (const [eventType, candidates] of groups) {
      if (eventType !== '' && !eventType.startsWith('xstate.')) eventTypes.add(eventType);
      candidates.forEach((transition, index) => {
        const id = `${node.id}|${eventType || 'always'}|${index}`;
        const guard = guardLabel(transition.guard);
        ids.set(transition, id);
        carry((transition as { meta?: unknown }).meta, id);
        transitions.push({
          id,
          label: `#${node.id} —${eventLabel(eventType)}${guard ? ` [${guard}]` : ''}→ ${targetLabel(transition)}`,
          source: node.id,
          eventType,
          guard,
        });
      });
    }
    for (const invocation of node.invoke) {
      if (typeof invocation.src === 'string') invokeSources[invocation.id] = invocation.src;
    }
  }

  return {
    stateNodes: nodes.map((node) => node.id),
    transitions,
    eventTypes: [...eventTypes].sort(),
    invokeSources,
    requirements,
    idOf: (transition) => ids.get(transition),
  };
}

/** The state nodes an event is offered to, innermost first, for each active atomic state (the order XState selects in). */
export function candidateChains(snapshot: { _nodes: AnyStateNode[] }, eventType: string): AnyTransitionDefinition[][] {
  const atomic = snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final');
  return atomic.map((leaf) => {
    const chain: AnyTransitionDefinition[] = [];
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      const candidates = eventType === '' ? node.always : node.transitions.get(eventType);
      if (candidates) chain.push(...candidates);
    }
    return chain;
  });
}
