/**
 * Readers of a URL's search values, for the routes' `validateSearch`: every route is in every
 * page's first load, so they are plain functions rather than schemas (zod stays out of the first
 * load: docs/performance.md, "Bundle budget"). Each is lenient: a value of the wrong kind reads
 * as absent (or as the default), never as an error, and the page's machine judges the rest.
 */

/** A string, or undefined for anything else (absent, a number, an object); `test` may refuse it too. */
export function optionalText(value: unknown, test?: (text: string) => boolean): string | undefined {
  return typeof value === 'string' && (test === undefined || test(value)) ? value : undefined;
}

/** A string or a number as it is (the router reads `?scene=3` as the number 3), or undefined. */
export function optionalTextOrNumber(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** A whole page number from 1 to `max` (a string or a number), else 1. */
export function pageNumber(value: unknown, max = 100_000): number {
  // A blank string reads as 0, and anything that is not a number is not an integer: both give 1.
  const page = typeof value === 'string' ? Number(value) : value;
  return Number.isInteger(page) && (page as number) > 0 && (page as number) <= max ? (page as number) : 1;
}

/** The search object of `search`, keeping only the keys `read` gives a value. */
export function withoutAbsent<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/** A quiz's URL search (`?scene=N[&result=<record id>]`): the scene as the router read it, the record's id. */
export interface SceneSearch {
  scene?: number | string;
  result?: string;
}

/**
 * The quizzes' `validateSearch` (the kid quiz's and the diet quiz's, alike): lenient, a scene the
 * quiz has not (`?scene=40`, `?scene=abc`) reaches its machine, which refuses it and corrects the
 * URL; only values that are neither numbers nor strings are dropped. Here, not beside the quizzes'
 * machines, so a route holds none of a quiz's code.
 */
export function readSceneSearch(search: Record<string, unknown>): SceneSearch {
  return withoutAbsent({ scene: optionalTextOrNumber(search.scene), result: optionalText(search.result) });
}
