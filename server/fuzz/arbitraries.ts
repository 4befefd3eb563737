import fc from 'fast-check';
import { isValidPhone } from '../../src/domain/phone';
import { deref } from './json-schema';
import type { JsonSchema, OpenApiDocument } from './json-schema';

/*
 * fast-check arbitraries of values, read off the JSON Schemas of the OpenAPI document:
 *  - valid: what the schema allows, shaped after the schema's example when it has one (a phone
 *    number, a date, a kit code), the demo data's values, and values the server handed out earlier
 *    in the run (ids, codes: `Harvested`, resolved when the request is sent);
 *  - boundary: lengths, counts and numbers at and one past each limit, near-miss enum values;
 *  - hostile: one change somewhere in a valid value (`mutated`): a wrong type, a missing or extra
 *    field, control and NUL characters, unpaired surrogates, RTL and combining characters, emoji,
 *    SQL and HTML metacharacters, huge strings and arrays, deep nesting.
 */

/** A value the server handed out earlier in the run (an id, a code), picked when the request is sent. */
export class Harvested {
  constructor(
    /** Pools to pick from, best first (`record_id`, then `id`). */
    readonly pools: readonly string[],
    readonly pick: number,
    /** Used while no pool has a value yet. */
    readonly fallback: unknown,
  ) {}
}

export interface ValueContext {
  document: OpenApiDocument;
  /** Known good values per wire name (the demo data), offered beside generated ones. */
  dictionary: Readonly<Record<string, readonly string[]>>;
  /**
   * Known good JSON bodies (wire form) per operation (`POST /portal/api/v1/diet-quiz/results/`),
   * offered beside generated ones: bodies whose fields must agree with each other (the diet quiz's
   * answers) are seldom valid when each field is drawn alone, and without valid ones the routes
   * behind them (the record's SMS and code) would only ever see unknown ids.
   */
  bodies?: Readonly<Record<string, readonly unknown[]>>;
}

export type ValueMode = 'valid' | 'boundary';

/** Pools a field draws harvested values from: its own name, then shorter suffixes (`user_client_id` → `client_id` → `id`). */
export function poolNamesOf(name: string): string[] {
  const parts = name.toLowerCase().replaceAll('-', '_').split('_').filter(Boolean);
  return parts.map((_, index) => parts.slice(index).join('_'));
}

const VIETNAMESE = 'aăâbcdđeêghiklmnoôơpqrstuưvxyáàảãạắằẳẵặấầẩẫậéèẻẽẹếềểễệíìỉĩịóòỏõọốồổỗộớờởỡợúùủũụứừửữựýỳỷỹỵĐĂÂÊÔƠƯ';
const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 '.split('')) },
  { weight: 4, arbitrary: fc.constantFrom(...VIETNAMESE.split('')) },
  { weight: 1, arbitrary: fc.constantFrom('ש', 'م', 'ก', '中', '\u0301', '😀', '🇻🇳', '-', "'", '.', '@', '\t', '\n') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

// ---- hostile material ------------------------------------------------------------------------

/** Hostile text by kind; each kind is drawn equally often (NUL twice as often: PostgreSQL cannot store it in text). */
const HOSTILE_TEXT = {
  nul: ['\u0000', 'a\u0000b', 'Nguyễn\u0000An', '0901234567\u0000', '\u0000'.repeat(64)],
  controls: ['\u0001\u0002\u0003\u001f', '\u001b[31mred\u001b[0m', '\u0007\b\f\v', '\u007f', '\u0080\u0085\u009f', '\t', '\r\n', 'line\nbreak', ' ', ''],
  surrogates: ['\ud800', 'x\udc00y', '\udbff', 'a\udfffb', '\udbff\udfff', '\ufffe\uffff', '\ufeff', '\u200b\u200c\u200d\u2060'],
  bidi: ['\u202eevil\u202c', '\u2066isolate\u2069', 'مرحبا بالعالم', 'שלום עולם', 'abc\u200fdef'],
  combining: ['e\u0301\u0301\u0301\u0301\u0301', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒g̲͕o̶̙', 'Nguyễn Văn Ân', 'ภาษาไทย', '中文汉字', '０９０１２３４５６７', '+８４ ９０１ ２３４ ５６７', '\u0301'],
  emoji: ['👨‍👩‍👧‍👦🇻🇳🏳️‍🌈', '😀'.repeat(40), '🇻🇳', '\u{1F600}\u{FE0F}\u{200D}'],
  sql: ["' OR '1'='1", "'; DROP TABLE users; --", '" OR ""="', "1' AND pg_sleep(3)--", '1; SELECT pg_sleep(3)', "\\'", '%', '_', '%_%', '\\', '$1', "E'\\x00'", 'NULL'],
  markup: ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '&lt;&amp;&#0;', '{{7*7}}', '${7*7}', '#{7*7}', '%s%s%s%n%x', '{"a":1}', '[]'],
  paths: ['../../../../etc/passwd', '..%2f..%2f..%2fetc%2fpasswd', '%00', '%zz', 'file:///etc/passwd', 'http://169.254.169.254/latest/meta-data/', '\\\\server\\share'],
  keywords: ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'null', 'undefined', 'true', 'NaN', 'Infinity', '-0', '1e309', '0x10', '9'.repeat(40), '-1', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
} as const satisfies Record<string, readonly string[]>;

const HOSTILE_NUMBERS: readonly number[] = [0, -0, -1, 1, 1.5, -1.5, 0.1, 1e-7, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e21];

/** Keys a handler might trip over: prototype names, camelCase twins of wire names, privilege-looking ones. */
const HOSTILE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'otpKey', 'phoneNumber', 'clientId', 'is_admin', 'user_id', 'id', '$where', '', ' ', 'a'.repeat(300), '\u0000', 'key\u202e'];

const repeatedChar = fc.constantFrom('a', 'é', '😀', '\u0000', '<', "'", '\u202e', '9', ' ', '\\', '"');

const hostileKind = (texts: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...texts) },
    // Inside ordinary text, where a check of the whole value would not see it.
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...texts), fc.string({ unit: textUnit, maxLength: 8 })).map(([bad, text]) => `${text}${bad}${text}`) },
  );

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: hostileKind(HOSTILE_TEXT.nul) },
  ...Object.entries(HOSTILE_TEXT)
    .filter(([kind]) => kind !== 'nul')
    .map(([, texts]) => ({ weight: 1, arbitrary: hostileKind(texts) })),
  { weight: 1, arbitrary: fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'binary-ascii', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 })) },
  { weight: 1, arbitrary: fc.tuple(repeatedChar, fc.integer({ min: 33, max: 2_000 })).map(([char, count]) => char.repeat(count)) },
  { weight: 1, arbitrary: fc.tuple(repeatedChar, fc.integer({ min: 2_000, max: 90_000 })).map(([char, count]) => char.repeat(count)) },
);

const hostileNumber = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());

/** Arrays and objects nested `depth` levels (small enough for JSON.stringify; the very deep ones are built as text). */
const nested = fc.tuple(fc.integer({ min: 2, max: 40 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
  return value;
});

const bigArray = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.constantFrom<unknown>(1, 'a', null, {}, [], '0901234567', 7))
  .map(([count, item]) => Array.from({ length: count }, () => item));

const wideObject = fc.integer({ min: 50, max: 5_000 }).map((count) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index])));

export const hostileKey = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

/** An object holding a hostile key as its own property (`__proto__` included, which plain assignment would not store). */
export function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, {}, [], [null], [[]], { '': '' }) },
  { weight: 1, arbitrary: bigArray },
  { weight: 1, arbitrary: wideObject },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.tuple(hostileKey, fc.jsonValue({ maxDepth: 1 })).map(([key, value]) => withKey({}, key, value)) },
);

// ---- valid and boundary values ---------------------------------------------------------------

/** Trims or pads to fit a zod string length (UTF-16 units), never splitting a surrogate pair. */
function fitLength(text: string, min: number, max: number): string {
  const points = [...text];
  while (points.join('').length > max) points.pop();
  let fitted = points.join('');
  while (fitted.length < min) fitted += 'a';
  return fitted;
}

/** Keeps the first half of the example and draws the rest in the same classes: 0901234567 → 09012xxxxx, GW-24-10001 → GW-24-1xxxx. */
function likeExample(example: string): fc.Arbitrary<string> {
  const keep = Math.ceil(example.length / 2);
  return fc.array(fc.nat(), { minLength: example.length, maxLength: example.length }).map((draws) =>
    [...example]
      .map((char, index) => {
        if (index < keep) return char;
        const draw = draws[index];
        if (/\d/.test(char)) return String(draw % 10);
        if (/[A-Z]/.test(char)) return String.fromCharCode(65 + (draw % 26));
        if (/[a-z]/.test(char)) return String.fromCharCode(97 + (draw % 26));
        return char;
      })
      .join(''),
  );
}

const digits = (count: number) => fc.integer({ min: 0, max: 10 ** count - 1 }).map((value) => String(value).padStart(count, '0'));

/** Phone numbers as people type them: Vietnamese mobiles and landlines in every spelling the phone rule accepts, and foreign ones. */
const phoneNumber = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('3', '5', '7', '8', '9'), digits(8)).map(([lead, rest]) => `0${lead}${rest}`) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('3', '5', '7', '8', '9'), digits(8)).map(([lead, rest]) => `+84${lead}${rest}`) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('9', '8'), digits(2), digits(3), digits(3)).map(([lead, a, b, c]) => `0${lead}${a} ${b} ${c}`) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('9', '3'), digits(8)).map(([lead, rest]) => `0084${lead}${rest}`) },
  { weight: 1, arbitrary: fc.tuple(digits(2), digits(4), digits(4)).map(([a, b, c]) => `0${a}.${b}.${c}`) },
  { weight: 1, arbitrary: fc.constantFrom('028 3812 3456', '+1 415 555 2671', '+44 20 7946 0958', '+66 81 234 5678', '+86 138 0013 8000', '1800 1234', '0901234567', '0907654321') },
);

const isoDate = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(context: ValueContext, schema: JsonSchema, name: string, mode: ValueMode): fc.Arbitrary<unknown> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  const example = typeof schema.example === 'string' ? schema.example : undefined;
  const known = context.dictionary[name.toLowerCase().replaceAll('-', '_')] ?? [];
  const options: Array<fc.WeightedArbitrary<unknown>> = [];
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    options.push({ weight: 4, arbitrary: schema.format === 'uuid' ? fc.uuid() : fc.stringMatching(pattern) });
  } else if (schema.format === 'uuid') {
    options.push({ weight: 4, arbitrary: fc.uuid() });
  }
  if (example !== undefined) {
    options.push({ weight: 1, arbitrary: fc.constant(example) });
    if (isValidPhone(example)) options.push({ weight: 6, arbitrary: phoneNumber });
    else if (/^\d{4}-\d{2}-\d{2}$/.test(example)) options.push({ weight: 4, arbitrary: isoDate }, { weight: 1, arbitrary: likeExample(example) });
    else if (example.includes('@')) options.push({ weight: 3, arbitrary: fc.emailAddress().map((email) => email.slice(0, max)) });
    else options.push({ weight: 2, arbitrary: likeExample(example) });
  }
  if (options.length === 0 || (schema.pattern === undefined && example === undefined)) {
    options.push({ weight: 4, arbitrary: fc.string({ unit: textUnit, minLength: Math.max(min, 1), maxLength: Math.min(max, 40) }).map((text) => fitLength(text, min, max)) });
  }
  if (known.length > 0) options.push({ weight: 3, arbitrary: fc.constantFrom(...known) });
  const generated = fc.oneof(...options);
  const harvested = fc.tuple(fc.nat(), generated).map(([pick, fallback]) => new Harvested(poolNamesOf(name), pick, fallback));
  // A Harvested value is the generated one while nothing was harvested under its name.
  const valid = fc.oneof({ weight: 2, arbitrary: generated }, { weight: 3, arbitrary: harvested });
  if (mode === 'valid') return valid;
  const filler = (length: number) => (example?.[0] ?? 'a').repeat(Math.max(length, 0));
  return fc.oneof(
    valid,
    fc.constantFrom(filler(min), filler(max), filler(max + 1), filler(min - 1), '', ' '.repeat(Math.min(max, 64))),
    fc.constantFrom(...[example, ...known].filter((value): value is string => value !== undefined).flatMap((value) => [` ${value} `, value.toLowerCase(), value.toUpperCase(), `${value}\t`, `${value}x`]), ' '),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean, mode: ValueMode): fc.Arbitrary<unknown> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31);
  const max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31;
  const valid = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  if (mode === 'valid') return valid;
  return fc.oneof(valid, fc.constantFrom(min - 1, min, max, max + 1, 0, -1, min + 0.5, String(min), String(max)));
}

/** A value of `schema`: valid, or (boundary) at and just past its limits. `name` is the field's wire name. */
export function valueArbitrary(context: ValueContext, schema: JsonSchema, name = '', mode: ValueMode = 'valid', depth = 0): fc.Arbitrary<unknown> {
  const node = deref(context.document, schema);
  if (depth > 12) return fc.constant(null);
  const child = (childSchema: JsonSchema, childName: string) => valueArbitrary(context, childSchema, childName, mode, depth + 1);

  if ('const' in node) return mode === 'valid' ? fc.constant(node.const) : fc.constantFrom(node.const, typeof node.const === 'string' ? node.const.toUpperCase() : String(node.const));
  if (Array.isArray(node.enum)) {
    const options = node.enum as unknown[];
    if (mode === 'valid') return fc.constantFrom(...options);
    const nearMisses = options.flatMap((option) => (typeof option === 'string' ? [option.toUpperCase(), ` ${option}`, `${option}\u0000`] : [String(option), Number(option) + 0.5, -Number(option)]));
    return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...options) }, { weight: 1, arbitrary: fc.constantFrom(...nearMisses) });
  }
  const branches = (Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : undefined) as JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => child(branch, name)));

  const types = Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => child({ ...node, type }, name)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(context, node, name, mode);
    case 'integer':
      return numberArbitrary(node, true, mode);
    case 'number':
      return numberArbitrary(node, false, mode);
    case 'boolean':
      return mode === 'valid' ? fc.boolean() : fc.constantFrom<unknown>(true, false, 'true', 0, 1);
    case 'null':
      return fc.constant(null);
    case 'array': {
      const itemSchema = (typeof node.items === 'object' && node.items !== null ? node.items : {}) as JsonSchema;
      const minItems = typeof node.minItems === 'number' ? node.minItems : 0;
      const maxItems = typeof node.maxItems === 'number' ? node.maxItems : 8;
      const item = child(itemSchema, name);
      const valid = fc.array(item, { minLength: minItems, maxLength: Math.min(maxItems, minItems + 8) });
      if (mode === 'valid') return valid;
      return fc.oneof(valid, fc.array(item, { minLength: Math.max(minItems - 1, 0), maxLength: Math.max(minItems - 1, 0) }), fc.array(item, { minLength: maxItems + 1, maxLength: maxItems + 1 }));
    }
    case 'object':
    case undefined: {
      const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
      if (Object.keys(properties).length === 0 && types[0] === undefined) return fc.jsonValue({ maxDepth: 2 });
      const required = Array.isArray(node.required) ? (node.required as string[]) : [];
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, child(property, key)]));
      return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
    }
    default:
      throw new Error(`arbitraries.ts cannot generate the type ${String(types[0])}`);
  }
}

// ---- one hostile change in a valid value -------------------------------------------------------

type Path = Array<string | number>;

/** Every place in a value a change can go: the value itself, each property and each item. */
function placesIn(value: unknown, path: Path = [], places: Path[] = []): Path[] {
  places.push(path);
  if (places.length > 400 || value instanceof Harvested) return places;
  if (Array.isArray(value)) value.slice(0, 20).forEach((item, index) => placesIn(item, [...path, index], places));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) placesIn(item, [...path, key], places);
  return places;
}

type Change = { kind: 'replace'; value: unknown } | { kind: 'delete' } | { kind: 'extra'; key: string; value: unknown } | { kind: 'wrap' };

function applyAt(value: unknown, path: Path, change: Change): unknown {
  if (path.length === 0) {
    switch (change.kind) {
      case 'replace':
        return change.value;
      case 'delete':
        return undefined;
      case 'wrap':
        return [value];
      case 'extra':
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? withKey(value as Record<string, unknown>, change.key, change.value) : { [change.key]: change.value, value };
    }
  }
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = [...value];
    const changed = applyAt(copy[head], rest, change);
    if (changed === undefined && rest.length === 0) copy.splice(head, 1);
    else copy[head] = changed;
    return copy;
  }
  if (typeof value === 'object' && value !== null && typeof head === 'string') {
    const record = value as Record<string, unknown>;
    const changed = applyAt(record[head], rest, change);
    if (changed === undefined) {
      const { [head]: _removed, ...others } = record;
      return others;
    }
    return withKey(record, head, changed);
  }
  return value;
}

const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 6, arbitrary: hostileValue.map((value): Change => ({ kind: 'replace', value })) },
  { weight: 2, arbitrary: fc.constant<Change>({ kind: 'delete' }) },
  { weight: 2, arbitrary: fc.tuple(hostileKey, hostileValue).map(([key, value]): Change => ({ kind: 'extra', key, value })) },
  { weight: 1, arbitrary: fc.constant<Change>({ kind: 'wrap' }) },
);

/** Every place in a value that holds a string (or a Harvested one). */
function textPlaces(value: unknown, path: Path = [], places: Path[] = []): Path[] {
  if (places.length > 400) return places;
  if (typeof value === 'string' || value instanceof Harvested) places.push(path);
  else if (Array.isArray(value)) value.slice(0, 20).forEach((item, index) => textPlaces(item, [...path, index], places));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) textPlaces(item, [...path, key], places);
  return places;
}

/**
 * A valid value with one of its strings replaced by hostile text (control characters, NUL,
 * unpaired surrogates, RTL, SQL and HTML metacharacters, huge): what a form field could be made
 * to send. A value without strings is left valid.
 */
export function tainted(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), hostileString).map(([value, pick, text]) => {
    const places = textPlaces(value);
    return places.length === 0 ? value : applyAt(value, places[pick % places.length], { kind: 'replace', value: text });
  });
}

/** A valid value with one hostile change at a random place (the value itself included). */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), change).map(([value, pick, picked]) => {
    const places = placesIn(value);
    return applyAt(value, places[pick % places.length], picked);
  });
}
