import { expect, test } from './fixtures';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { describePath, planPaths } from '../../src/machines/testing/paths';
import type { SampleEvent } from '../../src/machines/testing/paths';

/**
 * Model-based end-to-end (issue 27): the paths the kit generates from a flow's real machine
 * (src/machines/testing/paths.ts) drive the real app in Chromium against the real server. Each
 * flow (model-paths*.spec.ts) gives:
 *  - a sampler offering only what a person can do on the page (the rest withheld), plus the
 *    server's answers the graph needs to go on; the server's answers and the timers are the real
 *    ones in the browser, so those steps of a path are waited for, not played;
 *  - `replay`: what the page must show after a step, from the spec and the person's view (never
 *    the machine's code), and `expectPage` to assert it, after every step;
 *  - `play`: the step done on the page (click, type, keys).
 * `npm test` plays a bounded, seeded selection per flow (MODEL_PATHS_SEED; the longest path, which
 * goes furthest, then seeded picks); `npm run test:paths -- --e2e` plays them all (MODEL_PATHS=all).
 */

export interface ModelFlow<Seen> {
  /** The flow's name in the test titles. */
  name: string;
  machine: AnyStateMachine;
  input: unknown;
  sampler: (snapshot: AnyMachineSnapshot) => SampleEvent[];
  /** Graph size guard for the kit's generator. */
  limit: number;
  /** How many paths `npm test` plays. */
  selected: number;
  /** What the page shows when the flow opens. */
  start: Seen;
  /** Once per worker before the paths (a sign-in through the API, say), with a request context on the app's server. */
  beforeAll?: (request: APIRequestContext) => Promise<void>;
  /** Opens the flow (cookies, a session, the page). */
  open: (page: Page, context: BrowserContext, baseURL: string) => Promise<void>;
  play: (page: Page, event: SampleEvent, seen: Seen) => Promise<void>;
  replay: (seen: Seen, event: SampleEvent) => Seen;
  expectPage: (page: Page, seen: Seen) => Promise<void>;
  /** What every generated set of paths must hold (it reaches the flow's end, say). */
  expectPaths: (paths: SampleEvent[][]) => void;
  /** Browser options of the flow's tests (locale, viewport). */
  use?: Parameters<typeof test.use>[0];
  /** Per-test timeout: a path is at most a few dozen steps, each waited for on the page. */
  timeout?: number;
}

export function generatedUserPaths(flow: Pick<ModelFlow<unknown>, 'machine' | 'input' | 'sampler' | 'limit'>): SampleEvent[][] {
  return planPaths(flow.machine, { input: flow.input, sampler: flow.sampler, limit: flow.limit }).paths.map(({ events }) => events);
}

/** A seeded choice of `count` paths (the longest first: it goes furthest), or all of them (MODEL_PATHS=all). */
export function selection(paths: SampleEvent[][], count: number, seed: number): SampleEvent[][] {
  if (process.env.MODEL_PATHS === 'all') return paths;
  const longest = paths.reduce((best, path) => (path.length > best.length ? path : best), paths[0]);
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const rest = paths.filter((path) => path !== longest);
  const chosen = [longest];
  while (chosen.length < count && rest.length) chosen.push(rest.splice(Math.floor(random() * rest.length), 1)[0]);
  return chosen;
}

export function describeModelPaths<Seen>(flow: ModelFlow<Seen>): void {
  const allPaths = generatedUserPaths(flow);
  const chosen = selection(allPaths, flow.selected, Number(process.env.MODEL_PATHS_SEED ?? 20261127));

  test.describe(`${flow.name}: generated paths through the real app`, () => {
    if (flow.use) test.use(flow.use);
    const { beforeAll } = flow;
    if (beforeAll) {
      test.beforeAll(async ({ playwright }, workerInfo) => {
        const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
        try {
          await beforeAll(request);
        } finally {
          await request.dispose();
        }
      });
    }
    test('the kit generates user paths from the machine', () => {
      expect(allPaths.length).toBeGreaterThan(3);
      flow.expectPaths(allPaths);
    });

    for (const [number, events] of chosen.entries()) {
      test(`path ${number + 1} of ${chosen.length}: ${describePath(events)}`, async ({ page, context, baseURL }) => {
        test.setTimeout(flow.timeout ?? 60_000);
        await flow.open(page, context, baseURL ?? '');
        let seen = flow.start;
        await flow.expectPage(page, seen);
        for (const [step, event] of events.entries()) {
          await test.step(`${step + 1}. ${describePath([event])}`, async () => {
            await flow.play(page, event, seen);
            seen = flow.replay(seen, event);
            await flow.expectPage(page, seen);
          });
        }
      });
    }
  });
}
