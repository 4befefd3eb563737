import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { GraphState, GraphTransition, StatechartGraph } from './statechart-graph';

/**
 * A statechart laid out by ELK (elkjs, the layered algorithm statechart tools use for nested
 * states): every state a box inside its parent's box (a parallel state's regions side by side),
 * each compound state's initial child marked by an arrow from a dot, every transition an edge
 * with its label (event, guard, delay). The layout is pure data (positions in one coordinate
 * system, the root's), drawn by statechart-svg.ts in the HTML report, the studio and exports.
 */

export const INITIAL_PREFIX = 'initial:';
const CHAR_WIDTH = 7;
const LINE_HEIGHT = 16;
const STATE_HEIGHT = 36;
const INITIAL_SIZE = 10;

/** The text on a transition's edge: `event [guard]`, with the delay's milliseconds when known. */
export function transitionLabel(transition: GraphTransition): string {
  const delay = transition.delay?.ms != null ? ` (${transition.delay.ms} ms)` : '';
  const event = transition.delay ? `after ${transition.delay.name}${delay}` : transition.event;
  return transition.guard ? `${event} [${transition.guard}]` : event;
}

function textWidth(text: string): number {
  return Math.max(24, Math.ceil(text.length * CHAR_WIDTH) + 16);
}

function nodeOf(state: GraphState, label: (state: GraphState) => string): ElkNode {
  const text = label(state);
  const children: ElkNode[] = state.children.map((child) => nodeOf(child, label));
  const edges: ElkExtendedEdge[] = [];
  if (state.initial) {
    children.unshift({ id: `${INITIAL_PREFIX}${state.id}`, width: INITIAL_SIZE, height: INITIAL_SIZE });
    edges.push({ id: `${INITIAL_PREFIX}${state.id}`, sources: [`${INITIAL_PREFIX}${state.id}`], targets: [state.initial] });
  }
  const compound = children.length > 0;
  return {
    id: state.id,
    labels: [{ text, width: textWidth(text), height: LINE_HEIGHT }],
    ...(compound
      ? {
          children,
          edges,
          layoutOptions: {
            'elk.padding': `[top=${LINE_HEIGHT + 16},left=12,bottom=12,right=12]`,
            'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
            // A parallel state's regions side by side; a compound state's children top to bottom.
            'elk.direction': state.type === 'parallel' ? 'RIGHT' : 'DOWN',
          },
        }
      : { width: textWidth(text), height: STATE_HEIGHT, layoutOptions: { 'elk.nodeLabels.placement': 'INSIDE V_CENTER H_CENTER' } }),
  };
}

/**
 * The ELK input of a statechart: the machine's root is the one top node, states nest as
 * defined, and every transition is an edge of the top graph (hierarchy handled across levels);
 * a transition that stays, or re-enters its source, is a loop on its source.
 * `label` names each state (its key, or its name in the reader's language).
 */
export function toElkGraph(graph: StatechartGraph, label: (state: GraphState) => string = (state) => state.key): ElkNode {
  const edges: ElkExtendedEdge[] = graph.transitions.flatMap((transition) => {
    const text = transitionLabel(transition);
    const targets = transition.targets.length ? transition.targets : [transition.source];
    return targets.map((target, index) => ({
      id: `${transition.id}#${index}`,
      sources: [transition.source],
      targets: [target],
      labels: [{ text, width: textWidth(text), height: LINE_HEIGHT }],
    }));
  });
  return {
    id: '__diagram__',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.direction': 'DOWN',
      'elk.edgeLabels.inline': 'false',
      'elk.spacing.nodeNode': '24',
      'elk.layered.spacing.nodeNodeBetweenLayers': '32',
      'elk.spacing.edgeLabel': '4',
      // Every position in one coordinate system (the diagram's), however deep the node or edge.
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [nodeOf(graph.root, label)],
    edges,
  };
}

export interface LaidOutState {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  labelX: number;
  labelY: number;
  /** null for an initial-state dot. */
  state: GraphState | null;
  depth: number;
}

export interface LaidOutEdge {
  id: string;
  /** The transition drawn (null for the arrow to a compound state's initial child). */
  transition: GraphTransition | null;
  /** Points of the edge's route, start to end. */
  points: Array<{ x: number; y: number }>;
  label: { text: string; x: number; y: number; width: number; height: number } | null;
}

export interface StatechartLayout {
  width: number;
  height: number;
  states: LaidOutState[];
  edges: LaidOutEdge[];
}

interface Layouter {
  layout(graph: ElkNode): Promise<ElkNode>;
}

/** Lays out a statechart with the ELK instance given (`new ELK()` from elkjs/lib/elk.bundled.js). */
export async function layoutStatechart(elk: Layouter, graph: StatechartGraph, label?: (state: GraphState) => string): Promise<StatechartLayout> {
  const result = await elk.layout(toElkGraph(graph, label));
  const byId = new Map<string, GraphState>();
  const index = (state: GraphState) => {
    byId.set(state.id, state);
    state.children.forEach(index);
  };
  index(graph.root);
  const transitions = new Map(graph.transitions.map((transition) => [transition.id, transition]));

  const states: LaidOutState[] = [];
  const edges: LaidOutEdge[] = [];
  const collectEdges = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const section = edge.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
      const edgeLabel = edge.labels?.[0];
      edges.push({
        id: edge.id,
        transition: transitions.get(edge.id.replace(/#\d+$/, '')) ?? null,
        points,
        label: edgeLabel ? { text: edgeLabel.text ?? '', x: edgeLabel.x ?? 0, y: edgeLabel.y ?? 0, width: edgeLabel.width ?? 0, height: edgeLabel.height ?? 0 } : null,
      });
    }
  };
  const walk = (node: ElkNode, depth: number) => {
    const nodeLabel = node.labels?.[0];
    states.push({
      id: node.id,
      x: node.x ?? 0,
      y: node.y ?? 0,
      width: node.width ?? 0,
      height: node.height ?? 0,
      label: nodeLabel?.text ?? '',
      labelX: nodeLabel?.x ?? 0,
      labelY: nodeLabel?.y ?? 0,
      state: byId.get(node.id) ?? null,
      depth,
    });
    collectEdges(node);
    (node.children ?? []).forEach((child) => walk(child, depth + 1));
  };
  (result.children ?? []).forEach((child) => walk(child, 0));
  collectEdges(result);
  return { width: result.width ?? 0, height: result.height ?? 0, states, edges };
}
