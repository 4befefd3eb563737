import { PROFILE_FIELDS } from './profile-form';
import type { ProfileFormValues } from './profile-form';

/**
 * An edit of the profile the session cut short (the save answered 401): kept for the tab
 * (sessionStorage `profileDraft`) with the id of the user it belongs to, so it comes back only
 * when that same user opens the profile again.
 */
export interface ProfileDraft {
  userId: string;
  values: ProfileFormValues;
}

function isFormValues(value: unknown): value is ProfileFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return PROFILE_FIELDS.every((field) => typeof fields[field] === 'string');
}

/** The values kept for `userId`, or null: none kept, kept for another user, or not a draft at all. */
export function draftFor(stored: unknown, userId: string): ProfileFormValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { userId: owner, values } = stored as Partial<Record<keyof ProfileDraft, unknown>>;
  if (owner !== userId || !isFormValues(values)) return null;
  // Only the form's fields come back, whatever else was stored.
  const { name, gender, email, dateOfBirth, preferredContactChannel } = values;
  return { name, gender, email, dateOfBirth, preferredContactChannel };
}
