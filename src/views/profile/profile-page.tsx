import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { contactChannels } from '../../api/contract/user-profile';
import { genderIds } from '../../api/contract/person';
import type { UserProfile } from '../../api/contract/user-profile';
import type { ProfileMachine } from '../../machines/profile/profile.machine';
import { PROFILE_FIELDS } from '../../machines/profile/profile-form';
import { isSavedShown, profileFormOf, profileModeOf, profileUserOf, returnsFocusToEdit, sameProfileForm } from '../../machines/profile/profile.selectors';
import { displayPhone } from '../../machines/auth/otp-challenge/phone-check';
import { userOf } from '../../machines/auth/session/session.selectors';
import { callProblemText } from '../shared/problem-text';
import { useAppActors } from '../shared/app-actors';
import { useAccountApi } from '../shared/account-api';
import { keptProfileDraft, profileLogic } from './profile-effects';
import { Field } from '../shared/field';
import { FormAlert, FormButtons, fieldErrors, readFields, useFocusOnAppear } from '../shared/form-parts';
import { formatCalendarDate } from '../shared/format';
import { ACCOUNT_NAMESPACES } from '../shared/account-namespaces';
import { AccountSection } from '../shared/account-section';
import { Detail } from '../shared/detail';

type ProfileActor = ActorRefFrom<ProfileMachine>;

/** The signed-in user's profile (the account layout shows it once the user is loaded). */
export function ProfilePage() {
  const { session } = useAppActors();
  const user = useSelector(session, userOf);
  return user ? <ProfileView key={user.id} user={user} /> : null;
}

function ProfileView({ user }: { user: UserProfile }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const { session } = useAppActors();
  const api = useAccountApi();
  // An edit this user could not save before their session ended comes back (the machine checks whose it is).
  const profile = useActorRef(profileLogic(api, session), {
    input: { user, storedDraft: keptProfileDraft() },
  });
  const mode = useSelector(profile, profileModeOf);
  return (
    <AccountSection id="profile-title" title={t('profile.title')}>
      {mode === 'editing' ? <ProfileForm profile={profile} /> : <ProfileDetails profile={profile} />}
    </AccountSection>
  );
}

function ProfileDetails({ profile }: { profile: ProfileActor }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACES);
  const user = useSelector(profile, profileUserOf);
  const saved = useSelector(profile, isSavedShown);
  const editButton = useFocusOnAppear<HTMLButtonElement>(useSelector(profile, returnsFocusToEdit));
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
        <Detail term={t('profile.contactChannel')}>{user.preferredContactChannel ? t(`channel.${user.preferredContactChannel}`) : notSet}</Detail>
      </dl>
      <div className="form-actions">
        <button ref={editButton} type="button" className="button button--primary" onClick={() => profile.send({ type: 'edit.start' })}>
          {t('profile.edit')}
        </button>
      </div>
      <p className="profile-delete">
        <Link to="/account/delete">{t('profile.deleteAccount')}</Link>
      </p>
    </>
  );
}


function ProfileForm({ profile }: { profile: ProfileActor }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const { values, draftKept, fieldProblems, problem, busy } = useSelector(profile, profileFormOf, sameProfileForm);
  const error = fieldErrors(t, fieldProblems);
  const describedBy = [draftKept && 'profile-draft', problem && 'profile-problem'].filter(Boolean).join(' ') || undefined;
  return (
    <form
      className="form form-card"
      noValidate
      aria-busy={busy}
      aria-describedby={describedBy}
      onSubmit={(event) => {
        event.preventDefault();
        profile.send({ type: 'edit.submit', values: readFields(event.currentTarget, PROFILE_FIELDS) });
      }}
    >
      {draftKept && (
        <p id="profile-draft" className="notice">
          {t('profile.draftKept')}
        </p>
      )}
      <Field label={t('profile.name')} error={error('name')}>
        {(props) => <input {...props} name="name" type="text" autoComplete="name" defaultValue={values.name} readOnly={busy} autoFocus />}
      </Field>
      <Field label={t('profile.gender')} error={error('gender')}>
        {(props) => (
          <select {...props} name="gender" defaultValue={values.gender} disabled={busy}>
            {values.gender === '' && <option value="">{t('profile.notSet')}</option>}
            {genderIds.map((id) => (
              <option key={id} value={String(id)}>
                {t(`gender.${id}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('profile.email')} error={error('email')}>
        {(props) => <input {...props} name="email" type="email" autoComplete="email" defaultValue={values.email} readOnly={busy} />}
      </Field>
      <Field label={t('profile.dateOfBirth')} error={error('dateOfBirth')}>
        {(props) => <input {...props} name="dateOfBirth" type="date" autoComplete="bday" defaultValue={values.dateOfBirth} readOnly={busy} />}
      </Field>
      <Field label={t('profile.contactChannel')} error={error('preferredContactChannel')}>
        {(props) => (
          <select {...props} name="preferredContactChannel" defaultValue={values.preferredContactChannel} disabled={busy}>
            <option value="">{t('profile.notSet')}</option>
            {contactChannels.map((channel) => (
              <option key={channel} value={channel}>
                {t(`channel.${channel}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {problem && <FormAlert id="profile-problem">{callProblemText(t, problem)}</FormAlert>}
      <FormButtons busy={busy} submit={t('profile.save')} busyLabel={t('profile.saving')} secondary={{ label: t('profile.cancel'), onClick: () => profile.send({ type: 'edit.cancel' }) }} />
    </form>
  );
}

export const Route = createLazyRoute('/account/')({ component: ProfilePage });
