import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../api/contract/user-profile';
import { USER } from '../auth/auth.fixtures';
import { checkProfileForm } from './profile-form';
import type { ProfileFormValues } from './profile-form';

const NEW_USER: UserProfile = { ...USER, name: null, gender: null, email: null, dateOfBirth: null, preferredContactChannel: null };
const EMPTY: ProfileFormValues = { name: '', gender: '', email: '', dateOfBirth: '', preferredContactChannel: '' };
const FILLED: ProfileFormValues = { name: 'Nguyễn Văn An', gender: '1', email: 'an.nguyen@example.com', dateOfBirth: '1988-04-12', preferredContactChannel: 'zalo' };

describe('checkProfileForm', () => {
  it('sees no change when the form shows the profile as it is', () => {
    expect(checkProfileForm(USER, FILLED)).toEqual({ kind: 'unchanged' });
    expect(checkProfileForm(NEW_USER, EMPTY)).toEqual({ kind: 'unchanged' });
    expect(checkProfileForm(USER, { ...FILLED, name: '  Nguyễn Văn An ', email: ' an.nguyen@example.com' })).toEqual({ kind: 'unchanged' });
  });

  it('sends only what changed, with numbers for the gender and null for an emptied field', () => {
    expect(checkProfileForm(USER, { ...FILLED, gender: '3', email: '', preferredContactChannel: 'sms' })).toEqual({
      kind: 'changes',
      changes: { gender: 3, email: null, preferredContactChannel: 'sms' },
    });
    expect(checkProfileForm(NEW_USER, { ...EMPTY, name: 'Lan', dateOfBirth: '2000-01-31' })).toEqual({
      kind: 'changes',
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
    });
    expect(checkProfileForm(USER, { ...FILLED, preferredContactChannel: 'fax' })).toMatchObject({ kind: 'refused', problems: { preferredContactChannel: { key: 'field.invalid' } } });
  });
});
