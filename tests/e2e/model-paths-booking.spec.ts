import { expect } from './fixtures';
import { signInByApi } from './outbox';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { DAY_2, LOADED, SELF_REPORT, VIDEO, appointmentFor, daysFor, durationsFor, methodsFor } from '../../src/machines/booking/booking.fixtures';
import { createBookingMachine } from '../../src/machines/booking/booking.machine';
import type { BookingSnapshot } from '../../src/machines/booking/booking.machine';
import { viewOf } from '../../src/machines/booking/booking.selectors';
import { catalogueOf } from '../../src/machines/testing/machine-catalogue';
import { withhold } from '../../src/machines/testing/paths';
import type { SampleEvent } from '../../src/machines/testing/paths';
import en from '../../src/i18n/locales/en/booking.json' with { type: 'json' };
import { describeModelPaths } from './model-paths';

/**
 * The booking wizard's generated paths through the real app (the driver: model-paths.ts), for the
 * demo account 0906 112 233 (Đặng Thu Trang, one G-Care report; no other journey signs it in, as
 * the server sends one code per number per minute), signed in once per worker through the API.
 * The sampler (over the machine's test fixtures, src/machines/booking/booking.fixtures.ts) offers
 * what she does on each step: choose her report and "Myself", the first length and the first
 * method offered, the second free day of the calendar and its first time (the other journeys book
 * the first day's times), a bank transfer, confirm; and Back on every step after the first. The
 * options the server offers and the booking are the real ones, waited for.
 *
 * After each step the page must show (issue 25, spec §2 "in this order: reports, duration, method,
 * time slot, payment method"): the step's title and the indicator's current step, the choices she
 * made on that step still made (going back keeps them, going forward again keeps a choice the
 * fresh options still offer), and once confirmed the booking with its transfer awaited.
 */

const machine = createBookingMachine();
const USER_EVENTS = catalogueOf(machine).eventTypes;
const PHONE = '+84906112233';
const DEVICE = '6a0f3c2e-2b4d-4e8f-9a1c-7d5e3b2a1f06';
const CALLS_THE_SERVER_ANSWERS = ['loadReports', 'loadDurations', 'loadMethods', 'loadTimes', 'createAppointment'].map((id) => `xstate.error.actor.${id}`);
const SLOT = daysFor(30).find((day) => day.date === DAY_2)!.slots[0];

/** What she can do on the page now (and, for the graph, the server's answers). */
function userSampler(snapshot: AnyMachineSnapshot): SampleEvent[] {
  const booking = snapshot as BookingSnapshot;
  const { context } = booking;
  const view = viewOf(booking);
  const ready = !['loading', 'failed'].some((status) => booking.matches({ [view]: status }));
  const offered: SampleEvent[] = [];
  if (ready) {
    if (view === 'reports') {
      if (!context.selectedReports.includes(SELF_REPORT)) offered.push({ type: 'reports.toggle', id: SELF_REPORT });
      else if (context.isFamily) offered.push({ type: 'family.set', isFamily: false });
      else offered.push({ type: 'step.next' });
    }
    if (view === 'duration') offered.push(context.selectedDuration ? { type: 'step.next' } : { type: 'duration.select', id: durationsFor([SELF_REPORT])[0].id });
    if (view === 'method') offered.push(context.selectedConsultationMethod ? { type: 'step.next' } : { type: 'method.select', id: VIDEO.id });
    if (view === 'timeslot') {
      if (context.selectedTimeslot) offered.push({ type: 'step.next' });
      else if (context.shownDay !== DAY_2) offered.push({ type: 'day.select', date: DAY_2 });
      else offered.push({ type: 'slot.select', startTime: SLOT.startTime });
    }
    if (view === 'payment') offered.push(context.selectedPaymentMethod ? { type: 'step.next' } : { type: 'payment.select', method: 'bank_transfer' });
    if (view === 'summary') offered.push({ type: 'confirm' });
    if (['duration', 'method', 'timeslot', 'payment', 'summary'].includes(view)) offered.push({ type: 'step.back' });
  }
  offered.push(
    { type: 'xstate.done.actor.loadReports', output: LOADED },
    { type: 'xstate.done.actor.loadDurations', output: durationsFor([SELF_REPORT]) },
    { type: 'xstate.done.actor.loadMethods', output: methodsFor([SELF_REPORT]) },
    { type: 'xstate.done.actor.loadTimes', output: daysFor(30) },
    { type: 'xstate.done.actor.createAppointment', output: appointmentFor(SLOT, 'bank_transfer') },
  );
  const types = new Set(offered.map((event) => event.type));
  return [...offered, ...withhold(...USER_EVENTS.filter((type) => !types.has(type)), ...CALLS_THE_SERVER_ANSWERS)];
}

/** Spec §2's steps in order, then the booking made. */
const STEPS = ['reports', 'duration', 'method', 'timeslot', 'payment', 'summary', 'booked'] as const;
type Step = (typeof STEPS)[number];
type Choice = 'report' | 'myself' | 'duration' | 'method' | 'day' | 'time' | 'payment';

/** The spec, from her view: the step shown and the choices she made. */
interface Seen {
  step: Step;
  chosen: Choice[];
}

const CHOICE_OF: Readonly<Record<string, Choice>> = {
  'reports.toggle': 'report',
  'family.set': 'myself',
  'duration.select': 'duration',
  'method.select': 'method',
  'day.select': 'day',
  'slot.select': 'time',
  'payment.select': 'payment',
};

function replayStep(seen: Seen, event: SampleEvent): Seen {
  const at = STEPS.indexOf(seen.step);
  switch (event.type) {
    case 'step.next':
    case 'confirm':
      // Offered only with the step's choice made: the next step (the booking, once the server made it).
      return { ...seen, step: STEPS[at + 1] };
    case 'step.back':
      return { ...seen, step: STEPS[at - 1] };
    default: {
      const choice = CHOICE_OF[event.type];
      // A choice of the step shown; the server's answers are nothing she does.
      return choice ? { ...seen, chosen: [...new Set([...seen.chosen, choice])] } : seen;
    }
  }
}

const main = (page: Page) => page.getByRole('main');
const report = (page: Page) => main(page).getByRole('checkbox', { name: /^Đặng Thu Trang – / });
const myself = (page: Page) => main(page).getByRole('radio', { name: en.forWhom.myself, exact: true });
const freeDays = (page: Page) => main(page).getByRole('button', { name: /: \d+ free times?$/ });
const times = (page: Page) => main(page).getByRole('group', { name: /^Free times on / }).getByRole('radio');
const transfer = (page: Page) => main(page).getByRole('radio', { name: new RegExp(`^${en.payment.bank_transfer.title.replace(/[()]/g, '\\$&')}`) });

async function play(page: Page, event: SampleEvent): Promise<void> {
  switch (event.type) {
    case 'reports.toggle':
      return report(page).check();
    case 'family.set':
      return myself(page).check();
    case 'duration.select':
    case 'method.select':
      return main(page).getByRole('radio').first().check();
    case 'day.select':
      return freeDays(page).nth(1).click();
    case 'slot.select':
      return times(page).first().check();
    case 'payment.select':
      return transfer(page).check();
    case 'step.next':
      return main(page).getByRole('button', { name: en.actions.next, exact: true }).click();
    case 'step.back':
      return main(page).getByRole('button', { name: en.actions.back, exact: true }).click();
    case 'confirm':
      return main(page).getByRole('button', { name: en.actions.confirm, exact: true }).click();
    default:
      return;
  }
}

const TITLES: Readonly<Record<Step, string>> = {
  reports: en.reports.title,
  duration: en.duration.title,
  method: en.method.title,
  timeslot: en.timeslot.title,
  payment: en.payment.title,
  summary: en.summary.title,
  booked: en.booked.title,
};

async function expectChecked(radio: ReturnType<Page['getByRole']>, chosen: boolean) {
  if (chosen) await expect(radio).toBeChecked();
  else await expect(radio).not.toBeChecked();
}

async function expectPage(page: Page, seen: Seen): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[seen.step]);
  if (seen.step === 'booked') {
    await expect(page.getByTestId('payment-state')).toHaveText(en.booked.paymentState.awaitingTransfer);
    return;
  }
  await expect(page.getByRole('navigation', { name: en.steps.label }).locator('[aria-current="step"]')).toContainText(en.steps[seen.step]);
  const chosen = (choice: Choice) => seen.chosen.includes(choice);
  switch (seen.step) {
    case 'reports':
      await expectChecked(report(page), chosen('report'));
      await expectChecked(myself(page), chosen('myself'));
      return;
    case 'duration':
    case 'method':
      await expect(main(page).getByRole('radio').first()).toBeVisible();
      await expectChecked(main(page).getByRole('radio').first(), chosen(seen.step));
      return;
    case 'timeslot':
      // The day shown: the one she chose (the second free day), else the first; its first time chosen once she chose it.
      await expect(freeDays(page).nth(chosen('day') ? 1 : 0)).toHaveAttribute('aria-pressed', 'true');
      await expectChecked(times(page).first(), chosen('time'));
      return;
    case 'payment':
      await expectChecked(transfer(page), chosen('payment'));
      return;
    default:
      return;
  }
}

let token = '';

describeModelPaths<Seen>({
  name: 'booking wizard',
  machine,
  input: { preselected: [] },
  sampler: userSampler,
  limit: 5_000,
  selected: 2,
  use: { locale: 'en-US' },
  start: { step: 'reports', chosen: [] },
  beforeAll: async (request: APIRequestContext) => {
    token = await signInByApi(request, PHONE, DEVICE);
  },
  open: async (page, context, baseURL) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL }]);
    await context.addInitScript((key) => window.localStorage.setItem('authToken', key), token);
    await page.goto('/consultation');
  },
  play: (page, event) => play(page, event),
  replay: replayStep,
  expectPage,
  expectPaths: (paths) => {
    // Some path books: every step passed, then confirmed.
    expect(paths.some((path) => path.some((event) => event.type === 'confirm'))).toBe(true);
  },
});
