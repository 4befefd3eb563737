/**
 * One answer of a public read shared by everyone who asks for it at about the same time: a route's
 * loader starts the page's reads while the page's code is still loading, and the page's machine,
 * when it starts, gets that same request (in flight or just answered) instead of sending it again
 * (docs/performance.md, "Rendering").
 *
 * Keys name the read and everything its answer depends on (the language of the texts), so a
 * language change asks again. An answer is shared for `freshMs` after it arrived, a failure not
 * at all (a retry asks again). Only reads whose answer is the same for every visitor belong here.
 */
export interface RequestCache {
  /** The shared answer for `key`, starting `read` when there is none (or it is stale or failed). */
  share<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** The answer for `key` if it has arrived and is still shared: content a page can show at once. */
  settled<T>(key: string): T | undefined;
  /** Keeps `answer` for `key` as if it had just arrived (what the server's first screen was drawn with). */
  seed(key: string, answer: unknown): void;
  /** Every answer that has arrived and is still shared, by key. */
  answers(): Record<string, unknown>;
  /** Forgets every answer: the next read of each key asks the server. */
  invalidate(): void;
}

export interface RequestCacheOptions {
  /** How long an answer is shared after it arrived. */
  freshMs?: number;
  /** The clock (tests give a simulated one). */
  now?: () => number;
  /** At most this many answers kept; the oldest goes first. */
  maxEntries?: number;
}

interface Entry {
  promise: Promise<unknown>;
  /** When the answer arrived; null while in flight. */
  answeredAt: number | null;
  /** The answer, once arrived. */
  answer?: unknown;
}

export function createRequestCache({ freshMs = 10_000, now = () => Date.now(), maxEntries = 50 }: RequestCacheOptions = {}): RequestCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const usable = (entry: Entry | undefined): entry is Entry => entry !== undefined && (entry.answeredAt === null || now() - entry.answeredAt < freshMs);
  const arrived = (entry: Entry | undefined): entry is Entry & { answeredAt: number } => usable(entry) && entry.answeredAt !== null;
  const keep = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  return {
    share<T>(key: string, read: () => Promise<T>): Promise<T> {
      const existing = entries.get(key);
      if (usable(existing)) return existing.promise as Promise<T>;
      const started = generation;
      const entry: Entry = { promise: Promise.resolve(), answeredAt: null };
      entry.promise = read().then(
        (answer) => {
          entry.answeredAt = now();
          entry.answer = answer;
          return answer;
        },
        (error: unknown) => {
          // A failure is never shared: the next caller (a retry) asks again.
          if (generation === started && entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      keep(key, entry);
      return entry.promise as Promise<T>;
    },
    settled<T>(key: string): T | undefined {
      const entry = entries.get(key);
      return arrived(entry) ? (entry.answer as T) : undefined;
    },
    seed(key, answer) {
      keep(key, { promise: Promise.resolve(answer), answeredAt: now(), answer });
    },
    answers() {
      return Object.fromEntries([...entries].filter(([, entry]) => arrived(entry)).map(([key, entry]) => [key, entry.answer]));
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

let publicCache = createRequestCache();

/**
 * The app's cache of public Main API reads (catalogue pages): one per page load in the browser,
 * one per render on the server (entry-server.tsx invalidates it first). Tests start each test with
 * an empty one on a clock that does not move by itself (resetPublicReads), so no test sees
 * another's answers and none depends on how long a busy machine takes.
 */
export const publicReads: RequestCache = {
  share: (key, read) => publicCache.share(key, read),
  settled: (key) => publicCache.settled(key),
  seed: (key, answer) => publicCache.seed(key, answer),
  answers: () => publicCache.answers(),
  invalidate: () => publicCache.invalidate(),
};

/** For tests: `publicReads` starts again empty, with these options (a simulated clock, say). */
export function resetPublicReads(options?: RequestCacheOptions): void {
  publicCache.invalidate();
  publicCache = createRequestCache(options);
}
