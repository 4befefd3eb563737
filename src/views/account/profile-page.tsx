import type { ReactNode } from 'react';
import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { contactChannels, genderIds } from '../../api/contract/user-profile';
import type { UserProfile } from '../../api/contract/user-profile';
import type { profileMachine } from '../../machines/profile/profile.machine';
import type { ProfileField, ProfileFormValues } from '../../machines/profile/profile-form';
import { displayPhone } from '../auth/display-phone';
import { callProblemText, fieldProblemText } from '../auth/problem-text';
import { useAppActors } from '../shell/app-actors';
import { useAccountApi } from './account-api';
import { profileLogic } from './account-effects';
import { Field } from './field';
import { formatCalendarDate } from './format';
import { ACCOUNT_NAMESPACES } from './namespaces';

type ProfileActor = ActorRefFrom<typeof profileMachine>;

/** The signed-in user's profile (RequireSignIn guarantees the user is loaded). */
export function ProfilePage() {
  const { auth } = useAppActors();
  const user = useSelector(auth, (snapshot) => snapshot.context.user);
  return user ? <ProfileView key={user.id} user={user} /> : null;
}

function ProfileView({ user }: { user: UserProfile }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const { auth } = useAppActors();
  const api = useAccountApi();
  const profile = useActorRef(
    profileLogic(api, (saved) => auth.send({ type: 'user.updated', user: saved })),
    { input: { user } },
  );
  const editing = useSelector(profile, (snapshot) => !snapshot.matches('viewing'));
  return (
    <section className="account-section" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('profile.title')}</h1>
      {editing ? <ProfileForm profile={profile} /> : <ProfileDetails profile={profile} />}
    </section>
  );
}

function ProfileDetails({ profile }: { profile: ProfileActor }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACES);
  const user = useSelector(profile, (snapshot) => snapshot.context.user);
  const saved = useSelector(profile, (snapshot) => snapshot.context.saved);
  const notSet = t('profile.notSet');
  return (
    <>
      {saved && (
        <p className="form-status" role="status">
          {t('profile.saved')}
        </p>
      )}
      <dl className="details">
        <Detail term={t('profile.name')}>{user.name ?? notSet}</Detail>
        <Detail term={t('profile.phone')}>
          {displayPhone(user.phoneNumber)} <Link to="/account/phone">{t('profile.changePhone')}</Link>
        </Detail>
        <Detail term={t('profile.gender')}>{user.gender === null ? notSet : t(`gender.${user.gender}`)}</Detail>
        <Detail term={t('profile.email')}>{user.email ?? notSet}</Detail>
        <Detail term={t('profile.dateOfBirth')}>{user.dateOfBirth ? formatCalendarDate(user.dateOfBirth, i18n.language) : notSet}</Detail>
        <Detail term={t('profile.contactChannel')}>
          {user.preferredContactChannel ? t(`channel.${user.preferredContactChannel}`) : notSet}
        </Detail>
      </dl>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={() => profile.send({ type: 'edit.start' })}>
          {t('profile.edit')}
        </button>
      </div>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function readForm(form: HTMLFormElement): ProfileFormValues {
  const data = new FormData(form);
  const text = (name: ProfileField) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    gender: text('gender'),
    email: text('email'),
    dateOfBirth: text('dateOfBirth'),
    preferredContactChannel: text('preferredContactChannel'),
  };
}

function ProfileForm({ profile }: { profile: ProfileActor }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const user = useSelector(profile, (snapshot) => snapshot.context.user);
  const fieldProblems = useSelector(profile, (snapshot) => snapshot.context.fieldProblems);
  const problem = useSelector(profile, (snapshot) => snapshot.context.problem);
  const saving = useSelector(profile, (snapshot) => snapshot.matches('saving'));
  const error = (field: ProfileField) => {
    const fieldProblem = fieldProblems[field];
    return fieldProblem ? fieldProblemText(t, fieldProblem) : null;
  };
  const formProblem = problem && Object.keys(fieldProblems).length === 0 ? callProblemText(t, problem) : null;
  return (
    <form
      className="form form-card"
      noValidate
      aria-busy={saving}
      aria-describedby={formProblem ? 'profile-problem' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        profile.send({ type: 'edit.submit', values: readForm(event.currentTarget) });
      }}
    >
      <Field label={t('profile.name')} error={error('name')}>
        {(props) => <input {...props} name="name" type="text" autoComplete="name" defaultValue={user.name ?? ''} readOnly={saving} autoFocus />}
      </Field>
      <Field label={t('profile.gender')} error={error('gender')}>
        {(props) => (
          <select {...props} name="gender" defaultValue={user.gender === null ? '' : String(user.gender)} disabled={saving}>
            {user.gender === null && <option value="">{t('profile.notSet')}</option>}
            {genderIds.map((id) => (
              <option key={id} value={String(id)}>
                {t(`gender.${id}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('profile.email')} error={error('email')}>
        {(props) => <input {...props} name="email" type="email" autoComplete="email" defaultValue={user.email ?? ''} readOnly={saving} />}
      </Field>
      <Field label={t('profile.dateOfBirth')} error={error('dateOfBirth')}>
        {(props) => <input {...props} name="dateOfBirth" type="date" autoComplete="bday" defaultValue={user.dateOfBirth ?? ''} readOnly={saving} />}
      </Field>
      <Field label={t('profile.contactChannel')} error={error('preferredContactChannel')}>
        {(props) => (
          <select {...props} name="preferredContactChannel" defaultValue={user.preferredContactChannel ?? ''} disabled={saving}>
            <option value="">{t('profile.notSet')}</option>
            {contactChannels.map((channel) => (
              <option key={channel} value={channel}>
                {t(`channel.${channel}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {formProblem && (
        <p id="profile-problem" className="form-alert" role="alert">
          {formProblem}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={() => profile.send({ type: 'edit.cancel' })}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}

export const Route = createLazyRoute('/account/')({ component: ProfilePage });
