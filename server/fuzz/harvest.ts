import { Harvested } from './arbitraries';

/*
 * What the server handed out during the run, for later requests to use: every scalar of a 2xx
 * answer by its field name (`pools`), and each answered object whole (`records`, per resource and
 * per signed-in test user), so that one request can use an id together with the secret that came
 * with it, and a user's request the ids of that user's own records. A request works on one record:
 * of its resource (and user), one that has the most of the fields the request's harvested values
 * ask for, chosen by the request's pick; each Harvested value is that record's field of the same
 * name when it has one, else a value from the pools, else the value generated with it.
 */

const POOL_SIZE = 100;
const RECORDS_PER_KEY = 100;
/** Fields never reused: auth tokens, message texts. */
const NOT_KEPT = new Set(['key', 'message', 'body']);
/** Fields whose values are capabilities: whoever presents one is the owner of what it opens. */
const CAPABILITY = /secret|token/i;

type HarvestRecord = Record<string, string>;

/** The resource of a path: its first segment after the API base (`kid-quiz`, `user-profile`, `dev`). */
export function resourceOf(path: string): string {
  const rest = path.replace(/^\/(?:main|portal)\/api\/v\d+\//, '').replace(/^\/api\//, '');
  return rest.split('/')[0] ?? '';
}

/** Every Harvested in a value (a request's parameters, headers and body). */
export function harvestedIn(value: unknown, found: Harvested[] = [], budget = { left: 2_000 }): Harvested[] {
  if (budget.left-- <= 0) return found;
  if (value instanceof Harvested) found.push(value);
  else if (Array.isArray(value)) for (const item of value) harvestedIn(item, found, budget);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) harvestedIn(item, found, budget);
  return found;
}

export class Harvest {
  private readonly pools = new Map<string, string[]>();
  private readonly records = new Map<string, HarvestRecord[]>();
  /** Secrets and tokens the server handed out (not the test users' sign-in tokens). */
  readonly capabilities = new Set<string>();

  constructor(private readonly ignored: ReadonlySet<string>) {}

  /**
   * Keeps the scalars and objects of a 2xx answer (or of the body a 2xx accepted) for `resource`
   * and the test user who asked. `carried`: the record fields the request used (a secret), kept
   * with each object of the answer, so what the answer hands out stays with what opened it.
   */
  keep(resource: string, user: string | null, value: unknown, carried: HarvestRecord = {}): void {
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.keep(resource, user, item, carried);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record: HarvestRecord = { ...carried };
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' || typeof item === 'number') {
        const text = String(item);
        if (NOT_KEPT.has(key) || text.length > 128 || this.ignored.has(text)) continue;
        record[key] = text;
        this.pool(key, text);
        if (CAPABILITY.test(key)) this.capabilities.add(text);
      } else {
        this.keep(resource, user, item, carried);
      }
    }
    if (Object.keys(record).length > 0) {
      const key = `${resource} ${user ?? ''}`;
      const records = this.records.get(key) ?? [];
      records.push(record);
      if (records.length > RECORDS_PER_KEY) records.shift();
      this.records.set(key, records);
    }
  }

  private pool(key: string, text: string): void {
    const pool = this.pools.get(key) ?? [];
    if (pool.includes(text)) return;
    pool.push(text);
    if (pool.length > POOL_SIZE) pool.shift();
    this.pools.set(key, pool);
  }

  /** The record a request works on: of its resource and user (else anyone's), with the most of the wanted fields. */
  recordFor(resource: string, user: string | null, wanted: readonly Harvested[], pick: number): HarvestRecord | undefined {
    if (wanted.length === 0) return undefined;
    const candidates = [...(user ? (this.records.get(`${resource} ${user}`) ?? []) : []), ...(this.records.get(`${resource} `) ?? [])];
    const score = (record: HarvestRecord) => wanted.filter((value) => value.pools.some((name) => record[name] !== undefined)).length;
    let best = 1;
    let chosen: HarvestRecord[] = [];
    for (const record of candidates) {
      const points = score(record);
      if (points > best) [best, chosen] = [points, [record]];
      else if (points === best) chosen.push(record);
    }
    return chosen.length > 0 ? chosen[pick % chosen.length] : undefined;
  }

  /**
   * Replaces each Harvested in `value` by the record's field or a pooled value (else its
   * fallback); copies nothing else. The record fields used are noted in `used`.
   */
  resolve(value: unknown, record: HarvestRecord | undefined, used: HarvestRecord = {}): unknown {
    if (value instanceof Harvested) {
      for (const name of value.pools) {
        if (record?.[name] !== undefined) {
          used[name] = record[name];
          return record[name];
        }
      }
      for (const name of value.pools) {
        const pool = this.pools.get(name);
        if (pool && pool.length > 0) return pool[value.pick % pool.length];
      }
      return this.resolve(value.fallback, record, used);
    }
    if (Array.isArray(value)) return value.map((item) => this.resolve(item, record, used));
    // Object.fromEntries defines each key as an own property, `__proto__` included.
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.resolve(item, record, used)]));
    return value;
  }
}
