import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { MAX_SCALE, MIN_SCALE, PAN_STEP, createStudioViewMachine } from './studio-view.machine';
import type { Point, StudioViewMachine } from './studio-view.machine';
import { isDragging, viewOf } from './studio.selectors';

/**
 * The studio's diagram view as its users expect it (issue 27): arrows move the diagram by one
 * step; +/− (keys, buttons) and the wheel zoom around the point given, which stays where it is,
 * never beyond 25% and 400%; 0 and "reset" go back to 100% at the origin; "fit" shows the whole
 * diagram inside the viewport, centred across; one pointer drags it by exactly the pointer's
 * movement; two fingers zoom by the change of their spread; a pointer the diagram does not hold,
 * or a key that is not a view key, changes nothing; the state chosen is the one described.
 * The oracle checks each step's before and after through the selectors the page renders.
 */

type Machine = StudioViewMachine;
/** The view keeps scales to four decimals and positions to a hundredth of a pixel. */
const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(0.02);
const bounded = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
const spread = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function checkStep({ event, before, after }: Observation<Machine, BaseWorld>['trace'][number]): void {
  const was = viewOf(before);
  const now = viewOf(after);
  expect(now.scale).toBeGreaterThanOrEqual(MIN_SCALE);
  expect(now.scale).toBeLessThanOrEqual(MAX_SCALE);
  const zoomsAround = (direction: 1 | -1, centre: Point = { x: 0, y: 0 }) => {
    // The next of the levels 25%, 1.25^k (k = −6…6), 400%, or the same at either end.
    const levels = [0.25, ...Array.from({ length: 13 }, (_, k) => 1.25 ** (k - 6)), 4].filter((level) => (direction === 1 ? level > was.scale + 1e-3 : level < was.scale - 1e-3));
    near(now.scale, (direction === 1 ? levels[0] : levels[levels.length - 1]) ?? was.scale);
    // The diagram's point under the centre is still under it.
    near(centre.x - ((centre.x - was.x) / was.scale) * now.scale, now.x);
    near(centre.y - ((centre.y - was.y) / was.scale) * now.scale, now.y);
  };
  const key = event.type === 'key' ? String(event.key) : null;
  const centre = event.centre as Point | undefined;
  const pointers = before.context.pointers;
  const held = pointers[String(event.id)];
  if (event.type === 'zoom.in' || key === '+' || key === '=') zoomsAround(1, centre);
  else if (event.type === 'zoom.out' || key === '-' || key === '_') zoomsAround(-1, centre);
  else if (event.type === 'wheel' && Number(event.deltaY) !== 0) zoomsAround(Number(event.deltaY) < 0 ? 1 : -1, { x: Number(event.x), y: Number(event.y) });
  else if (event.type === 'view.reset' || key === '0') expect(now).toEqual({ x: 0, y: 0, scale: 1 });
  else if (key === 'ArrowLeft') expect(now).toEqual({ ...was, x: was.x + PAN_STEP });
  else if (key === 'ArrowRight') expect(now).toEqual({ ...was, x: was.x - PAN_STEP });
  else if (key === 'ArrowUp') expect(now).toEqual({ ...was, y: was.y + PAN_STEP });
  else if (key === 'ArrowDown') expect(now).toEqual({ ...was, y: was.y - PAN_STEP });
  else if (event.type === 'view.fit') {
    const [width, height, contentWidth, contentHeight] = [event.width, event.height, event.contentWidth, event.contentHeight].map(Number);
    expect(contentWidth * now.scale).toBeLessThanOrEqual(width + 1e-9);
    expect(contentHeight * now.scale).toBeLessThanOrEqual(height + 1e-9);
    near(now.x * 2 + contentWidth * now.scale, width);
    expect(now.y).toBe(0);
  } else if (event.type === 'pointer.move' && held && Object.keys(pointers).length === 1) {
    expect(now).toEqual({ scale: was.scale, x: was.x + Number(event.x) - held.x, y: was.y + Number(event.y) - held.y });
  } else if (event.type === 'pointer.move' && held) {
    const other = Object.entries(pointers).find(([id]) => id !== String(event.id))?.[1] as Point;
    near(now.scale, bounded((was.scale * spread({ x: Number(event.x), y: Number(event.y) }, other)) / spread(held, other)));
  } else {
    // A press, a release, a pointer the diagram does not hold, another key, a choice: the view stays.
    expect(now).toEqual(was);
  }
}

describeModel({
  name: 'studio diagram view',
  create: createStudioViewMachine,
  starts: { 'a diagram at 100%': undefined },
  world: () => createBaseWorld(),
  provide: (candidate) => candidate,
  // About 1,800 snapshots from one start.
  limit: 2_500,
  sampler: (snapshot) => {
    // Every event type has a sample in every state (the kit sends a type with none bare); the
    // values keep the view on a finite set: zooms around the origin, pans and drags from it.
    const { pointers, x, y, scale, selected } = snapshot.context;
    const origin = { x: 0, y: 0 };
    const held = Object.keys(pointers);
    const still = x === 0 && y === 0 && scale === 1;
    const events: SampleEvent[] = [
      // Around the diagram's origin on screen: only the scale changes.
      { type: 'zoom.in', centre: { x, y } },
      { type: 'zoom.out', centre: { x, y } },
      { type: 'key', key: '0', centre: origin },
      { type: 'key', key: 'a', centre: origin },
      { type: 'wheel', deltaY: 0, x: 5, y: 5 },
      { type: 'view.reset' },
      { type: 'view.fit', width: 360, height: 600, contentWidth: 720, contentHeight: 400 },
      { type: 'pointer.up', id: 1 },
      { type: 'pointer.up', id: 2 },
      { type: 'pointer.up', id: 9 },
      { type: 'pointer.move', id: 9, x: 0, y: 0 },
      { type: 'state.select', id: selected === null ? 'kidQuiz.home' : null },
    ];
    if (still && held.length === 0) {
      events.push({ type: 'zoom.in', centre: { x: 180, y: 200 } }, { type: 'key', key: '+', centre: { x: 100, y: 100 } }, { type: 'key', key: '-', centre: origin });
      events.push({ type: 'wheel', deltaY: -100, x: 50, y: 20 }, { type: 'wheel', deltaY: 100, x: 0, y: 0 });
      for (const arrow of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) events.push({ type: 'key', key: arrow, centre: origin });
    }
    if (held.length === 0) events.push({ type: 'pointer.down', id: 1, x: 10, y: 10 });
    if (held.length === 1) events.push({ type: 'pointer.down', id: 2, x: 110, y: 10 });
    if (held.length === 1 && still && pointers['1']?.x === 10) events.push({ type: 'pointer.move', id: 1, x: 30, y: 20 });
    if (held.length === 2 && still && pointers['2']?.x === 110) events.push({ type: 'pointer.move', id: 2, x: 210, y: 10 });
    return events;
  },
  check: (observation) => {
    const { snapshot, trace } = observation;
    if (trace.length) checkStep(trace[trace.length - 1]);
    // The pointers holding the diagram: each pressed one (two at most: a third finger is ignored), until released.
    const held: string[] = [];
    for (const { event } of trace) {
      const id = String(event.id);
      if (event.type === 'pointer.down' && !held.includes(id) && held.length < 2) held.push(id);
      if (event.type === 'pointer.up' && held.includes(id)) held.splice(held.indexOf(id), 1);
    }
    expect(Object.keys(snapshot.context.pointers).sort()).toEqual(held.sort());
    expect(isDragging(snapshot)).toBe(held.length > 0);
    // The state described is the last one chosen.
    const choices = trace.filter(({ event }) => event.type === 'state.select');
    expect(snapshot.context.selected).toBe(choices.length ? ((choices[choices.length - 1].event.id as string | null) ?? null) : null);
  },
  journeys: {
    'drag with a finger, pinch with two, let go, arrow down': {
      start: 'a diagram at 100%',
      events: [
        { type: 'pointer.down', id: 1, x: 10, y: 10 },
        { type: 'pointer.move', id: 1, x: 30, y: 20 },
        { type: 'pointer.down', id: 2, x: 130, y: 20 },
        { type: 'pointer.move', id: 2, x: 230, y: 20 },
        { type: 'pointer.up', id: 2 },
        { type: 'pointer.move', id: 1, x: 0, y: 0 },
        { type: 'pointer.up', id: 1 },
        { type: 'key', key: 'ArrowDown' },
      ],
    },
    'zoom to both limits and reset': {
      start: 'a diagram at 100%',
      events: [
        ...Array.from({ length: 8 }, () => ({ type: 'zoom.in', centre: { x: 100, y: 50 } })),
        ...Array.from({ length: 16 }, () => ({ type: 'wheel', deltaY: 120, x: 40, y: 40 })),
        { type: 'key', key: '=' },
        { type: 'key', key: '_' },
        { type: 'view.reset' },
      ],
    },
  },
});
