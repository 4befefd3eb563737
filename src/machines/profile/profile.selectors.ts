import type { UserProfile } from '../../api/contract/user-profile';
import type { CallProblem } from '../calls/call-problem';
import type { FieldProblems } from '../forms/field-problems';
import { formValuesOf } from './profile-form';
import type { ProfileFormValues } from './profile-form';
import type { ProfileSnapshot } from './profile.machine';

/** What the profile page shows: the profile, or the form editing it. */

export type ProfileMode = 'viewing' | 'editing';

export function profileModeOf(snapshot: ProfileSnapshot): ProfileMode {
  return snapshot.matches('viewing') ? 'viewing' : 'editing';
}

/** The profile as the page shows it (the last one saved here). */
export function profileUserOf(snapshot: ProfileSnapshot): UserProfile {
  return snapshot.context.user;
}

/** "Your profile was saved", until the next edit. */
export function isSavedShown(snapshot: ProfileSnapshot): boolean {
  return snapshot.matches('viewing') && snapshot.context.saved;
}

/** The details just replaced the form: focus goes back to the Edit button. */
export function returnsFocusToEdit(snapshot: ProfileSnapshot): boolean {
  return snapshot.matches('viewing') && snapshot.context.returned;
}

export interface ProfileForm {
  /** What the form shows when it opens: an edit kept after the session ended, else the profile. */
  values: ProfileFormValues;
  /** The form says the values are an edit kept from before the session ended. */
  draftKept: boolean;
  fieldProblems: FieldProblems;
  /** A failed save said once for the whole form (when no field says it). */
  problem: CallProblem | null;
  /** Being saved (or the session ended while saving, and the page is leaving): the form waits. */
  busy: boolean;
}

export function profileFormOf(snapshot: ProfileSnapshot): ProfileForm {
  const { draft, user, fieldProblems, problem } = snapshot.context;
  return {
    values: draft ?? formValuesOf(user),
    draftKept: draft !== null,
    fieldProblems,
    problem: Object.keys(fieldProblems).length === 0 ? problem : null,
    busy: snapshot.matches('saving') || snapshot.matches('sessionEnded'),
  };
}

/** For useSelector: the same form to show. */
export function sameProfileForm(a: ProfileForm, b: ProfileForm): boolean {
  return (
    a.draftKept === b.draftKept &&
    a.fieldProblems === b.fieldProblems &&
    a.problem === b.problem &&
    a.busy === b.busy &&
    (Object.keys(a.values) as Array<keyof ProfileFormValues>).every((field) => a.values[field] === b.values[field])
  );
}

/** What the page lets the user do now. */
export interface ProfileActions {
  edit: boolean;
  save: boolean;
  cancel: boolean;
}

export function profileActionsOf(snapshot: ProfileSnapshot): ProfileActions {
  const editing = snapshot.matches('editing');
  return { edit: snapshot.matches('viewing'), save: editing, cancel: editing };
}

/** The control each event of the page comes from. */
export const PROFILE_CONTROL_OF_EVENT: Readonly<Record<string, keyof ProfileActions>> = {
  'edit.start': 'edit',
  'edit.submit': 'save',
  'edit.cancel': 'cancel',
};
