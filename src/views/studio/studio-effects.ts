import type { ElkNode } from 'elkjs/lib/elk-api';
import { fromCallback, fromPromise } from 'xstate';
import { STUDIO_CHANNEL } from '../../platform/studio-inspect';
import type { StudioMessage } from '../../platform/studio-inspect';
import { createStudioDiagramMachine } from '../../machines/studio/studio-diagram.machine';
import type { StudioDiagramEvent } from '../../machines/studio/studio-diagram.machine';
import type { GraphState, StatechartGraph } from '../../machines/testing/statechart-graph';
import { layoutStatechart } from '../../machines/testing/statechart-layout';
import type { StatechartLayout } from '../../machines/testing/statechart-layout';

interface ElkAnswer {
  id: number;
  data?: ElkNode;
  error?: unknown;
}

/**
 * elkjs in a Web Worker of its own (its worker script, loaded as a file when the first diagram is
 * laid out): the layout never holds the page, and the app's shared code gets none of elkjs's
 * CommonJS wrapping. The messages are elkjs's own worker protocol (elk-api.js: `register`, then
 * `layout` with an id; the answer carries the id and `data` or `error`).
 */
function elkInWorker(): { layout(graph: ElkNode): Promise<ElkNode> } {
  let worker: Promise<Worker> | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (node: ElkNode) => void; reject: (error: unknown) => void }>();
  const start = async (): Promise<Worker> => {
    // The worker script's address, asked for only when a diagram is first laid out.
    const { default: url } = await import('elkjs/lib/elk-worker.min.js?url');
    const created = new Worker(url);
    created.addEventListener('message', (message: MessageEvent<ElkAnswer>) => {
      const answer = waiting.get(message.data.id);
      waiting.delete(message.data.id);
      if (message.data.error !== undefined) answer?.reject(message.data.error);
      else answer?.resolve(message.data.data as ElkNode);
    });
    created.postMessage({ id: next++, cmd: 'register', algorithms: ['layered'] });
    return created;
  };
  return {
    async layout(graph) {
      worker ??= start();
      const running = await worker;
      const id = next++;
      const answer = new Promise<ElkNode>((resolve, reject) => waiting.set(id, { resolve, reject }));
      running.postMessage({ id, cmd: 'layout', graph, layoutOptions: {}, options: {} });
      return answer;
    },
  };
}

const elk = elkInWorker();

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
