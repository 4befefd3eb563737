/**
 * The diet quiz's scene ids (spec §2, §9): 1 to 33. Kept apart from scenes.ts, which reads the
 * nutrition engine: the route's URL check is in every page's first load and needs only these.
 */
export const HOME_SCENE = 1;
export const MIN_SCENE_ID = HOME_SCENE;
export const MAX_SCENE_ID = 33;

export type SceneId = number;

/** Known scene ids only: 0, 34, 2.5 or '3' are not scenes. */
export function isSceneId(value: unknown): value is SceneId {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_SCENE_ID && value <= MAX_SCENE_ID;
}
