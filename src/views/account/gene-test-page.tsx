import { useRef } from 'react';
import { Link, createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { GeneReport, GeneTestInformation } from '../../api/contract/gene-test';
import { detailProblemOf, detailStatusOf, geneTestInformationOf } from '../../machines/gene-tests/gene-tests.selectors';
import { useAccountApi } from '../shared/account-api';
import { geneTestDetailLogic } from './account-effects';
import { formatCalendarDate, formatClinicDay } from '../shared/format';
import { PACKAGE_NAMES } from '../shared/package-names';
import { LoadStatus } from './load-status';
import { ACCOUNT_NAMESPACES } from '../shared/account-namespaces';
import { PageTitle } from '../shared/page-title';
import { Detail } from '../shared/detail';

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
  const phase = useSelector(detail, detailStatusOf);
  const information = useSelector(detail, geneTestInformationOf);
  const problem = useSelector(detail, detailProblemOf);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = information
    ? t('geneTest.heading', { name: information.customer.name, product: PACKAGE_NAMES[information.geneTest.packageSlug] })
    : t(phase === 'notFound' ? 'geneTest.notFound' : 'geneTest.title');
  return (
    <section className="account-section" aria-labelledby="gene-test-title" aria-busy={phase === 'loading'}>
      <PageTitle page={title} />
      <h1 id="gene-test-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {information && <GeneTestInformationView information={information} />}
      <LoadStatus phase={phase} problem={problem} onRetry={() => detail.send({ type: 'load.retry' })} keepFocus={heading} />
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
      <dl className="details">
        <Detail term={t('geneTest.person')}>
          {t('details.three', { first: customer.name, second: t(`gender.${customer.gender}`), third: formatCalendarDate(customer.dateOfBirth, i18n.language) })}
        </Detail>
        <Detail term={t('geneTest.kitCode')}>{geneTest.kitCode}</Detail>
        <Detail term={t('geneTest.status')}>{t(`status.${geneTest.status}`)}</Detail>
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
      {geneTest.reportResults ? (
        <>
          <Report report={geneTest.reportResults} />
          <p>
            <Link className="button button--primary" to="/consultation" search={{ report: geneTest.id }}>
              {t('geneTest.talkToDoctor')}
            </Link>
          </p>
        </>
      ) : (
        <p className="notice">{t('geneTest.reportPending')}</p>
      )}
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
      <ReportTable caption={t('report.metabolism')} rows={METABOLISM.map((key) => [t(`report.${key}`), t(`level.${report.metabolism[key]}`)])} />
      <ReportTable
        caption={t('report.requirements')}
        rows={REQUIREMENTS.map((key) => [t(`report.${key}`), t(`level.${report.nutritionalRequirements[key]}`)])}
      />
      <ReportTable caption={t('report.detoxification')} rows={[[t('report.detoxificationAbility'), t(`detox.${report.detoxification.value}`)]]} />
    </section>
  );
}

/** One part of the report: a row per result, its name and its level. */
function ReportTable({ caption, rows }: { caption: string; rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <table>
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([name, level]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{level}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Route = createLazyRoute('/account/gene-tests/$id')({ component: GeneTestPage });
