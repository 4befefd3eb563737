import { checkpointListSchema } from '../../api/contract/checkpoints';
import type { Checkpoint } from '../../api/contract/checkpoints';

/**
 * The two static checkpoint sets (spec §3) are the contract's, because the server hands the
 * banner set to promotion banners (src/api/contract/checkpoints.ts). `checkpointsFrom` reads a
 * replacement list (from configuration or the database) and keeps a fallback when none is given
 * or it does not parse.
 */
export { BANNER_CHECKPOINTS, COUPON_CHECKPOINTS } from '../../api/contract/checkpoints';

/** A campaign's list from configuration (JSON text or parsed), or `fallback` when absent or malformed. */
export function checkpointsFrom(source: unknown, fallback: readonly Checkpoint[]): readonly Checkpoint[] {
  let value = source;
  if (typeof source === 'string') {
    try {
      value = JSON.parse(source) as unknown;
    } catch {
      return fallback;
    }
  }
  const parsed = checkpointListSchema.safeParse(value);
  return parsed.success && parsed.data.length > 0 ? parsed.data : fallback;
}
