import { activeStateIds, enabledTransitionIds } from '../testing/statechart-graph';
import type { StatechartGraph } from '../testing/statechart-graph';
import type { StudioDiagramSnapshot } from './studio-diagram.machine';
import type { StudioViewSnapshot } from './studio-view.machine';

/** The diagram's transform: `translate(x px, y px) scale(scale)`. */
export function viewOf(snapshot: StudioViewSnapshot): { x: number; y: number; scale: number } {
  const { x, y, scale } = snapshot.context;
  return { x, y, scale };
}

/** Whether a drag or pinch is under way (the diagram shows a grabbing cursor). */
export const isDragging = (snapshot: StudioViewSnapshot) => !snapshot.matches('idle');

export type DiagramStatus = 'layingOut' | 'shown' | 'failed';

export function diagramStatusOf(snapshot: StudioDiagramSnapshot): DiagramStatus {
  if (snapshot.matches({ diagram: 'shown' })) return 'shown';
  if (snapshot.matches({ diagram: 'failed' })) return 'failed';
  return 'layingOut';
}

export type LiveStatus = 'off' | 'listening' | 'following';

export function liveStatusOf(snapshot: StudioDiagramSnapshot): LiveStatus {
  if (snapshot.matches({ live: { on: 'following' } })) return 'following';
  if (snapshot.matches({ live: 'on' })) return 'listening';
  return 'off';
}

/** The followed flow's active states and the transitions it offers now; none unless live mode follows one. */
export function liveHighlightOf(snapshot: StudioDiagramSnapshot, graph: StatechartGraph): { active: string[]; enabled: string[] } {
  if (liveStatusOf(snapshot) !== 'following') return { active: [], enabled: [] };
  const active = activeStateIds(graph, snapshot.context.liveValue);
  return { active, enabled: enabledTransitionIds(graph, active) };
}
