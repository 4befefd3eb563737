import { readSceneSearch } from '../../domain/url-search';
import { HOME_SCENE, isSceneId } from './scene-ids';
import type { SceneId } from './scene-ids';

/**
 * The search part of the /diet-quiz URL: `?scene=N` and, on the scenes of a saved results record
 * (22 to 33), `&result=<record id>`. The route sends every URL it commits to the machine
 * (`url.changed`), which decides what to show and states the URL of what it shows (`syncUrl`).
 * Validation is lenient, as the kid quiz's: `?scene=40` or `?scene=abc` reach the machine, which
 * refuses them and puts its own URL back.
 */
export interface DietQuizSearch {
  scene?: number | string;
  result?: string;
}

/** The route's `validateSearch`: the quizzes' plain reader (src/domain/url-search.ts), which the route imports itself. */
export const readDietQuizSearch: (search: Record<string, unknown>) => DietQuizSearch = readSceneSearch;

/** The known scene a URL names (absent: home), or null: the machine refuses the others. */
export function sceneOfSearch(search: DietQuizSearch): SceneId | null {
  const scene = search.scene === undefined ? HOME_SCENE : Number(search.scene);
  return isSceneId(scene) ? scene : null;
}

/** The URL of a scene: home is the bare /diet-quiz; a saved record's scenes carry its id. */
export function searchForScene(scene: SceneId, resultId: string | null): DietQuizSearch {
  if (scene === HOME_SCENE) return {};
  return resultId ? { scene, result: resultId } : { scene };
}

export function sameSearch(a: DietQuizSearch, b: DietQuizSearch): boolean {
  return String(a.scene ?? HOME_SCENE) === String(b.scene ?? HOME_SCENE) && (a.result ?? null) === (b.result ?? null);
}
