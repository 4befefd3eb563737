import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { geneTestStatuses } from '../../api/contract/gene-test';
import { useAccountApi } from './account-api';
import { geneTestProfilesLogic } from './account-effects';
import { PACKAGE_NAMES, formatCalendarDate } from './format';
import { LoadStatus } from './load-status';
import { ACCOUNT_NAMESPACES } from './namespaces';

/** The people with a gene test on this account (spec §3 "Customer"), each with its test's progress. */
export function GeneTestsPage() {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACES);
  const api = useAccountApi();
  const profiles = useActorRef(geneTestProfilesLogic(api));
  const state = useSelector(profiles, (snapshot) => snapshot.value);
  const customer = useSelector(profiles, (snapshot) => snapshot.context.customer);
  const problem = useSelector(profiles, (snapshot) => snapshot.context.problem);
  return (
    <section className="account-section" aria-labelledby="gene-tests-title" aria-busy={state === 'loading'}>
      <h1 id="gene-tests-title">{t('geneTests.title')}</h1>
      <p>{t('geneTests.intro')}</p>
      <LoadStatus state={state} problem={problem} onRetry={() => profiles.send({ type: 'load.retry' })} />
      {customer && customer.customerProfiles.length === 0 && (
        <p className="notice">
          {t('geneTests.empty')} <Link to="/account/verify">{t('geneTests.verifyLink')}</Link>
        </p>
      )}
      {customer && customer.customerProfiles.length > 0 && (
        <ul className="gene-tests">
          {customer.customerProfiles.map((profile) => {
            const step = geneTestStatuses.indexOf(profile.geneTest.status) + 1;
            return (
              <li key={profile.id} className="gene-test-card">
                <h2>{profile.name}</h2>
                <p>
                  {t(`relationship.${profile.relationship}`)} · {formatCalendarDate(profile.dateOfBirth, i18n.language)}
                </p>
                <p>
                  {PACKAGE_NAMES[profile.geneTest.packageSlug]} · {t('geneTests.kit', { kitCode: profile.geneTest.kitCode })}
                </p>
                <p className="gene-test-card__status">
                  {t(`status.${profile.geneTest.status}`)} ({t('geneTests.step', { step, total: geneTestStatuses.length })})
                </p>
                <progress className="progress-steps" max={geneTestStatuses.length} value={step} aria-label={t('geneTests.progress', { name: profile.name })} />
                <p>
                  <Link to="/account/gene-tests/$id" params={{ id: profile.geneTest.id }}>
                    {t('geneTests.details', { name: profile.name })}
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export const Route = createLazyRoute('/account/gene-tests')({ component: GeneTestsPage });
