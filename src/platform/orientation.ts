/**
 * Spec section 4: "Orientation is landscape when the absolute window orientation is 90,
 * otherwise portrait."
 */
export type Orientation = 'landscape' | 'portrait';

/**
 * The legacy `window.orientation` reports -90, 0, 90 or 180, so the rule is |angle| === 90.
 * The standard `screen.orientation.angle` reports the same turn to the right as 270 instead of
 * -90, so angles are first brought into (-180, 180]; 270 then reads as -90 (landscape). A missing
 * or non-finite angle (desktop browsers) is portrait, as with the original rule.
 */
export function orientationOf(angle: number | null | undefined): Orientation {
  if (typeof angle !== 'number' || !Number.isFinite(angle)) return 'portrait';
  const turned = ((angle % 360) + 360) % 360; // [0, 360)
  const signed = turned > 180 ? turned - 360 : turned;
  return Math.abs(signed) === 90 ? 'landscape' : 'portrait';
}

/** Prefers the legacy window.orientation the spec names, then screen.orientation.angle. */
export function currentOrientation(win: Window = window): Orientation {
  const legacy: unknown = Reflect.get(win, 'orientation');
  if (typeof legacy === 'number') return orientationOf(legacy);
  return orientationOf(win.screen?.orientation?.angle);
}
