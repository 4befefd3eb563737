import { readSceneSearch } from '../../domain/url-search';
import { HOME_SCENE, RESULTS_SCENE, isSceneId } from './scenes';
import type { SceneId } from './scenes';

/**
 * The search part of the /kid-quiz URL: `?scene=N` and, on the results scene once the results
 * record exists, `&result=<record id>`. The route sends every URL it commits to the machine
 * (`url.changed`), which decides what to show and states the URL of what it shows (`syncUrl`);
 * see README.md beside this file.
 *
 * Validation is deliberately lenient: a hand-typed `?scene=12` or `?scene=abc` reaches the
 * machine as it is, the machine refuses it, and the URL is corrected to the scene it shows.
 * Only values that are neither numbers nor strings are dropped.
 */
export interface KidQuizSearch {
  scene?: number | string;
  result?: string;
}

/** The route's `validateSearch`: the quizzes' plain reader (src/domain/url-search.ts), which the route imports itself. */
export const readKidQuizSearch: (search: Record<string, unknown>) => KidQuizSearch = readSceneSearch;

/** The scene a URL asks for: absent means home; anything not a number becomes NaN (refused). */
export function sceneFromSearch(search: KidQuizSearch): number {
  return search.scene === undefined ? HOME_SCENE : Number(search.scene);
}

/** The known scene a URL names, or null (`?scene=12`, `?scene=abc`): the machine refuses those. */
export function sceneOfSearch(search: KidQuizSearch): SceneId | null {
  const scene = sceneFromSearch(search);
  return isSceneId(scene) ? scene : null;
}

/** The URL of a scene: home is the bare /kid-quiz; the results carry their record id when known. */
export function searchForScene(scene: SceneId, resultId: string | null): KidQuizSearch {
  if (scene === HOME_SCENE) return {};
  if (scene === RESULTS_SCENE && resultId) return { scene, result: resultId };
  return { scene };
}

export function sameSearch(a: KidQuizSearch, b: KidQuizSearch): boolean {
  return String(a.scene ?? HOME_SCENE) === String(b.scene ?? HOME_SCENE) && (a.result ?? null) === (b.result ?? null);
}

/**
 * The public address of a results record, for sharing: the results scene with the record id and
 * nothing else. The record's secret (the `#k=` fragment of the SMS link) never goes in it, so
 * whoever opens a shared link sees the result and the career only (README.md beside this file).
 */
export function publicResultsUrl(origin: string, recordId: string): string {
  const url = new URL('/kid-quiz', origin);
  url.search = new URLSearchParams({ scene: String(RESULTS_SCENE), result: recordId }).toString();
  return url.toString();
}

/** Share links for a public results address: plain pages of each network, no SDK, no tracking script. */
export function shareLinksFor(publicUrl: string): { facebook: string; zalo: string } {
  const url = encodeURIComponent(publicUrl);
  return { facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`, zalo: `https://zalo.me/share?url=${url}` };
}
