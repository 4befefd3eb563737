import { useRef } from 'react';
import { Link, createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { geneTestCardsOf, profilesProblemOf, profilesStatusOf } from '../../machines/gene-tests/gene-tests.selectors';
import type { GeneTestCard } from '../../machines/gene-tests/gene-tests.selectors';
import { useAccountApi } from '../shared/account-api';
import { geneTestProfilesLogic } from './account-effects';
import { formatCalendarDate } from '../shared/format';
import { PACKAGE_NAMES } from '../shared/package-names';
import { LoadStatus } from './load-status';
import { ACCOUNT_NAMESPACES } from '../shared/account-namespaces';
import { PageTitle } from '../shared/page-title';

/** The people with a gene test on this account (spec §3 "Customer"), each with its test's progress. */
export function GeneTestsPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const api = useAccountApi();
  const profiles = useActorRef(geneTestProfilesLogic(api));
  const phase = useSelector(profiles, profilesStatusOf);
  const problem = useSelector(profiles, profilesProblemOf);
  const cards = useSelector(profiles, geneTestCardsOf);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="account-section" aria-labelledby="gene-tests-title" aria-busy={phase === 'loading'}>
      <PageTitle page={t('geneTests.title')} />
      <h1 id="gene-tests-title" ref={heading} tabIndex={-1}>
        {t('geneTests.title')}
      </h1>
      <p>{t('geneTests.intro')}</p>
      <LoadStatus phase={phase} problem={problem} onRetry={() => profiles.send({ type: 'load.retry' })} keepFocus={heading} />
      {cards?.length === 0 && (
        <p className="notice">
          {t('geneTests.empty')} <Link to="/account/verify">{t('geneTests.verifyLink')}</Link>
        </p>
      )}
      {cards && cards.length > 0 && (
        <ul className="gene-tests">
          {cards.map((card) => (
            <GeneTestCardView key={card.profileId} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GeneTestCardView({ card }: { card: GeneTestCard }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACES);
  return (
    <li className="gene-test-card">
      <h2>{card.name}</h2>
      <p>
        {t('details.two', { first: t(`relationship.${card.relationship}`), second: formatCalendarDate(card.dateOfBirth, i18n.language) })}
      </p>
      <p>
        {t('details.two', { first: PACKAGE_NAMES[card.packageSlug], second: t('geneTests.kit', { kitCode: card.kitCode }) })}
      </p>
      <p className="gene-test-card__status">
        {t(`status.${card.status}`)} ({t('geneTests.step', { step: card.step, total: card.steps })})
      </p>
      <progress className="progress-steps" max={card.steps} value={card.step} aria-label={t('geneTests.progress', { name: card.name })} />
      <p>
        <Link to="/account/gene-tests/$id" params={{ id: card.geneTestId }}>
          {t('geneTests.details', { name: card.name })}
        </Link>
      </p>
    </li>
  );
}

export const Route = createLazyRoute('/account/gene-tests')({ component: GeneTestsPage });
