import { Link, createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { GeneReport, GeneTestInformation } from '../../api/contract/gene-test';
import { useAccountApi } from './account-api';
import { geneTestDetailLogic } from './account-effects';
import { PACKAGE_NAMES, formatCalendarDate, formatClinicDay } from './format';
import { LoadStatus } from './load-status';
import { ACCOUNT_NAMESPACES } from './namespaces';

const routeApi = getRouteApi('/account/gene-tests/$id');

/** One gene test: who it is for, its timeline and, once ready, its report results. */
export function GeneTestPage() {
  const { id } = routeApi.useParams();
  return <GeneTestDetail key={id} id={id} />;
}

function GeneTestDetail({ id }: { id: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  const api = useAccountApi();
  const detail = useActorRef(geneTestDetailLogic(api), { input: { id } });
  const state = useSelector(detail, (snapshot) => snapshot.value);
  const information = useSelector(detail, (snapshot) => snapshot.context.information);
  const problem = useSelector(detail, (snapshot) => snapshot.context.problem);
  return (
    <section className="account-section" aria-labelledby="gene-test-title" aria-busy={state === 'loading'}>
      {information ? (
        <GeneTestInformationView information={information} />
      ) : (
        <h1 id="gene-test-title">{state === 'notFound' ? t('geneTest.notFound') : t('geneTest.title')}</h1>
      )}
      <LoadStatus state={state} problem={problem} onRetry={() => detail.send({ type: 'load.retry' })} />
      <p>
        <Link to="/account/gene-tests">{t('geneTest.back')}</Link>
      </p>
    </section>
  );
}

function GeneTestInformationView({ information }: { information: GeneTestInformation }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACES);
  const { geneTest, customer, states } = information;
  return (
    <>
      <h1 id="gene-test-title">{t('geneTest.heading', { name: customer.name, product: PACKAGE_NAMES[geneTest.packageSlug] })}</h1>
      <dl className="details">
        <div className="details__row">
          <dt>{t('geneTest.person')}</dt>
          <dd>
            {customer.name} · {t(`gender.${customer.gender}`)} · {formatCalendarDate(customer.dateOfBirth, i18n.language)}
          </dd>
        </div>
        <div className="details__row">
          <dt>{t('geneTest.kitCode')}</dt>
          <dd>{geneTest.kitCode}</dd>
        </div>
        <div className="details__row">
          <dt>{t('geneTest.status')}</dt>
          <dd>{t(`status.${geneTest.status}`)}</dd>
        </div>
      </dl>
      <h2>{t('geneTest.timeline')}</h2>
      <ol className="timeline">
        {states.map((step) => (
          <li key={step.status} className="timeline__step" data-reached={step.reachedAt !== null}>
            <span>{t(`status.${step.status}`)}</span>
            <span className="timeline__date">{step.reachedAt ? formatClinicDay(step.reachedAt, i18n.language) : t('geneTest.notYet')}</span>
          </li>
        ))}
      </ol>
      {geneTest.reportResults ? <Report report={geneTest.reportResults} /> : <p className="notice">{t('geneTest.reportPending')}</p>}
    </>
  );
}

const METABOLISM = ['carbohydrate', 'fat', 'protein'] as const;
const REQUIREMENTS = ['vitaminA', 'vitaminB2', 'vitaminB6', 'vitaminB12', 'vitaminC', 'vitaminD', 'vitaminE', 'folate'] as const;

function Report({ report }: { report: GeneReport }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACES);
  return (
    <section className="report" aria-labelledby="report-title">
      <h2 id="report-title">{t('report.title')}</h2>
      <table>
        <caption>{t('report.metabolism')}</caption>
        <tbody>
          {METABOLISM.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`report.${key}`)}</th>
              <td>{t(`level.${report.metabolism[key]}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>{t('report.requirements')}</caption>
        <tbody>
          {REQUIREMENTS.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`report.${key}`)}</th>
              <td>{t(`level.${report.nutritionalRequirements[key]}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>{t('report.detoxification')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('report.detoxificationAbility')}</th>
            <td>{t(`detox.${report.detoxification.value}`)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export const Route = createLazyRoute('/account/gene-tests/$id')({ component: GeneTestPage });
