import { describe, expect, it } from 'vitest';
import { USER } from '../auth/session/session.fixtures';
import { draftFor } from './profile-draft';

const VALUES = { name: 'Nguyễn Thị Lan', gender: '2', email: '', dateOfBirth: '1990-01-31', preferredContactChannel: 'sms' };

describe('draftFor', () => {
  it('gives back the values kept for the same user', () => {
    expect(draftFor({ userId: USER.id, values: VALUES }, USER.id)).toEqual(VALUES);
  });

  it('keeps another user’s edit to itself', () => {
    expect(draftFor({ userId: 'someone-else', values: VALUES }, USER.id)).toBeNull();
  });

  it('ignores what is not a draft: nothing, a damaged value, a missing field', () => {
    expect(draftFor(null, USER.id)).toBeNull();
    expect(draftFor('{"userId"', USER.id)).toBeNull();
    expect(draftFor({ userId: USER.id, values: 'garbage' }, USER.id)).toBeNull();
    expect(draftFor({ userId: USER.id, values: null }, USER.id)).toBeNull();
    expect(draftFor({ userId: USER.id }, USER.id)).toBeNull();
    expect(draftFor({ userId: USER.id, values: { ...VALUES, email: 7 } }, USER.id)).toBeNull();
    const { email: _email, ...withoutEmail } = VALUES;
    expect(draftFor({ userId: USER.id, values: withoutEmail }, USER.id)).toBeNull();
  });

  it('brings back only the form’s fields', () => {
    expect(draftFor({ userId: USER.id, values: { ...VALUES, isAdmin: 'yes' } }, USER.id)).toEqual(VALUES);
  });
});
