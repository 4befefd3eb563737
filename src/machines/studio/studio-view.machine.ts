import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/**
 * The view on a statechart diagram in the studio (/machines/<machine>): pan and zoom by mouse,
 * touch and keyboard, and the state chosen to read about. The diagram is drawn at
 * `translate(x, y) scale(scale)`; positions are the viewport's pixels.
 *
 *   idle ──pointer.down──▶ panning ──second pointer.down──▶ pinching
 *        ◀──last pointer.up──      ◀──a pointer.up──────────
 *   In any of them: the wheel, + and − (keys and buttons) go to the next zoom level around the
 *   point given, which stays put; arrows pan by PAN_STEP; 0 and "reset" go back to 100% at the origin; "fit" shows
 *   the whole diagram; state.select chooses the state described beside the diagram.
 */

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;
/** The zoom levels a press of a zoom key or button, or a wheel notch, goes to: 25%, then ×1.25 each up to 381%, and 400%. */
export const ZOOM_LEVELS: readonly number[] = [0.25, ...Array.from({ length: 13 }, (_, index) => Math.round(1.25 ** (index - 6) * 10000) / 10000), 4];

/** The next zoom level above (`1`) or below (`-1`) a scale; the scale itself at either end. */
export function nextZoomLevel(scale: number, direction: 1 | -1): number {
  const levels = direction === 1 ? ZOOM_LEVELS.filter((level) => level > scale + 1e-6) : ZOOM_LEVELS.filter((level) => level < scale - 1e-6);
  return (direction === 1 ? levels[0] : levels[levels.length - 1]) ?? scale;
}
/** One press of an arrow key moves the diagram this many pixels. */
export const PAN_STEP = 40;

export interface Point {
  x: number;
  y: number;
}

export interface StudioViewContext {
  x: number;
  y: number;
  scale: number;
  /** Pointers down on the diagram (mouse, pen, fingers), by pointer id. */
  pointers: Record<string, Point>;
  /** The state whose name, description and requirements are shown. */
  selected: string | null;
}

export type StudioViewEvent =
  | { type: 'pointer.down'; id: number; x: number; y: number }
  | { type: 'pointer.move'; id: number; x: number; y: number }
  | { type: 'pointer.up'; id: number }
  | { type: 'wheel'; deltaY: number; x: number; y: number }
  /** A key pressed on the diagram; zoom keys zoom around `centre` (the viewport's middle), else the origin. */
  | { type: 'key'; key: string; centre?: Point }
  | { type: 'zoom.in'; centre?: Point }
  | { type: 'zoom.out'; centre?: Point }
  | { type: 'view.reset' }
  /** Fit a diagram of the content's size in a viewport of this size. */
  | { type: 'view.fit'; width: number; height: number; contentWidth: number; contentHeight: number }
  | { type: 'state.select'; id: string | null };

const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
const ORIGIN: Point = { x: 0, y: 0 };

/** Scales to four decimals and positions to a hundredth of a pixel: zooming in and out again comes back to the same view. */
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The view after zooming to `scale` around a viewport point, which stays where it is. */
function zoomedAround(context: Pick<StudioViewContext, 'x' | 'y' | 'scale'>, scale: number, at: Point = ORIGIN) {
  const next = round(clamp(scale), 4);
  const ratio = next / context.scale;
  return { scale: next, x: round(at.x - (at.x - context.x) * ratio, 2), y: round(at.y - (at.y - context.y) * ratio, 2) };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

const PAN_KEYS: Record<string, Point> = {
  ArrowLeft: { x: PAN_STEP, y: 0 },
  ArrowRight: { x: -PAN_STEP, y: 0 },
  ArrowUp: { x: 0, y: PAN_STEP },
  ArrowDown: { x: 0, y: -PAN_STEP },
};
const ZOOM_IN_KEYS = ['+', '='];
const ZOOM_OUT_KEYS = ['-', '_'];

/** Whether a key moves the view (the page lets every other key do what it does). */
export const isViewKey = (key: string) => key in PAN_KEYS || ZOOM_IN_KEYS.includes(key) || ZOOM_OUT_KEYS.includes(key) || key === '0';

export function createStudioViewMachine() {
  return setup({
    types: { context: {} as StudioViewContext, events: {} as StudioViewEvent },
    guards: {
      isTracked: ({ context, event }) => 'id' in event && String(event.id) in context.pointers,
      isLastPointer: ({ context, event }) => 'id' in event && String(event.id) in context.pointers && Object.keys(context.pointers).length === 1,
      isViewKey: ({ event }) => event.type === 'key' && isViewKey(event.key),
      isNewPointer: ({ context, event }) => event.type === 'pointer.down' && !(String(event.id) in context.pointers),
    },
    actions: {
      addPointer: assign({ pointers: ({ context, event }) => (event.type === 'pointer.down' ? { ...context.pointers, [String(event.id)]: { x: event.x, y: event.y } } : context.pointers) }),
      removePointer: assign({
        pointers: ({ context, event }) => Object.fromEntries(Object.entries(context.pointers).filter(([id]) => event.type !== 'pointer.up' || id !== String(event.id))),
      }),
      forgetPointers: assign({ pointers: {} }),
      pan: assign(({ context, event }) => {
        if (event.type !== 'pointer.move') return {};
        const before = context.pointers[String(event.id)];
        return { x: context.x + event.x - before.x, y: context.y + event.y - before.y, pointers: { ...context.pointers, [String(event.id)]: { x: event.x, y: event.y } } };
      }),
      pinch: assign(({ context, event }) => {
        if (event.type !== 'pointer.move') return {};
        const [a, b] = Object.keys(context.pointers);
        const pointers = { ...context.pointers, [String(event.id)]: { x: event.x, y: event.y } };
        const before = { spread: distance(context.pointers[a], context.pointers[b]), middle: middle(context.pointers[a], context.pointers[b]) };
        const after = { spread: distance(pointers[a], pointers[b]), middle: middle(pointers[a], pointers[b]) };
        // The fingers' middle carries the diagram with it; their spread zooms around that middle.
        const moved = { x: context.x + after.middle.x - before.middle.x, y: context.y + after.middle.y - before.middle.y, scale: context.scale };
        const zoomed = before.spread > 0 ? zoomedAround(moved, context.scale * (after.spread / before.spread), after.middle) : moved;
        return { ...zoomed, pointers };
      }),
      wheel: assign(({ context, event }) =>
        event.type === 'wheel' && event.deltaY !== 0 ? zoomedAround(context, nextZoomLevel(context.scale, event.deltaY < 0 ? 1 : -1), { x: event.x, y: event.y }) : {},
      ),
      key: assign(({ context, event }) => {
        if (event.type !== 'key') return {};
        const pan = PAN_KEYS[event.key];
        if (pan) return { x: context.x + pan.x, y: context.y + pan.y };
        if (ZOOM_IN_KEYS.includes(event.key)) return zoomedAround(context, nextZoomLevel(context.scale, 1), event.centre);
        if (ZOOM_OUT_KEYS.includes(event.key)) return zoomedAround(context, nextZoomLevel(context.scale, -1), event.centre);
        return { x: 0, y: 0, scale: 1 };
      }),
      zoomIn: assign(({ context, event }) => (event.type === 'zoom.in' ? zoomedAround(context, nextZoomLevel(context.scale, 1), event.centre) : {})),
      zoomOut: assign(({ context, event }) => (event.type === 'zoom.out' ? zoomedAround(context, nextZoomLevel(context.scale, -1), event.centre) : {})),
      reset: assign({ x: 0, y: 0, scale: 1 }),
      fit: assign(({ event }) => {
        if (event.type !== 'view.fit') return {};
        const width = Math.max(event.contentWidth, 1);
        const height = Math.max(event.contentHeight, 1);
        const scale = clamp(Math.min(event.width / width, event.height / height));
        return { scale, x: (event.width - width * scale) / 2, y: 0 };
      }),
      select: assign({ selected: ({ event }) => (event.type === 'state.select' ? (event.id ?? null) : null) }),
    },
  }).createMachine({
    id: 'studioView',
    context: { x: 0, y: 0, scale: 1, pointers: {}, selected: null },
    initial: 'idle',
    on: {
      wheel: { actions: 'wheel' },
      key: { guard: 'isViewKey', actions: 'key' },
      'zoom.in': { actions: 'zoomIn' },
      'zoom.out': { actions: 'zoomOut' },
      'view.reset': { actions: 'reset' },
      'view.fit': { actions: 'fit' },
      'state.select': { actions: 'select' },
    },
    states: {
      idle: { description: 'Nothing holds the diagram.', on: { 'pointer.down': { target: 'panning', actions: 'addPointer' } } },
      panning: {
        description: 'One pointer drags the diagram.',
        on: {
          'pointer.move': { guard: 'isTracked', actions: 'pan' },
          'pointer.down': { guard: 'isNewPointer', target: 'pinching', actions: 'addPointer' },
          'pointer.up': { guard: 'isLastPointer', target: 'idle', actions: 'forgetPointers' },
        },
      },
      pinching: {
        description: 'Two fingers move and zoom the diagram.',
        on: {
          'pointer.move': { guard: 'isTracked', actions: 'pinch' },
          'pointer.up': { guard: 'isTracked', target: 'panning', actions: 'removePointer' },
        },
      },
    },
  });
}

export type StudioViewMachine = ReturnType<typeof createStudioViewMachine>;
export type StudioViewSnapshot = SnapshotFrom<StudioViewMachine>;
