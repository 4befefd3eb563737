/**
 * From the first paint to the app's takeover (issue 23 §0), per page: the server draws each page's
 * first screen, and the app adopts it later; until then what the visitor does is kept and given
 * again (server/system/app-page/first-screen-boot.js), so the shorter this is, the sooner a tap
 * answers. Chromium (Debian's, through Playwright) on a 360 × 740 phone screen with the processor
 * slowed 4× (CDP Emulation.setCPUThrottlingRate), no network throttling; each page opened fresh
 * three times; the median of first-contentful-paint and of the takeover's performance mark
 * (TAKE_OVER_MARK, set when #root stops being data-booting), both from the navigation's start.
 *
 * `takeoverTimes(baseUrl)` is called by bench/run.ts; `tsx bench/takeover.ts <baseUrl>` runs it alone.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { TAKE_OVER_MARK } from '../src/platform/take-over';

export interface TakeoverRow {
  page: string;
  firstPaintMs: number;
  takeoverMs: number;
  /** takeoverMs − firstPaintMs: how long a drawn page waits for the app. */
  waitMs: number;
}

export const takeoverPages = [
  { name: 'home', path: '/' },
  { name: 'package (G-Care)', path: '/packages/g-care' },
  { name: 'kid quiz', path: '/kid-quiz' },
];

const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function takeoverTimes(baseUrl: string, pages = takeoverPages, runs = RUNS): Promise<TakeoverRow[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const rows: TakeoverRow[] = [];
    for (const { name, path } of pages) {
      const paints: number[] = [];
      const takeovers: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
        const handle = await page.waitForFunction(
          (mark) => {
            const paint = performance.getEntriesByName('first-contentful-paint')[0];
            const takeover = performance.getEntriesByName(mark)[0];
            return paint && takeover ? [paint.startTime, takeover.startTime] : null;
          },
          TAKE_OVER_MARK,
          { timeout: 60_000 },
        );
        const [paint, takeover] = (await handle.jsonValue()) as [number, number];
        paints.push(paint);
        takeovers.push(takeover);
        await context.close();
      }
      const firstPaintMs = median(paints);
      const takeoverMs = median(takeovers);
      rows.push({ page: name, firstPaintMs, takeoverMs, waitMs: median(takeovers.map((value, index) => value - paints[index])) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function takeoverTable(rows: TakeoverRow[]): string {
  return rows.map((row) => `  ${row.page.padEnd(20)} first paint ${row.firstPaintMs.toFixed(0).padStart(5)} ms   takeover ${row.takeoverMs.toFixed(0).padStart(5)} ms   waited ${row.waitMs.toFixed(0).padStart(5)} ms`).join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  console.log('From the first paint to the takeover (360 px, CPU 4× slower, median of 3)');
  console.log(takeoverTable(await takeoverTimes(baseUrl)));
}
