import ELK from 'elkjs/lib/elk.bundled.js';
import { fromCallback, fromPromise } from 'xstate';
import { STUDIO_CHANNEL } from '../../platform/studio-inspect';
import type { StudioMessage } from '../../platform/studio-inspect';
import { createStudioDiagramMachine } from '../../machines/studio/studio-diagram.machine';
import type { StudioDiagramEvent } from '../../machines/studio/studio-diagram.machine';
import { STUDIO_MACHINES } from '../../machines/studio/studio-machines';
import type { StudioMachine } from '../../machines/studio/studio-machines';
import { toStatechartGraph } from '../../machines/testing/statechart-graph';
import type { GraphState, StatechartGraph } from '../../machines/testing/statechart-graph';
import { layoutStatechart } from '../../machines/testing/statechart-layout';
import type { StatechartLayout } from '../../machines/testing/statechart-layout';

/** Each machine's graph, read once from its real definition. */
const graphs = new Map<string, StatechartGraph>();
export function graphOf(machine: StudioMachine): StatechartGraph {
  let graph = graphs.get(machine.slug);
  if (!graph) {
    graph = toStatechartGraph(machine.create());
    graphs.set(machine.slug, graph);
  }
  return graph;
}

export const allGraphs = () => STUDIO_MACHINES.map((machine) => ({ machine, graph: graphOf(machine) }));

const elk = new ELK();

/** The diagram machine with the studio's effects: elkjs lays the diagram out; live mode listens on the flows' channel. */
export function diagramLogic(graph: StatechartGraph, name: (state: GraphState) => string) {
  return createStudioDiagramMachine().provide({
    actors: {
      layout: fromPromise<StatechartLayout, { language: string }>(() => layoutStatechart(elk, graph, name)),
      liveChannel: fromCallback<StudioDiagramEvent, { machine: string }>(({ sendBack }) => {
        if (typeof BroadcastChannel === 'undefined') return undefined;
        const channel = new BroadcastChannel(STUDIO_CHANNEL);
        channel.addEventListener('message', (message: MessageEvent<StudioMessage>) => {
          const data = message.data;
          if (data?.type === 'flow.hello') channel.postMessage({ type: 'studio.listening' } satisfies StudioMessage);
          if (data?.type === 'flow.snapshot') sendBack({ type: 'live.snapshot', machine: data.machine, value: data.value });
        });
        channel.postMessage({ type: 'studio.listening' } satisfies StudioMessage);
        return () => channel.close();
      }),
    },
  });
}

/** Saves a text as a file (a download the browser names `fileName`). */
export function downloadText(fileName: string, type: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Draws an SVG document on a canvas (twice its size, for sharp text) and saves it as PNG. */
export async function downloadPng(fileName: string, svg: string, width: number, height: number): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * 2);
    canvas.height = Math.ceil(height * 2);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(2, 2);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The canvas gave no PNG');
    downloadBlob(fileName, blob);
  } finally {
    URL.revokeObjectURL(url);
  }
}
