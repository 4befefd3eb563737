/**
 * Lighthouse, mobile, on the pages a customer lands on (issue 12): Lighthouse's default settings
 * (mobile form factor and screen, simulated throttling: a slow 4G network and a 4x slower CPU),
 * Debian's Chromium, three runs per page, the median of each figure. Beside them the same run
 * measures a static page with one heading, served by this module: the floor this machine can
 * reach, so a page's figures are read against it rather than as absolutes.
 *
 * `runLighthouse(baseUrl, pages)` is called by bench/run.ts; `tsx bench/lighthouse.ts <baseUrl>`
 * runs it alone on the default pages (against a server started with DEV_TOOLS=true, for the pages
 * whose visitor signs in) and prints the table with each page's top opportunities.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { cartWithPackage, signIn } from './visitor';

export interface LighthousePage {
  name: string;
  /** Path on the base URL, e.g. `/packages/g-intel`. */
  path: string;
  /**
   * What the visitor's browser holds before the page is opened, made through the real routes on
   * the base URL (bench/visitor.ts): a cart with a package, a signed-in session. Lighthouse then
   * keeps the origin's storage (disableStorageReset); its cache starts empty all the same, since
   * the only page opened before is a text file of the same origin.
   */
  storage?: (baseUrl: string) => Promise<Record<string, string>>;
}

export interface LighthouseRow {
  page: string;
  /** 0..100 */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the network for the whole load (Lighthouse's total-byte-weight). */
  transferredBytes: number;
  /** The median run's opportunities and diagnostics that cost time, biggest first ("title: 1,234 ms"). */
  opportunities: string[];
  /**
   * Whether every run loaded the promotion modals' chunk (the kid-quiz modal shows on a first visit
   * to the home): the home's score counts with the modal on, as issue 26 asks.
   */
  promoModals: boolean;
  /**
   * Lighthouse's benchmark index of this machine during the runs (median; higher is faster): the
   * simulated 4x slower CPU multiplies the tasks this machine ran, so the same build scores lower
   * on a slower or busier machine. Printed so that runs on different days can be compared.
   */
  benchmarkIndex: number;
  /**
   * The element Lighthouse names as the largest contentful paint in each run
   * (`largest-contentful-paint-element`: its selector and a snippet of its markup).
   */
  lcpElements: string[];
}

export const defaultLighthousePages: LighthousePage[] = [
  { name: 'home', path: '/' },
  { name: 'package page', path: '/packages/g-intel' },
  { name: 'kid quiz', path: '/kid-quiz' },
  { name: 'diet quiz', path: '/diet-quiz' },
  { name: 'sign-in', path: '/sign-in' },
  // A visitor with a cart or an account has been here before: the cookie notice is answered
  // (accepted, the heavier answer: it would start the analytics tags the deployment configures).
  { name: 'cart (one package)', path: '/cart', storage: async (baseUrl) => ({ cartId: await cartWithPackage(baseUrl), cookieConsent: 'accepted' }) },
  { name: 'checkout (one package)', path: '/checkout', storage: async (baseUrl) => ({ cartId: await cartWithPackage(baseUrl), cookieConsent: 'accepted' }) },
  { name: 'booking wizard (signed in)', path: '/consultation', storage: async (baseUrl) => ({ authToken: await signIn(baseUrl), cookieConsent: 'accepted' }) },
];

/** The floor's row name. */
export const FLOOR_PAGE = 'static floor (one heading)';

const RUNS = 3;

/** Debian's Chromium, without the background traffic this machine's closed network refuses. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body><h1>GeneWell</h1></body>
</html>`;

/** A one-heading static page on a free loopback port, for the floor. */
export async function lighthouseFloor(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(FLOOR_HTML) });
    response.end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const numeric = (lhr: LighthouseResult, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

interface Run {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  opportunities: string[];
  promoModals: boolean;
  benchmarkIndex: number;
  lcpElement: string;
}

/** The LCP element of a run: Lighthouse's selector for it and the start of its markup. */
function lcpElementOf(lhr: LighthouseResult): string {
  type Node = { type?: string; selector?: string; snippet?: string };
  type Table = { type?: string; items?: Array<{ node?: Node; items?: Array<{ node?: Node }> }> };
  const details = lhr.audits['largest-contentful-paint-element']?.details as { type?: string; items?: Table[] } | undefined;
  // Lighthouse 12: a list whose first table holds the element; older versions: the table itself.
  const tables: Table[] = details?.type === 'list' ? (details.items ?? []) : details ? [details as Table] : [];
  const node = tables[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'}: ${(node.snippet ?? '').slice(0, 120)}` : 'none';
}

function runOf(lhr: LighthouseResult): Run {
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.details?.type === 'opportunity')
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      return { title: audit.title, ms: details.overallSavingsMs ?? 0, bytes: details.overallSavingsBytes ?? 0 };
    })
    .filter(({ ms, bytes }) => ms > 0 || bytes > 0)
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes)
    .map(({ title, ms, bytes }) => `${title}: ${Math.round(ms)} ms${bytes ? `, ${Math.round(bytes / 1024)} kB` : ''}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferredBytes: numeric(lhr, 'total-byte-weight'),
    opportunities,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpElementOf(lhr),
    promoModals: ((lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> } | undefined)?.items ?? []).some((item) => /\/mount-promo-modals-[^/]*\.js$/.test(item.url)),
  };
}

/** Each figure the median of its runs; the opportunities those of the run whose score is the median. */
function medianRow(page: string, runs: Run[]): LighthouseRow {
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    page,
    performance: median(runs.map((run) => run.performance)),
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
    cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
    transferredBytes: Math.round(median(runs.map((run) => run.transferredBytes))),
    opportunities: byScore[Math.floor(byScore.length / 2)].opportunities,
    promoModals: runs.every((run) => run.promoModals),
    benchmarkIndex: Math.round(median(runs.map((run) => run.benchmarkIndex))),
    lcpElements: runs.map((run) => `LCP ${(run.lcpMs / 1000).toFixed(2)} s, score ${run.performance}, index ${Math.round(run.benchmarkIndex)}: ${run.lcpElement}`),
  };
}

/**
 * Lighthouse mobile performance of each page on `baseUrl` (three runs, medians), then the static
 * floor measured in the same browser: one row per page, the floor last.
 */
export async function runLighthouse(baseUrl: string, pages: LighthousePage[] = defaultLighthousePages, runs = RUNS): Promise<LighthouseRow[]> {
  const floor = await lighthouseFloor();
  try {
    const targets: Array<{ name: string; url: string; storage?: LighthousePage['storage'] }> = [
      ...pages.map(({ name, path, storage }) => ({ name, url: new URL(path, baseUrl).toString(), storage })),
      { name: FLOOR_PAGE, url: floor.url },
    ];
    const rows: LighthouseRow[] = [];
    for (const target of targets) {
      // One visit before measuring, as the server bench warms up: the server draws a page's first
      // screen once a minute (server/system/app-page/first-screen.ts), so the runs measure what
      // visitors get, not the one visit a minute that waits for the drawing.
      await fetch(target.url, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } }).then((response) => response.arrayBuffer());
      const measured: Run[] = [];
      // Made once per page (the sign-in code's resend limit would refuse one per run).
      const storage = target.storage && (await target.storage(baseUrl));
      for (let run = 0; run < runs; run += 1) {
        const lhr = await measure(target.url, storage);
        // LIGHTHOUSE_SAVE=<folder> keeps each run's report (its long tasks, boot-up time and
        // main-thread breakdown) as <page>-<run>.json, to see what the blocking time is made of.
        if (process.env.LIGHTHOUSE_SAVE) {
          mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
          writeFileSync(`${process.env.LIGHTHOUSE_SAVE}/${target.name.replace(/[^a-z0-9]+/gi, '-')}-${run + 1}.json`, JSON.stringify(lhr));
        }
        measured.push(runOf(lhr));
      }
      rows.push(medianRow(target.name, measured));
    }
    return rows;
  } finally {
    await floor.close();
  }
}

/** Tries per measurement: Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP) on a busy machine. */
const ATTEMPTS = 3;

/** Writes the visitor's localStorage on the page's origin, from a text file there (nothing of the app is loaded or cached). */
async function holdStorage(port: number, url: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(new URL('/robots.txt', url).toString());
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    // The app mirrors the cookie notice's answer into a cookie the server reads (src/views/legal/consent-effects.ts).
    if (entries.cookieConsent) document.cookie = `cookieConsent=${entries.cookieConsent}; path=/; max-age=31536000; SameSite=Lax`;
    // And the cart's id into one the server draws /cart and /checkout with (src/views/cart/cart-effects.ts).
    if (entries.cartId) document.cookie = `cartId=${entries.cartId}; path=/; max-age=31536000; SameSite=Lax`;
  }, storage);
  await page.close();
}

/**
 * One Lighthouse run in a fresh browser (Lighthouse's defaults: mobile, simulated throttling, empty
 * cache); with `storage`, the origin's localStorage holds it first and Lighthouse keeps it.
 */
async function measure(url: string, storage?: Record<string, string>): Promise<LighthouseResult> {
  let lastError = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      if (storage) await holdStorage(chrome.port, url, storage);
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(storage) });
      if (result && !result.lhr.runtimeError) return result.lhr;
      lastError = result?.lhr.runtimeError?.message ?? 'no result';
    } finally {
      chrome.kill();
    }
  }
  throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${lastError}`);
}

/** A Markdown table of the rows (what bench/run.ts prints and writes to RESULTS.md). */
export function lighthouseTable(rows: LighthouseRow[]): string {
  const lines = ['| page | performance | LCP | TBT | CLS | transferred | promotion modals loaded | benchmark index |', '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |'];
  for (const row of rows) {
    lines.push(`| ${row.page} | ${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.tbtMs} ms | ${row.cls.toFixed(3)} | ${(row.transferredBytes / 1024).toFixed(1)} kB | ${row.promoModals ? 'yes' : 'no'} | ${row.benchmarkIndex} |`);
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  // LIGHTHOUSE_PAGES=cart,booking measures only the pages whose names contain one of the words.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const pages = only ? defaultLighthousePages.filter((page) => only.some((word) => page.name.includes(word))) : defaultLighthousePages;
  const rows = await runLighthouse(baseUrl, pages, Number(process.env.LIGHTHOUSE_RUNS ?? RUNS));
  console.log(lighthouseTable(rows));
  for (const row of rows) if (row.opportunities.length) console.log(`\n${row.page}:\n  ${row.opportunities.slice(0, 8).join('\n  ')}`);
  for (const row of rows) console.log(`\n${row.page}, each run's largest contentful paint:\n  ${row.lcpElements.join('\n  ')}`);
}
