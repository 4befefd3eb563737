import { userProfileUpdateRequestSchema } from '../../api/contract/user-profile';
import type { UserProfile, UserProfileUpdateRequest } from '../../api/contract/user-profile';
import { fieldProblemsOf } from '../forms/field-problems';
import type { FieldProblem } from '../forms/field-problems';

/** The profile form as read on submit: every field is the text of its input ('' when empty). */
export interface ProfileFormValues {
  name: string;
  gender: string;
  email: string;
  dateOfBirth: string;
  preferredContactChannel: string;
}

export const PROFILE_FIELDS = ['name', 'gender', 'email', 'dateOfBirth', 'preferredContactChannel'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** What the contract makes of the form: the changes to send, or each refused field's problem, or nothing to do. */
export interface ProfileCheck {
  kind: 'unchanged' | 'refused' | 'changes';
  /** Each refused field's problem; empty unless refused. */
  problems: Record<string, FieldProblem>;
  /** The PATCH body; null unless there are changes. */
  changes: UserProfileUpdateRequest | null;
}

/** The form filled with the profile as it is. */
export function formValuesOf(user: UserProfile): ProfileFormValues {
  return {
    name: user.name ?? '',
    gender: user.gender === null ? '' : String(user.gender),
    email: user.email ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    preferredContactChannel: user.preferredContactChannel ?? '',
  };
}

const emptyAsNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * What the form asks to change, before checking: only fields that differ from the profile. An
 * emptied optional field is cleared (null); the name cannot be cleared and the gender has no
 * empty choice once set, so an empty one stays as it is only when it was empty already.
 */
function rawChanges(user: UserProfile, values: ProfileFormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const name = values.name.trim();
  if (name !== (user.name ?? '')) changes.name = name;
  if (values.gender !== '' && Number(values.gender) !== user.gender) changes.gender = Number(values.gender);
  const email = emptyAsNull(values.email);
  if (email !== user.email) changes.email = email;
  const dateOfBirth = emptyAsNull(values.dateOfBirth);
  if (dateOfBirth !== user.dateOfBirth) changes.dateOfBirth = dateOfBirth;
  const channel = emptyAsNull(values.preferredContactChannel);
  if (channel !== user.preferredContactChannel) changes.preferredContactChannel = channel;
  return changes;
}

/** The PATCH body for the form, checked against the contract, or why not. */
export function checkProfileForm(user: UserProfile, values: ProfileFormValues): ProfileCheck {
  const changes = rawChanges(user, values);
  if (Object.keys(changes).length === 0) return { kind: 'unchanged', problems: {}, changes: null };
  const parsed = userProfileUpdateRequestSchema.safeParse(changes);
  return parsed.success ? { kind: 'changes', problems: {}, changes: parsed.data } : { kind: 'refused', problems: fieldProblemsOf(parsed.error), changes: null };
}
