import { SURVEY_TOKEN_FRAGMENT } from '../../api/contract/consultations';
import { STORAGE_KEYS, readItem, writeItem } from '../../platform/storage';

/**
 * The survey token of an appointment's text-message links (`/consultations/{id}/cancel#t=<token>`,
 * `…/pre-survey`, `…/post-survey`). The token travels in the fragment, which no server sees; the
 * page keeps it under the spec's storage key `surveyToken` (spec §3), per appointment, so a reload
 * or the other survey page of the same appointment opens without the link. The calls send it as
 * Survey-Token; a signed-in owner needs none.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Appointments whose token is kept: the latest few are enough (each consultation sends a handful of links). */
const KEPT = 10;

type Kept = Record<string, string>;

function kept(): Kept {
  try {
    const parsed: unknown = JSON.parse(readItem(STORAGE_KEYS.surveyToken) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

/** The token a link's fragment carries, when it has the token's shape. */
export function surveyTokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(SURVEY_TOKEN_FRAGMENT);
  return token !== null && TOKEN_PATTERN.test(token) ? token : null;
}

/** The token for this appointment: the link's (kept for later), else the one kept, else null (always null on the server, which draws first screens without storage). */
export function surveyTokenFor(appointmentId: string, hash: string): string | null {
  if (typeof window === 'undefined') return null;
  const id = appointmentId.toLowerCase();
  const fromLink = surveyTokenOfHash(hash);
  const all = kept();
  if (fromLink === null) return typeof all[id] === 'string' ? all[id] : null;
  const others = Object.entries(all).filter(([key]) => key !== id).slice(-(KEPT - 1));
  writeItem(STORAGE_KEYS.surveyToken, JSON.stringify(Object.fromEntries([...others, [id, fromLink]])));
  return fromLink;
}

/** The current page's fragment (none on the server). */
export const currentHash = () => (typeof window === 'undefined' ? '' : window.location.hash);
