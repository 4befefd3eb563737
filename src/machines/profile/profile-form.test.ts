import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../api/contract/user-profile';
import { USER } from '../auth/session/session.fixtures';
import { checkProfileForm, formValuesOf } from './profile-form';
import type { ProfileFormValues } from './profile-form';

const NEW_USER: UserProfile = { ...USER, name: null, gender: null, email: null, dateOfBirth: null, preferredContactChannel: null };
const EMPTY: ProfileFormValues = { name: '', gender: '', email: '', dateOfBirth: '', preferredContactChannel: '' };
const UNCHANGED = { kind: 'unchanged', problems: {}, changes: null };
const FILLED: ProfileFormValues = { name: 'Nguyễn Văn An', gender: '1', email: 'an.nguyen@example.com', dateOfBirth: '1988-04-12', preferredContactChannel: 'zalo' };

describe('checkProfileForm', () => {
  it('sees no change when the form shows the profile as it is', () => {
    expect(checkProfileForm(USER, FILLED)).toEqual(UNCHANGED);
    expect(checkProfileForm(NEW_USER, EMPTY)).toEqual(UNCHANGED);
    expect(checkProfileForm(USER, { ...FILLED, name: '  Nguyễn Văn An ', email: ' an.nguyen@example.com' })).toEqual(UNCHANGED);
  });

  it('sends only what changed, with numbers for the gender and null for an emptied field', () => {
    expect(checkProfileForm(USER, { ...FILLED, gender: '3', email: '', preferredContactChannel: 'sms' })).toEqual({
      kind: 'changes',
      problems: {},
      changes: { gender: 3, email: null, preferredContactChannel: 'sms' },
    });
    expect(checkProfileForm(NEW_USER, { ...EMPTY, name: 'Lan', dateOfBirth: '2000-01-31' })).toEqual({
      kind: 'changes',
      problems: {},
      changes: { name: 'Lan', dateOfBirth: '2000-01-31' },
    });
  });

  it('refuses what the contract refuses, per field', () => {
    expect(checkProfileForm(USER, { ...FILLED, name: ' ', email: 'an@', dateOfBirth: '2999-01-01' })).toEqual({
      kind: 'refused',
      problems: {
        name: { key: 'field.required', values: {} },
        email: { key: 'field.invalid_email', values: {} },
        dateOfBirth: { key: 'field.date_in_future', values: {} },
      },
      changes: null,
    });
    expect(checkProfileForm(USER, { ...FILLED, preferredContactChannel: 'fax' })).toMatchObject({ kind: 'refused', problems: { preferredContactChannel: { key: 'field.invalid' } } });
  });
});

describe('formValuesOf', () => {
  it('fills the form with the profile as it is: each unset field empty', () => {
    expect(formValuesOf(USER)).toEqual(FILLED);
    expect(formValuesOf(NEW_USER)).toEqual(EMPTY);
    expect(checkProfileForm(USER, formValuesOf(USER))).toEqual(UNCHANGED);
  });
});
