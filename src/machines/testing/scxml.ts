import type { GraphState, GraphTransition, StatechartGraph } from './statechart-graph';
import { escapeXml } from './statechart-svg';

/**
 * A statechart (statechart-graph.ts) as W3C SCXML (https://www.w3.org/TR/scxml/), for other
 * statechart tools, and read back (`fromScxml`) for the round-trip test.
 *
 * Mapping: a compound state is `<state initial="…">`, a parallel one `<parallel>`, a final one
 * `<final>`, a history one `<history>`; a transition is `<transition event="…" cond="…"
 * target="…" type="internal|external">` in its source state. Eventless transitions have no
 * `event`; a guard becomes `cond` (its name: SCXML has no named guards, so the name is kept as
 * the expression); a delayed transition's event is the XState one (`xstate.after.<delay>.<state>`);
 * an invocation's done/error keep their XState events (`xstate.done.actor.<id>`). Requirements,
 * descriptions, the catalogue's transition id and a delay's milliseconds go in attributes of the
 * `xstate` namespace (`xstate:requirements`, `xstate:id`, …), which SCXML processors ignore.
 * XState ids contain dots, which XML names allow, so they are kept as they are. The machine is
 * one top `<state>` (the `<scxml>` element's initial), holding the transitions the machine takes
 * in any state.
 */

const XSTATE_NS = 'https://stately.ai/xstate';

function attributes(entries: Array<[string, string | null | undefined]>): string {
  return entries
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

function transitionXml(transition: GraphTransition, indent: string): string {
  return `${indent}<transition${attributes([
    ['event', transition.eventType || null],
    ['cond', transition.guard],
    ['target', transition.targets.join(' ') || null],
    // XState's default transition leaves the source only when it targets outside it (internal);
    // `reenter: true` is SCXML's external transition.
    ['type', transition.reenter ? 'external' : 'internal'],
    ['xstate:id', transition.id],
    ['xstate:delay', transition.delay?.ms != null ? String(transition.delay.ms) : null],
    ['xstate:requirements', transition.requirements.join(' ') || null],
    ['xstate:description', transition.description],
  ])}/>`;
}

function stateXml(state: GraphState, transitions: ReadonlyMap<string, GraphTransition[]>, indent: string): string {
  const tag = state.type === 'parallel' ? 'parallel' : state.type === 'final' ? 'final' : state.type === 'history' ? 'history' : 'state';
  const open = `${indent}<${tag}${attributes([
    ['id', state.id],
    ['initial', state.initial],
    ['xstate:requirements', state.requirements.join(' ') || null],
    ['xstate:description', state.description],
  ])}`;
  const inner = [
    ...(transitions.get(state.id) ?? []).map((transition) => transitionXml(transition, `${indent}  `)),
    ...state.children.map((child) => stateXml(child, transitions, `${indent}  `)),
  ];
  return inner.length ? `${open}>\n${inner.join('\n')}\n${indent}</${tag}>` : `${open}/>`;
}

export function toScxml(graph: StatechartGraph): string {
  const bySource = new Map<string, GraphTransition[]>();
  for (const transition of graph.transitions) bySource.set(transition.source, [...(bySource.get(transition.source) ?? []), transition]);
  // The machine is the one top state, so its own transitions (taken in any state) have a home.
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:xstate="${XSTATE_NS}" version="1.0"${attributes([
      ['name', graph.id],
      ['initial', graph.root.id],
    ])}>\n${stateXml(graph.root, bySource, '  ')}\n</scxml>\n`
  );
}

/** What the round trip compares: every state (id, kind, initial child, parent) and transition (source, event, guard, targets). */
export interface ScxmlShape {
  states: Array<{ id: string; type: string; initial: string | null; parent: string | null; requirements: string[] }>;
  transitions: Array<{ source: string; event: string; guard: string | null; targets: string[]; requirements: string[] }>;
}

export function shapeOfGraph(graph: StatechartGraph): ScxmlShape {
  const states: ScxmlShape['states'] = [];
  const walk = (state: GraphState, parent: string | null) => {
    states.push({ id: state.id, type: state.type === 'atomic' || state.type === 'compound' ? 'state' : state.type, initial: state.initial, parent, requirements: state.requirements });
    state.children.forEach((child) => walk(child, state.id));
  };
  walk(graph.root, null);
  return {
    states,
    transitions: graph.transitions.map((transition) => ({
      source: transition.source,
      event: transition.eventType,
      guard: transition.guard,
      targets: transition.targets,
      requirements: transition.requirements,
    })),
  };
}

/** Reads SCXML back with the DOM's XML parser (a browser's, or jsdom's in tests). */
export function fromScxml(xml: string, parser: DOMParser): ScxmlShape {
  const document = parser.parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (root.localName !== 'scxml' || document.getElementsByTagName('parsererror').length) throw new Error('Not an SCXML document');
  const states: ScxmlShape['states'] = [];
  const transitions: ScxmlShape['transitions'] = [];
  const list = (value: string | null) => (value ? value.split(/\s+/).filter(Boolean) : []);
  const requirementsOf = (element: Element) => list(element.getAttributeNS(XSTATE_NS, 'requirements'));
  const walk = (element: Element, id: string | null) => {
    for (const child of Array.from(element.children)) {
      if (child.localName === 'transition' && id !== null) {
        transitions.push({
          source: id,
          event: child.getAttribute('event') ?? '',
          guard: child.getAttribute('cond'),
          targets: list(child.getAttribute('target')),
          requirements: requirementsOf(child),
        });
      } else if (['state', 'parallel', 'final', 'history'].includes(child.localName)) {
        const childId = child.getAttribute('id') ?? '';
        states.push({ id: childId, type: child.localName, initial: child.getAttribute('initial'), parent: id, requirements: requirementsOf(child) });
        walk(child, childId);
      }
    }
  };
  walk(root, null);
  return { states, transitions };
}
