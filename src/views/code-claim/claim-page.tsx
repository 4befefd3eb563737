import { Link, createLazyRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { CodeClaimActor } from '../../machines/code-claim/code-claim.machine';
import { campaignOf, claimFailureOf, claimLocationsOf, claimPhaseOf, claimProblemsOf, claimValuesOf, issuedCodeOf } from '../../machines/code-claim/code-claim.selectors';
import type { DeliveryField } from '../../machines/checkout/delivery-form';
import type { FieldProblem } from '../../machines/forms/field-problems';
import { Field } from '../shared/field';
import { Failure, Loading, NotFound, ProblemText } from '../shared/load-state';
import { CopyButton } from '../shared/copy-button';
import { LocationFields } from '../shared/location-select';
import { PageTitle } from '../shared/page-title';
import { UseCodeLink } from '../shared/use-code-link';
import { claimLogic } from './code-claim-effects';
import { userOf } from '../../machines/auth/session/session.selectors';
import { useAppActors } from '../shared/app-actors';
import { useSelectors } from '../shared/use-selectors';
import '../../styles/pages.css';
import '../../styles/shop.css';

/** A campaign code's claim page: what it gives, the form, and the personal code issued. */
export function ClaimPage() {
  const { code } = useParams({ from: '/claim/$code' });
  return <ClaimContent key={code} code={code} />;
}

function ClaimContent({ code }: { code: string }) {
  const { t } = useTranslation('shop');
  // Claimed for the account's own number (issue 22 §6): the form starts with it.
  const { session } = useAppActors();
  const phone = useSelector(session, (snapshot) => userOf(snapshot)?.phoneNumber ?? '');
  const actor = useActorRef(claimLogic, { input: { code, phone } });
  const phase = useSelector(actor, claimPhaseOf);
  const campaign = useSelector(actor, campaignOf);
  const failure = useSelector(actor, claimFailureOf);
  const issued = useSelector(actor, issuedCodeOf);
  return (
    <div className="page shop-page">
      <PageTitle page={t('claim.title')} />
      <h1>{campaign ? campaign.name : t('claim.title')}</h1>
      {phase === 'loading' && <Loading />}
      {phase === 'notFound' && <NotFound backTo="/promotions" backLabel={t('claim.back')} />}
      {phase === 'failed' && <Failure problem={failure} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {campaign && <p>{campaign.description}</p>}
      {phase === 'claimed' && issued && (
        <section className="shop-code" aria-labelledby="claim-issued-title">
          <h2 id="claim-issued-title">{t('claim.issued')}</h2>
          <p className="kid-quiz__code">{issued.code}</p>
          <CopyButton text={issued.code} label={t('claim.copy', { code: issued.code })} />
          <UseCodeLink code={issued.code} />
        </section>
      )}
      {phase === 'alreadyClaimed' && (
        <p role="status">
          {t('claim.already')} <Link to="/shop">{t('cart.browse')}</Link>
        </p>
      )}
      {(phase === 'editing' || phase === 'claiming') && <ClaimForm actor={actor} />}
    </div>
  );
}

function ClaimForm({ actor }: { actor: CodeClaimActor }) {
  const { t } = useTranslation('shop');
  const { t: te } = useTranslation('errors');
  const { values, problems, locations, phase, failure } = useSelectors(actor, { values: claimValuesOf, problems: claimProblemsOf, locations: claimLocationsOf, phase: claimPhaseOf, failure: claimFailureOf });
  const editable = phase === 'editing';
  const text = (problem: FieldProblem | undefined) => (problem ? ('message' in problem ? problem.message : te(problem.key, problem.values)) : null);
  const error = (field: DeliveryField) => text(problems[field]);
  const change = (field: 'name' | 'phone' | 'address') => (event: { target: { value: string } }) => actor.send({ type: 'field.change', field, value: event.target.value });
  return (
    <form
      className="checkout__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'submit' });
      }}
    >
      <Field label={t('checkout.fields.name')} error={error('name')}>
        {(props) => <input {...props} type="text" autoComplete="name" value={values.name} disabled={!editable} onChange={change('name')} />}
      </Field>
      <Field label={t('checkout.fields.phone')} error={error('phone')}>
        {(props) => <input {...props} type="tel" autoComplete="tel" value={values.phone} disabled={!editable} onChange={change('phone')} />}
      </Field>
      {locations && <LocationFields locations={locations} form={actor} values={values} error={error} editable={editable} />}
      <Field label={t('checkout.fields.address')} error={error('address')}>
        {(props) => <input {...props} type="text" autoComplete="street-address" value={values.address} disabled={!editable} onChange={change('address')} />}
      </Field>
      {failure && (
        <p className="form-alert" role="alert">
          <ProblemText problem={failure} />
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!editable}>
        {phase === 'claiming' ? t('claim.claiming') : t('claim.submit')}
      </button>
    </form>
  );
}

export const Route = createLazyRoute('/claim/$code')({ component: ClaimPage });
