import { Suspense, lazy } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { studioInspection } from '../../platform/studio-inspect';
import type { BookingActor } from '../../machines/booking/booking.machine';
import { actionsOf, calendarOf, choicesOf, durationOptionsOf, forWhomOf, methodOptionsOf, optionsStatusOf, paymentOptionsOf, problemOf, reportOptionsOf, stepIndicatorOf, viewOf } from '../../machines/booking/booking.selectors';
import type { BookingStep } from '../../machines/booking/booking.selectors';
import type { CallProblem } from '../../machines/calls/call-problem';
import { currencyOf } from '../../machines/settings/settings.selectors';
import { PACKAGE_NAMES } from '../shared/package-names';
import { RequireSignIn } from '../shared/require-sign-in';
import { useAccountApi } from '../shared/account-api';
import { useAppActors } from '../shared/app-actors';
import { PageTitle } from '../shared/page-title';
import { priceIn } from '../shared/price';
import { bookingLogic } from './booking-effects';
import { DayCalendar } from './day-calendar';
import { calendarDayOf, formatDay } from './booking-format';
import { SendButton } from '../shared/send-button';
import { Detail } from '../shared/detail';
import '../../styles/forms.css';
import '../../styles/pages.css';
import './booking.css';

const routeApi = getRouteApi('/consultation');

/** The confirmation (with the QR code's encoder) loads once it is needed, not with the wizard. */
const BookedAppointment = lazy(() => import('./booked-appointment').then((module) => ({ default: module.BookedAppointment })));

/**
 * The booking wizard: a step indicator, one step at a time (reports, duration, method, time,
 * payment), the summary to confirm, then the booked appointment. The page renders the wizard's
 * selectors and sends what the person chose; a fresh wizard for each report it is opened with.
 */
export function BookingPage() {
  const { report } = routeApi.useSearch();
  return (
    <RequireSignIn lead={<BookingLead intro />} className="page booking">
      <BookingWizard key={report ?? ''} preselected={report ? [report] : []} />
    </RequireSignIn>
  );
}

/**
 * The wizard's name and, on its first step, what the five steps are. It is also what the server
 * draws of this page (it cannot know who is signed in) and what shows while the account loads, so
 * the page has its heading and introduction from the first screen on.
 */
function BookingLead({ intro }: { intro: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <p className="booking__eyebrow">{t('title')}</p>
      {intro && <p className="booking__intro">{t('intro')}</p>}
    </>
  );
}

function BookingWizard({ preselected }: { preselected: string[] }) {
  const { t } = useTranslation('booking');
  const api = useAccountApi();
  // Live mode of the statechart studio (/machines): nothing unless the studio is on.
  const actor = useActorRef(bookingLogic(api), { input: { preselected }, ...studioInspection() });
  const view = useSelector(actor, viewOf);
  if (view === 'booked') {
    return (
      <Suspense fallback={<LoadingLine />}>
        <BookedAppointment actor={actor} />
      </Suspense>
    );
  }
  return (
    <div className="page booking">
      <PageTitle page={t('title')} />
      <BookingLead intro={view === 'reports'} />
      <StepIndicator actor={actor} />
      <StepBody actor={actor} />
    </div>
  );
}

function StepIndicator({ actor }: { actor: BookingActor }) {
  const { t } = useTranslation('booking');
  const steps = useSelector(actor, stepIndicatorOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const at = steps.findIndex((item) => item.status === 'current');
  return (
    <nav aria-label={t('steps.label')}>
      <p className="visually-hidden">{t('steps.position', { step: at + 1, count: steps.length })}</p>
      <ol className="booking-steps">
        {steps.map((item, index) => (
          <li key={item.step} className={`booking-steps__item booking-steps__item--${item.status}`} aria-current={item.status === 'current' ? 'step' : undefined}>
            <span className="booking-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="booking-steps__name">{t(`steps.${item.step}`)}</span>
            {item.status === 'done' && <span className="visually-hidden"> {t('steps.done')}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Takes the focus when a step appears: the Continue or Back button pressed stays on the page, but
 * the step under it changed, so the new step's heading is where reading goes on (screen readers
 * announce it). Focus held outside the wizard (the site's menu, say) is left alone. In the next
 * frame, not while React commits the step: focusing makes the browser lay the page out, and the
 * commit of a whole step (the first, on a signed-in start) was then one long task with it.
 */
function focusWhenUnfocused(heading: HTMLHeadingElement | null): void {
  if (!heading) return;
  const focus = () => {
    const focused = heading.ownerDocument.activeElement;
    if (heading.isConnected && (!focused || focused === heading.ownerDocument.body || focused.closest('.booking'))) heading.focus();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(focus);
  else focus();
}

function StepHeading({ step, children }: { step: BookingStep; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <h1 id="booking-step-title" key={step} ref={focusWhenUnfocused} tabIndex={-1}>
        {t(`${step}.title`)}
      </h1>
      {children}
    </>
  );
}

function StepBody({ actor }: { actor: BookingActor }) {
  const view = useSelector(actor, viewOf);
  const status = useSelector(actor, optionsStatusOf);
  const step: BookingStep = view === 'creating' || view === 'booked' ? 'summary' : view;
  const content = (() => {
    if (status === 'loading') return <LoadingLine />;
    if (status === 'failed') return <LoadFailure actor={actor} />;
    switch (step) {
      case 'reports':
        return <ReportsStep actor={actor} />;
      case 'duration':
        return <DurationStep actor={actor} />;
      case 'method':
        return <MethodStep actor={actor} />;
      case 'timeslot':
        return <TimeslotStep actor={actor} />;
      case 'payment':
        return <PaymentStep actor={actor} />;
      default:
        return <Summary actor={actor} />;
    }
  })();
  return (
    <section className="booking__step" aria-labelledby="booking-step-title" aria-busy={status === 'loading'}>
      <StepHeading step={step} />
      {content}
      {/* Not while the step's options load: they would appear above the controls and push them down (a layout shift). */}
      {status !== 'loading' && <StepControls actor={actor} />}
    </section>
  );
}

function LoadingLine() {
  const { t } = useTranslation('booking');
  return (
    <p className="form-status" role="status">
      {t('loading')}
    </p>
  );
}

export function problemKey(problem: CallProblem | null): string {
  switch (problem?.key) {
    case 'network':
      return 'problem.network';
    case 'unauthorized':
      return 'problem.unauthorized';
    case 'not_found':
      return 'problem.notFound';
    case 'invalid':
      return 'problem.invalid';
    default:
      return 'problem.other';
  }
}

function LoadFailure({ actor }: { actor: BookingActor }) {
  const { t } = useTranslation('booking');
  const problem = useSelector(actor, problemOf);
  return (
    <div className="booking__failure">
      <p className="form-alert" role="alert">
        {t(problemKey(problem))}
      </p>
      <SendButton to={actor} event={{ type: 'load.retry' }} className="button button--primary">{t('actions.retry')}</SendButton>
    </div>
  );
}

function StepControls({ actor }: { actor: BookingActor }) {
  const { t } = useTranslation('booking');
  const actions = useSelector(actor, actionsOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const view = useSelector(actor, viewOf);
  return (
    <div className="form-actions booking__controls">
      {actions.back && (
        <SendButton to={actor} event={{ type: 'step.back' }} className="button button--secondary">{t('actions.back')}</SendButton>
      )}
      {view === 'summary' || view === 'creating' ? (
        <button
          type="button"
          className="button button--primary"
          aria-disabled={actions.confirming}
          onClick={() => actor.send({ type: 'confirm' })}
        >
          {actions.confirming ? t('actions.confirming') : t('actions.confirm')}
        </button>
      ) : (
        <button type="button" className="button button--primary" aria-disabled={!actions.next} aria-describedby={actions.next ? undefined : 'booking-next-hint'} onClick={() => actor.send({ type: 'step.next' })}>
          {t('actions.next')}
        </button>
      )}
      {!actions.next && view !== 'summary' && view !== 'creating' && optionsReady(actions) && (
        <p id="booking-next-hint" className="field__hint booking__hint">
          {t(`${view}.needed`)}
        </p>
      )}
    </div>
  );
}

const optionsReady = (actions: ReturnType<typeof actionsOf>) => !actions.retry;

// ---- step 1: reports and for whom --------------------------------------------------------------

function ReportsStep({ actor }: { actor: BookingActor }) {
  const { t } = useTranslation('booking');
  const reports = useSelector(actor, reportOptionsOf);
  const people = useSelector(actor, forWhomOf);
  return (
    <div className="booking__fields">
      {reports.length === 0 ? (
        <p className="notice">
          {t('reports.none')} <Link to="/account/gene-tests">{t('reports.toGeneTests')}</Link>
        </p>
      ) : (
        <fieldset className="choice-group">
          <legend className="field__legend">{t('reports.legend')}</legend>
          {reports.map((report) => (
            <label key={report.id} className="choice choice--rich">
              <input type="checkbox" checked={report.chosen} onChange={() => actor.send({ type: 'reports.toggle', id: report.id })} />
              <span>
                <span className="choice__title">{t('reports.item', { name: report.profile.name, product: PACKAGE_NAMES[report.profile.geneTest.packageSlug] })}</span>
                <span className="choice__detail">{t('reports.kit', { code: report.profile.geneTest.kitCode })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="choice-group">
        <legend className="field__legend">{t('forWhom.legend')}</legend>
        <label className="choice">
          <input type="radio" name="for-whom" checked={people.isFamily} onChange={() => actor.send({ type: 'family.set', isFamily: true })} />
          <span>{t('forWhom.family')}</span>
        </label>
        <label className="choice">
          <input type="radio" name="for-whom" checked={!people.isFamily} onChange={() => actor.send({ type: 'family.set', isFamily: false })} />
          <span>{t('forWhom.myself')}</span>
        </label>
      </fieldset>
      {people.isFamily && <FamilyMembers actor={actor} />}
    </div>
  );
}

function FamilyMembers({ actor }: { actor: BookingActor }) {
  const { t } = useTranslation('booking');
  const people = useSelector(actor, forWhomOf);
  const typed = people.members.map((member, index) => ({ member, index })).filter(({ member }) => member.customerProfileId === null);
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    actor.send({ type: 'member.add', name: String(data.get('name') ?? ''), gender: String(data.get('gender') ?? '') });
    // Added: the form is emptied for the next person; refused, what was typed stays with the reason.
    if (forWhomOf(actor.getSnapshot()).problem === null) form.reset();
  };
  return (
    <div className="booking__family">
      {people.family.length > 0 && (
        <fieldset className="choice-group" aria-describedby={people.family.some(({ untested }) => untested) ? 'booking-members-hint' : undefined}>
          <legend className="field__legend">{t('forWhom.membersLegend')}</legend>
          {people.family.some(({ untested }) => untested) && (
            <p id="booking-members-hint" className="field__hint">
              {t('forWhom.membersHint')}
            </p>
          )}
          {people.family.map(({ profile, chosen, untested }) => (
            <label key={profile.id} className="choice">
              <input type="checkbox" checked={chosen} onChange={() => actor.send({ type: 'member.toggle', profileId: profile.id })} />
              <span>
                {t('forWhom.profile', { name: profile.name, relationship: t(`relationship.${profile.relationship}`) })}
                {untested && (
                  <>
                    {' '}
                    <span className="choice__detail">{t('forWhom.untested')}</span>
                  </>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {typed.length > 0 && (
        <ul className="booking__people">
          {typed.map(({ member, index }) => (
            <li key={`${member.name}-${index}`}>
              <span>{t('forWhom.person', { name: member.name, gender: t(`gender.${member.gender}`) })}</span>
              <button type="button" className="link-button" onClick={() => actor.send({ type: 'member.remove', index })}>
                {t('forWhom.remove', { name: member.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="booking__add form" onSubmit={add} aria-labelledby="booking-add-title" noValidate>
        <h2 id="booking-add-title" className="booking__subheading">
          {t('forWhom.addTitle')}
        </h2>
        <div className="field">
          <label className="field__label" htmlFor="booking-member-name">
            {t('forWhom.name')}
          </label>
          <input
            id="booking-member-name"
            name="name"
            className="field__input"
            autoComplete="off"
            maxLength={120}
            aria-invalid={people.problem === 'name'}
            aria-describedby={people.problem ? 'booking-member-problem' : undefined}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="booking-member-gender">
            {t('forWhom.gender')}
          </label>
          <select id="booking-member-gender" name="gender" className="field__input" defaultValue="" aria-invalid={people.problem === 'gender'}>
            <option value="" disabled>
              {t('forWhom.genderPick')}
            </option>
            <option value="1">{t('gender.1')}</option>
            <option value="2">{t('gender.2')}</option>
            <option value="3">{t('gender.3')}</option>
          </select>
        </div>
        {people.problem && (
          <p id="booking-member-problem" className="field__error" role="alert">
            {t(`forWhom.problem.${people.problem}`)}
          </p>
        )}
        <div>
          <button type="submit" className="button button--secondary">
            {t('forWhom.add')}
          </button>
        </div>
      </form>
    </div>
  );
}

// ---- step 2: duration --------------------------------------------------------------------------

function DurationStep({ actor }: { actor: BookingActor }) {
  const { t } = useTranslation('booking');
  const options = useSelector(actor, durationOptionsOf);
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  return (
    <RichChoices
      legend={t('duration.title')}
      name="duration"
      choices={options.map((option) => ({
        key: option.id,
        chosen: option.chosen,
        title: t('duration.minutes', { count: option.minutes }),
        detail: (
          <>
            {priceIn(option.price, currency)?.formatted}
            {option.recommended && <span className="booking__badge"> · {t('duration.recommended')}</span>}
          </>
        ),
        onSelect: () => actor.send({ type: 'duration.select', id: option.id }),
      }))}
    />
  );
}

/** One choice of a step (a radio of `name` in a group its `legend` names): a title and a detail under it. */
function RichChoices({ legend, name, choices }: { legend: string; name: string; choices: Array<{ key: string | number; chosen: boolean; title: ReactNode; detail: ReactNode; onSelect: () => void }> }) {
  return (
    <fieldset className="choice-group">
      <legend className="visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.key} className="choice choice--rich">
          <input type="radio" name={name} checked={choice.chosen} onChange={choice.onSelect} />
          <span>
            <span className="choice__title">{choice.title}</span>
            <span className="choice__detail">{choice.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

// ---- step 3: method ----------------------------------------------------------------------------

function MethodStep({ actor }: { actor: BookingActor }) {
  const { t } = useTranslation('booking');
  const methods = useSelector(actor, methodOptionsOf);
  return (
    <RichChoices
      legend={t('method.title')}
      name="method"
      choices={methods.map((method) => ({ key: method.id, chosen: method.chosen, title: method.title, detail: method.description, onSelect: () => actor.send({ type: 'method.select', id: method.id }) }))}
    />
  );
}

// ---- step 4: time slot -------------------------------------------------------------------------

function TimeslotStep({ actor }: { actor: BookingActor }) {
  const { t, i18n } = useTranslation('booking');
  const calendar = useSelector(actor, calendarOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return (
    <div className="booking__fields">
      {calendar.slotTaken && (
        <p className="form-alert" role="alert">
          {t('timeslot.taken')}
        </p>
      )}
      <p className="field__hint">{t('timeslot.zone')}</p>
      {calendar.days.length === 0 ? (
        <p className="notice">{t('timeslot.none')}</p>
      ) : (
        <>
          <DayCalendar calendar={calendar} onSelect={(date) => actor.send({ type: 'day.select', date })} />
          {calendar.shownDay && (
            <fieldset className="choice-group booking-times">
              <legend className="field__legend">{t('timeslot.timesOn', { day: formatDay(calendar.shownDay, i18n.language) })}</legend>
              <div className="booking-times__list">
                {calendar.times.map((slot) => (
                  <label key={slot.startTime} className="choice booking-times__time">
                    <input type="radio" name="time" checked={slot.chosen} onChange={() => actor.send({ type: 'slot.select', startTime: slot.startTime })} />
                    <span>{slot.time}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </>
      )}
    </div>
  );
}

// ---- step 5: payment ---------------------------------------------------------------------------

function PaymentStep({ actor }: { actor: BookingActor }) {
  const { t } = useTranslation('booking');
  const options = useSelector(actor, paymentOptionsOf);
  return (
    <RichChoices
      legend={t('payment.title')}
      name="payment"
      choices={options.map((option) => ({
        key: option.method,
        chosen: option.chosen,
        title: t(`payment.${option.method}.title`),
        detail: t(`payment.${option.method}.detail`),
        onSelect: () => actor.send({ type: 'payment.select', method: option.method }),
      }))}
    />
  );
}

// ---- summary -----------------------------------------------------------------------------------

function Summary({ actor }: { actor: BookingActor }) {
  const { t, i18n } = useTranslation('booking');
  const choices = useSelector(actor, choicesOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const problem = useSelector(actor, problemOf);
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  const { selectedDuration, selectedConsultationMethod, selectedTimeslot, selectedPaymentMethod } = choices;
  const day = selectedTimeslot ? (calendarDayOf(selectedTimeslot.startTime) ?? '') : '';
  const rows: Array<[string, ReactNode]> = [
    [t('summary.reports'), choices.selectedReports.map((report) => t('reports.item', { name: report.profile.name, product: PACKAGE_NAMES[report.profile.geneTest.packageSlug] })).join('; ')],
    [t('summary.forWhom'), choices.isFamily ? choices.familyMembers.map((member) => member.name).join(', ') : t('forWhom.myself')],
    [t('summary.duration'), selectedDuration ? t('duration.minutes', { count: selectedDuration.minutes }) : ''],
    [t('summary.method'), selectedConsultationMethod?.title ?? ''],
    [t('summary.time'), selectedTimeslot ? t('summary.when', { day: formatDay(day, i18n.language), time: selectedTimeslot.time }) : ''],
    [t('summary.payment'), selectedPaymentMethod ? t(`payment.${selectedPaymentMethod}.title`) : ''],
    [t('summary.price'), selectedDuration ? (priceIn(selectedDuration.price, currency)?.formatted ?? '') : ''],
  ];
  return (
    <div className="booking__fields">
      <dl className="details">
        {rows.map(([term, value]) => (
          <Detail key={term} term={term}>{value}</Detail>
        ))}
      </dl>
      <p className="field__hint">{t('timeslot.zone')}</p>
      {problem && (
        <p className="form-alert" role="alert">
          {problem.fields.startTime ?? t(problemKey(problem))}
        </p>
      )}
    </div>
  );
}

export const Route = createLazyRoute('/consultation')({ component: BookingPage });
