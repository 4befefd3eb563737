// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { STUDIO_MACHINES } from './studio-machines';
import { activeStateIds, enabledTransitionIds, toStatechartGraph } from '../testing/statechart-graph';
import { renderStatechartSvg } from '../testing/statechart-svg';

const machineFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? machineFiles(path.join(dir, entry.name)) : entry.name.endsWith('.machine.ts') ? [path.join(dir, entry.name)] : [],
  );

/** A machine built for these tests: a parallel state with two regions, a guarded self-transition, a final state. */
const sample = setup({ guards: { ok: () => true } }).createMachine({
  id: 's',
  initial: 'idle',
  states: {
    idle: { on: { go: 'busy', tick: { guard: 'ok', target: 'idle', reenter: true } } },
    busy: {
      type: 'parallel',
      on: { stop: 'done' },
      states: {
        light: { initial: 'off', states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } } },
        timer: { initial: 'waiting', states: { waiting: { after: { 500: 'settled' } }, settled: {} } },
      },
    },
    done: { type: 'final' },
  },
});

describe('the studio machine list', () => {
  it('lists every machine of src/machines (the studio and the kit aside), each once', () => {
    const root = path.resolve('src/machines');
    const files = machineFiles(root).filter((file) => !/[\\/](studio|testing)[\\/]/.test(file));
    const ids = new Set(STUDIO_MACHINES.map((machine) => machine.create().id));
    expect(new Set(STUDIO_MACHINES.map((machine) => machine.slug)).size).toBe(STUDIO_MACHINES.length);
    expect(ids.size).toBe(STUDIO_MACHINES.length);
    // Every machine file is read by some entry (its folder is listed).
    for (const file of files) expect(STUDIO_MACHINES.some((machine) => path.relative(root, path.dirname(file)).replaceAll('\\', '/') === machine.folder), file).toBe(true);
  });
});

describe('live highlight of a state value', () => {
  const graph = toStatechartGraph(sample);

  it('an atomic state: it and the root are active; its transitions are enabled, the guarded self-transition included', () => {
    const active = activeStateIds(graph, 'idle');
    expect(active).toEqual(['s', 's.idle']);
    expect(enabledTransitionIds(graph, active).sort()).toEqual(['s.idle|go|0', 's.idle|tick|0']);
  });

  it('a parallel state: both regions and their states, and the transitions of each (the delayed one too)', () => {
    const active = activeStateIds(graph, { busy: { light: 'on', timer: 'waiting' } });
    expect(active).toEqual(['s', 's.busy', 's.busy.light', 's.busy.light.on', 's.busy.timer', 's.busy.timer.waiting']);
    expect(enabledTransitionIds(graph, active).sort()).toEqual(['s.busy.light.on|toggle|0', 's.busy.timer.waiting|xstate.after.500.s.busy.timer.waiting|0', 's.busy|stop|0']);
  });

  it('a value naming no state of the graph stops where it stops matching', () => {
    expect(activeStateIds(graph, 'gone')).toEqual(['s']);
    expect(activeStateIds(graph, { busy: { nowhere: 'x' } })).toEqual(['s', 's.busy']);
    expect(activeStateIds(graph, null)).toEqual(['s']);
  });
});

describe('the diagram drawn inline', () => {
  it('has no <style> with styles: false (the page styles it), and has one by default (a file opens alone)', () => {
    const layout = { width: 10, height: 10, states: [], edges: [] };
    expect(renderStatechartSvg(layout, { title: 't', styles: false })).not.toContain('<style>');
    expect(renderStatechartSvg(layout, { title: 't' })).toContain('<style>');
  });
});

