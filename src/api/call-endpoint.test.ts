import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { CallClient } from './call-endpoint';
import { endpoint } from './contract/endpoint';

/*
 * A contract loaded on its first call comes after zod, in a task of its own (scheduler.yield where
 * the browser has it): the library's evaluation and the contract's schemas are never one long task.
 */

const entry = endpoint(
  { api: 'portal', tags: ['system'] },
  { method: 'get', path: '/things/', summary: 'Things', response: { statuses: { 200: 'The things' }, body: z.object({ data: z.array(z.string()) }) } },
);

function recordingClient() {
  const calls: string[] = [];
  const client: CallClient = {
    call: async (_schema, path) => {
      calls.push(path);
      return { data: ['a'] } as never;
    },
  };
  return { client, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callEndpoint with a contract loaded on the call', () => {
  it('loads the contract only after the browser has had its turn once zod is there', async () => {
    const releases: Array<() => void> = [];
    const scheduler = { yield: vi.fn(() => new Promise<void>((resolve) => releases.push(resolve))) };
    vi.stubGlobal('scheduler', scheduler);
    const { client, calls } = recordingClient();
    const load = vi.fn(async () => entry);
    // The first call of the run: zod's load is this module's first.
    const answer = callEndpoint(client, load, {});
    await vi.waitFor(() => expect(scheduler.yield).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(load).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    releases.splice(0).forEach((resolve) => resolve());
    await expect(answer).resolves.toEqual({ data: ['a'] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['/things/']);
  });

  it('once zod is loaded, a later contract loads at once', async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    vi.stubGlobal('scheduler', scheduler);
    const { client } = recordingClient();
    await callEndpoint(client, async () => entry, {});
    const before = scheduler.yield.mock.calls.length;
    await callEndpoint(client, async () => entry, {});
    expect(scheduler.yield.mock.calls.length).toBe(before);
  });

  it('an entry given as it is is called without loading anything', async () => {
    const scheduler = { yield: vi.fn(() => new Promise<void>(() => {})) };
    vi.stubGlobal('scheduler', scheduler);
    const { client, calls } = recordingClient();
    await expect(callEndpoint(client, entry, {})).resolves.toEqual({ data: ['a'] });
    expect(calls).toEqual(['/things/']);
  });
});
