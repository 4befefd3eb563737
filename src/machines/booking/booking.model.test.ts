import { expect } from '../testing/oracle-expect';
import type { Appointment, AvailableDay, ConsultationMethod, DurationOption, FamilyMember, FamilyProfile } from '../../api/contract/consultations';
import { createAppointmentRequestSchema } from '../../api/contract/consultations';
import type { CustomerProfile } from '../../api/contract/gene-test';
import type { CallProblemKey } from '../calls/call-problem';
import { apiError, failsOfflineThenAnswers, networkDown, shownProblemOf, unauthorized } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { createBookingMachine } from './booking.machine';
import type { BookingInput, BookingMachine, BookingSnapshot } from './booking.machine';
import type { ReportsStepData } from './booking-choices';
import {
  actionsOf,
  appointmentOf,
  calendarOf,
  choicesOf,
  durationOptionsOf,
  forWhomOf,
  methodOptionsOf,
  optionsStatusOf,
  paymentOptionsOf,
  problemOf,
  reportOptionsOf,
  stepIndicatorOf,
  viewOf,
} from './booking.selectors';
import {
  CHILD,
  CHILD_TEST,
  D120,
  DAY_1,
  DAY_2,
  FAMILY,
  GRANDMOTHER,
  LOADED,
  SELF,
  SELF_REPORT,
  SPOUSE,
  SPOUSE_REPORT,
  UNKNOWN_REPORT,
  appointmentFor,
  daysFor,
  durationsFor,
  methodsFor,
  slotAt,
} from './booking.fixtures';

/** The reports answered, and the consultation for oneself alone (no family). */
const REPORTS_FOR_ONESELF: SampleEvent[] = [
  { type: 'xstate.done.actor.loadReports', output: LOADED },
  { type: 'family.set', isFamily: false },
];

/** From the people step on to the times: Next, the lengths answered and one chosen, Next, the methods answered and one chosen, Next. */
function onToTheTimes(reports: string[], length: string, methodId: number): SampleEvent[] {
  return [
    { type: 'step.next' },
    { type: 'xstate.done.actor.loadDurations', output: durationsFor(reports) },
    { type: 'duration.select', id: length },
    { type: 'step.next' },
    { type: 'xstate.done.actor.loadMethods', output: methodsFor(reports) },
    { type: 'method.select', id: methodId },
    { type: 'step.next' },
  ];
}

/**
 * The booking wizard against issue 25 and spec §2/§3/§9. The oracle replays the trace with the
 * product's rules (written here from the issue, not from the machine) and compares what the
 * page shows, what reached the server and what was booked:
 *  - the steps come in the spec's order (reports, duration, method, time slot, payment, then the
 *    summary); a step is passed only with its choice made (reports: 1 to 8 reports with a report
 *    ready, and 1 to 5 people when the consultation is for family, the default);
 *  - each step's options are asked for with exactly the choices before it, every time the step
 *    is entered going forward, and a later choice survives only while the fresh options offer it;
 *  - going back shows the step before as it was left, without asking again;
 *  - liveness: a confirmed summary reaches the server as the spec's appointment payload of the
 *    choices shown (valid by the contract), once per confirm; a 409 (someone else took the time)
 *    offers a fresh list of times at once, says the time is no longer available, and chooses no
 *    time; any other refusal says why on the summary and keeps every choice;
 *  - the consultation can be for any family profile of the account, one with no gene test yet
 *    too (shown as such), and it is booked for them with their profile;
 *  - a report that cannot be chosen (no report yet, not the account's), a profile that is not
 *    family, a person without a name or gender, a sixth person, an unknown length, method, day,
 *    time or payment method change nothing (or say why, for a person typed in).
 */

type Machine = BookingMachine;
type World = BaseWorld;

const starts: Record<string, BookingInput> = {
  'the wizard opened from the menu': { preselected: [] },
  'the wizard opened from a report page': { preselected: [SELF_REPORT.toUpperCase(), UNKNOWN_REPORT, CHILD_TEST] },
};

const taken = () => apiError('slot_taken', 409);
const refused = () => apiError('validation_failed', 400, { fields: { startTime: 'Giờ này không còn trống.' } });

const minutesOf = (snapshot: BookingSnapshot) => snapshot.context.selectedDuration?.minutes ?? 30;

function sampler(snapshot: BookingSnapshot): SampleEvent[] {
  const context = snapshot.context;
  const events: SampleEvent[] = [];
  if (snapshot.matches({ reports: 'ready' })) {
    const { selectedReports, isFamily, familyMembers } = context;
    // Whom the consultation is for is chosen before the first step forward (the graph's choice:
    // later, only the reports change; the walks and journeys mix the rest).
    const fresh = context.selectedDuration === null;
    if (selectedReports.length === 0) {
      events.push({ type: 'reports.toggle', id: SELF_REPORT }, { type: 'reports.toggle', id: CHILD_TEST }, { type: 'reports.toggle', id: UNKNOWN_REPORT });
    } else {
      events.push({ type: 'reports.toggle', id: SPOUSE_REPORT });
      if (fresh && selectedReports.length === 1) events.push({ type: 'reports.toggle', id: SELF_REPORT });
    }
    const choosingPeople = fresh && selectedReports.length === 0 && isFamily;
    events.push({ type: 'family.set', isFamily: fresh && familyMembers.length === 0 && selectedReports.length < 2 ? !isFamily : isFamily });
    if (choosingPeople && familyMembers.length === 0) {
      events.push(
        { type: 'member.toggle', profileId: SPOUSE.id },
        { type: 'member.add', name: ' Phạm Thị Cúc ', gender: '2' },
        { type: 'member.add', name: '   ', gender: '2' },
        { type: 'member.add', name: 'Phạm Văn Tư', gender: '4' },
      );
    } else if (choosingPeople && familyMembers[0].customerProfileId === SPOUSE.id) {
      events.push({ type: 'member.toggle', profileId: SPOUSE.id });
    }
    events.push({ type: 'member.toggle', profileId: SELF.id }, { type: 'member.remove', index: choosingPeople ? 0 : 99 });
    events.push(choosingPeople ? { type: 'member.add', name: '', gender: '1' } : { type: 'member.add', name: 'Phạm Văn Tư', gender: '0' });
  }
  if (snapshot.matches({ duration: 'ready' }) && context.selectedDuration === null) {
    events.push({ type: 'duration.select', id: context.durations[0]?.id ?? D120.id }, { type: 'duration.select', id: 'consultation-session-45-min' });
  }
  if (snapshot.matches({ method: 'ready' }) && context.selectedConsultationMethod === null) {
    events.push({ type: 'method.select', id: context.methods[0]?.id ?? 1 }, { type: 'method.select', id: 99 });
  }
  if (snapshot.matches({ timeslot: 'ready' }) && context.selectedTimeslot === null) {
    const { days, shownDay } = context;
    events.push({ type: 'day.select', date: shownDay === DAY_2 ? DAY_1 : DAY_2 }, { type: 'day.select', date: '2026-12-02' });
    events.push({ type: 'slot.select', startTime: days[0]?.slots[0]?.startTime ?? slotAt(DAY_1, '09:00', 30).startTime }, { type: 'slot.select', startTime: '2026-12-01T03:15:00.000Z' });
  }
  if (snapshot.matches('payment') && context.selectedPaymentMethod === null) {
    events.push({ type: 'payment.select', method: 'bank_transfer' }, { type: 'payment.select', method: 'cash' });
  }
  const minutes = minutesOf(snapshot);
  return [
    ...events,
    { type: 'xstate.done.actor.loadReports', output: LOADED },
    { type: 'xstate.error.actor.loadReports', error: networkDown() },
    { type: 'xstate.done.actor.loadDurations', output: durationsFor(context.selectedReports) },
    { type: 'xstate.error.actor.loadDurations', error: networkDown() },
    { type: 'xstate.done.actor.loadMethods', output: methodsFor(context.selectedReports) },
    { type: 'xstate.error.actor.loadMethods', error: unauthorized() },
    { type: 'xstate.done.actor.loadTimes', output: daysFor(minutes, context.slotTaken ? [slotAt(DAY_1, '09:00', minutes).startTime] : []) },
    ...(context.slotTaken ? [] : [{ type: 'xstate.done.actor.loadTimes', output: [] }]),
    { type: 'xstate.error.actor.loadTimes', error: networkDown() },
    { type: 'xstate.done.actor.createAppointment', output: appointmentFor(context.selectedTimeslot ?? slotAt(DAY_1, '09:00', minutes), context.selectedPaymentMethod ?? 'bank_transfer') },
    { type: 'xstate.error.actor.createAppointment', error: taken() },
    { type: 'xstate.error.actor.createAppointment', error: networkDown() },
    { type: 'xstate.error.actor.createAppointment', error: refused() },
  ];
}

// ---- the oracle: the wizard as the issue tells it ---------------------------------------------

type Step = 'reports' | 'duration' | 'method' | 'timeslot' | 'payment' | 'summary' | 'creating' | 'booked';
type Status = 'loading' | 'ready' | 'failed';

interface Expected {
  step: Step;
  status: Status;
  profiles: CustomerProfile[];
  family: FamilyProfile[];
  reports: string[];
  isFamily: boolean;
  members: FamilyMember[];
  memberProblem: 'name' | 'gender' | 'full' | null;
  durations: DurationOption[];
  duration: DurationOption | null;
  methods: ConsultationMethod[];
  method: ConsultationMethod | null;
  days: AvailableDay[];
  shownDay: string | null;
  slot: { startTime: string; endTime: string } | null;
  slotTaken: boolean;
  payment: string | null;
  problem: CallProblemKey | null;
  appointment: Appointment | null;
  requests: Array<{ name: string; input: unknown }>;
}

const ORDER: Step[] = ['reports', 'duration', 'method', 'timeslot', 'payment', 'summary'];
/** A report can be chosen when it is one of the account's tests and its report is ready. */
const choosable = (expected: Expected) => expected.profiles.filter((profile) => profile.geneTest.reportResults !== null).map((profile) => profile.geneTest.id);
const isFamilyProfile = (expected: Expected, id: string) => expected.family.some((profile) => profile.id === id);
const slotsOf = (days: AvailableDay[]) => days.flatMap((day) => day.slots.map((slot) => ({ ...slot, date: day.date })));

/** Whether the step shown can be left forward: its choice is made (the rules). */
function stepDone(expected: Expected): boolean {
  if (expected.status !== 'ready') return false;
  switch (expected.step) {
    case 'reports':
      return expected.reports.length >= 1 && expected.reports.length <= 8 && (!expected.isFamily || (expected.members.length >= 1 && expected.members.length <= 5));
    case 'duration':
      return expected.duration !== null;
    case 'method':
      return expected.method !== null;
    case 'timeslot':
      return expected.slot !== null;
    case 'payment':
      return expected.payment !== null;
    default:
      return false;
  }
}

function bodyOf(expected: Expected) {
  return {
    startTime: expected.slot!.startTime,
    endTime: expected.slot!.endTime,
    consultationMethodId: expected.method!.id,
    durationSelected: { id: expected.duration!.id, minutes: expected.duration!.minutes },
    testReportIds: expected.reports,
    isFamily: expected.isFamily,
    familyMembers: expected.isFamily ? expected.members : [],
    paymentType: expected.payment,
  };
}

function enter(expected: Expected, step: 'duration' | 'method' | 'timeslot') {
  Object.assign(expected, { step, status: 'loading', problem: null });
  const testReportIds = expected.reports;
  if (step === 'duration') expected.requests.push({ name: 'loadDurations', input: { testReportIds } });
  if (step === 'method') expected.requests.push({ name: 'loadMethods', input: { testReportIds } });
  if (step === 'timeslot') {
    expected.requests.push({
      name: 'loadTimes',
      input: { testReportIds, durationSelected: { id: expected.duration!.id, minutes: expected.duration!.minutes }, consultationMethodId: expected.method!.id },
    });
  }
}

function replay(input: BookingInput, trace: Observation<Machine, World>['trace']): Expected {
  const expected: Expected = {
    step: 'reports',
    status: 'loading',
    profiles: [],
    family: [],
    reports: [],
    isFamily: true,
    members: [],
    memberProblem: null,
    durations: [],
    duration: null,
    methods: [],
    method: null,
    days: [],
    shownDay: null,
    slot: null,
    slotTaken: false,
    payment: null,
    problem: null,
    appointment: null,
    requests: [{ name: 'loadReports', input: undefined }],
  };
  for (const { event } of trace) {
    const ready = expected.status === 'ready';
    const on = (step: Step) => expected.step === step && ready;
    switch (event.type) {
      case 'xstate.done.actor.loadReports': {
        expected.profiles = (event.output as ReportsStepData).profiles;
        expected.family = (event.output as ReportsStepData).family;
        const ids = choosable(expected);
        expected.reports = [...new Set(input.preselected.map((id) => id.toLowerCase()))].filter((id) => ids.includes(id));
        expected.status = 'ready';
        break;
      }
      case 'xstate.done.actor.loadDurations': {
        expected.durations = event.output as DurationOption[];
        expected.duration = expected.durations.find((option) => option.id === expected.duration?.id) ?? null;
        expected.status = 'ready';
        break;
      }
      case 'xstate.done.actor.loadMethods': {
        expected.methods = event.output as ConsultationMethod[];
        expected.method = expected.methods.find((method) => method.id === expected.method?.id) ?? null;
        expected.status = 'ready';
        break;
      }
      case 'xstate.done.actor.loadTimes': {
        expected.days = event.output as AvailableDay[];
        const still = slotsOf(expected.days).find((slot) => slot.startTime === expected.slot?.startTime && slot.endTime === expected.slot.endTime);
        expected.slot = still ?? null;
        expected.shownDay = still?.date ?? expected.days[0]?.date ?? null;
        expected.status = 'ready';
        break;
      }
      case 'xstate.error.actor.loadReports':
      case 'xstate.error.actor.loadDurations':
      case 'xstate.error.actor.loadMethods':
      case 'xstate.error.actor.loadTimes':
        Object.assign(expected, { status: 'failed', problem: shownProblemOf(event.error).key });
        break;
      case 'load.retry':
        if (expected.status !== 'failed') break;
        if (expected.step === 'reports') {
          Object.assign(expected, { status: 'loading', problem: null });
          expected.requests.push({ name: 'loadReports', input: undefined });
        } else enter(expected, expected.step as 'duration' | 'method' | 'timeslot');
        break;
      case 'reports.toggle': {
        const id = event.id as string;
        if (!on('reports') || !choosable(expected).includes(id)) break;
        expected.reports = expected.reports.includes(id) ? expected.reports.filter((chosen) => chosen !== id) : [...expected.reports, id];
        break;
      }
      case 'family.set':
        if (on('reports')) Object.assign(expected, { isFamily: event.isFamily === true, memberProblem: null });
        break;
      case 'member.toggle': {
        const id = event.profileId as string;
        if (!on('reports') || !isFamilyProfile(expected, id)) break;
        if (expected.members.some((member) => member.customerProfileId === id)) {
          expected.members = expected.members.filter((member) => member.customerProfileId !== id);
          expected.memberProblem = null;
        } else if (expected.members.length >= 5) expected.memberProblem = 'full';
        else {
          const profile = expected.family.find((candidate) => candidate.id === id)!;
          expected.members = [...expected.members, { customerProfileId: profile.id, name: profile.name, gender: profile.gender }];
          expected.memberProblem = null;
        }
        break;
      }
      case 'member.add': {
        if (!on('reports')) break;
        const name = (event.name as string).trim();
        const gender = event.gender as string;
        if (expected.members.length >= 5) expected.memberProblem = 'full';
        else if (name.length < 1 || name.length > 120) expected.memberProblem = 'name';
        else if (!['1', '2', '3'].includes(gender)) expected.memberProblem = 'gender';
        else {
          expected.members = [...expected.members, { customerProfileId: null, name, gender: Number(gender) as 1 | 2 | 3 }];
          expected.memberProblem = null;
        }
        break;
      }
      case 'member.remove':
        if (!on('reports')) break;
        expected.members = expected.members.filter((_, index) => index !== event.index);
        expected.memberProblem = null;
        break;
      case 'duration.select':
        if (on('duration')) expected.duration = expected.durations.find((option) => option.id === event.id) ?? expected.duration;
        break;
      case 'method.select':
        if (on('method')) expected.method = expected.methods.find((method) => method.id === event.id) ?? expected.method;
        break;
      case 'day.select':
        if (on('timeslot') && expected.days.some((day) => day.date === event.date)) expected.shownDay = event.date as string;
        break;
      case 'slot.select': {
        const slot = slotsOf(expected.days).find((candidate) => candidate.startTime === event.startTime);
        if (on('timeslot') && slot) Object.assign(expected, { slot, shownDay: slot.date, slotTaken: false });
        break;
      }
      case 'payment.select':
        if (expected.step === 'payment' && (event.method === 'bank_transfer' || event.method === 'at_consultation')) expected.payment = event.method;
        break;
      case 'step.next': {
        if (!stepDone(expected)) break;
        const next = ORDER[ORDER.indexOf(expected.step) + 1];
        if (expected.step === 'reports') expected.memberProblem = null;
        if (next === 'duration' || next === 'method' || next === 'timeslot') enter(expected, next);
        else Object.assign(expected, { step: next, status: 'ready' });
        break;
      }
      case 'step.back': {
        const at = ORDER.indexOf(expected.step);
        if (at <= 0) break;
        // A failure left behind is not shown again; the options of the step left and of the later
        // steps were for the choices before it, and are asked for again on the way forward.
        const left = expected.step;
        Object.assign(expected, { step: ORDER[at - 1], status: 'ready', problem: null });
        if (left === 'duration') expected.durations = [];
        if (left === 'duration' || left === 'method') expected.methods = [];
        if (left === 'duration' || left === 'method' || left === 'timeslot') Object.assign(expected, { days: [], shownDay: null, slotTaken: false });
        break;
      }
      case 'confirm':
        if (expected.step !== 'summary') break;
        Object.assign(expected, { step: 'creating', problem: null });
        expected.requests.push({ name: 'createAppointment', input: bodyOf(expected) });
        break;
      case 'xstate.done.actor.createAppointment':
        Object.assign(expected, { step: 'booked', appointment: event.output as Appointment });
        break;
      case 'xstate.error.actor.createAppointment':
        if ((event.error as { status?: number }).status === 409) {
          Object.assign(expected, { slot: null, slotTaken: true });
          enter(expected, 'timeslot');
        } else Object.assign(expected, { step: 'summary', status: 'ready', problem: shownProblemOf(event.error).key });
        break;
    }
  }
  return expected;
}

function check({ snapshot, world, trace, input }: Observation<Machine, World>): void {
  const expected = replay(input, trace);
  // What reached the server: each step's options asked for with the choices before it, and the booking.
  expect(world.calls.started.map(({ name, input: sent }) => ({ name, input: sent }))).toEqual(expected.requests);
  for (const call of world.calls.started.filter((started) => started.name === 'createAppointment')) {
    expect(createAppointmentRequestSchema.safeParse(call.input).success).toBe(true);
  }
  expect(world.calls.pending.length).toBe(expected.status === 'loading' || expected.step === 'creating' ? 1 : 0);

  // What the page shows.
  expect(viewOf(snapshot)).toBe(expected.step);
  const loads = ['reports', 'duration', 'method', 'timeslot'].includes(expected.step);
  expect(optionsStatusOf(snapshot)).toBe(loads ? expected.status : 'ready');
  const current = expected.step === 'creating' ? 'summary' : expected.step;
  expect(stepIndicatorOf(snapshot).map((item) => item.status)).toEqual(
    ORDER.map((step) => (current === 'booked' || ORDER.indexOf(step) < ORDER.indexOf(current) ? 'done' : step === current ? 'current' : 'upcoming')),
  );
  expect(problemOf(snapshot)?.key ?? null).toBe((loads && expected.status === 'failed') || expected.step === 'summary' ? expected.problem : null);

  expect(reportOptionsOf(snapshot).map((option) => option.id)).toEqual(choosable(expected));
  expect(reportOptionsOf(snapshot).filter((option) => option.chosen).map((option) => option.id).sort()).toEqual([...expected.reports].sort());
  const choices = choicesOf(snapshot);
  expect(choices.selectedReports.map((report) => report.id)).toEqual(expected.reports);
  const people = forWhomOf(snapshot);
  expect(people.isFamily).toBe(expected.isFamily);
  expect(people.members).toEqual(expected.members);
  expect(people.problem).toBe(expected.memberProblem);
  expect(people.family.map((entry) => entry.profile.id)).toEqual(expected.family.map((profile) => profile.id));
  expect(people.family.filter((entry) => entry.chosen).map((entry) => entry.profile.id)).toEqual(
    expected.family.filter((profile) => expected.members.some((member) => member.customerProfileId === profile.id)).map((profile) => profile.id),
  );
  expect(people.family.filter((entry) => entry.untested).map((entry) => entry.profile.id)).toEqual(expected.family.filter((profile) => profile.geneTestStatus === null).map((profile) => profile.id));
  expect(choices.familyMembers).toEqual(expected.isFamily ? expected.members : []);

  expect(durationOptionsOf(snapshot).map((option) => option.id)).toEqual(expected.durations.map((option) => option.id));
  const shownIf = <T extends { id: unknown }>(options: T[], chosen: T | null) => (chosen && options.some((option) => option.id === chosen.id) ? chosen.id : null);
  expect(durationOptionsOf(snapshot).find((option) => option.chosen)?.id ?? null).toBe(shownIf(expected.durations, expected.duration));
  expect(choices.selectedDuration?.id ?? null).toBe(expected.duration?.id ?? null);
  expect(methodOptionsOf(snapshot).map((method) => method.id)).toEqual(expected.methods.map((method) => method.id));
  expect(methodOptionsOf(snapshot).find((method) => method.chosen)?.id ?? null).toBe(shownIf(expected.methods, expected.method));
  expect(choices.selectedConsultationMethod?.id ?? null).toBe(expected.method?.id ?? null);

  const calendar = calendarOf(snapshot);
  expect(calendar.days.map((day) => day.date)).toEqual(expected.days.map((day) => day.date));
  const shownDay = expected.days.some((day) => day.date === expected.shownDay) ? expected.shownDay : (expected.days[0]?.date ?? null);
  expect(calendar.shownDay).toBe(shownDay);
  expect(calendar.times.map((slot) => slot.startTime)).toEqual(expected.days.find((day) => day.date === shownDay)?.slots.map((slot) => slot.startTime) ?? []);
  expect(calendar.slotTaken).toBe(expected.slotTaken);
  // Each day of the calendar says how many free times it has; the day listed and the day of the chosen time are marked, and so is the chosen time.
  const chosenDay = slotsOf(expected.days).find((slot) => slot.startTime === expected.slot?.startTime)?.date;
  expect(calendar.days).toEqual(expected.days.map((day) => ({ date: day.date, times: day.slots.length, shown: day.date === shownDay, chosen: day.date === chosenDay })));
  expect(calendar.times.filter((slot) => slot.chosen).map((slot) => slot.startTime)).toEqual(chosenDay !== undefined && chosenDay === shownDay ? [expected.slot!.startTime] : []);
  expect(choices.selectedTimeslot ? { startTime: choices.selectedTimeslot.startTime, endTime: choices.selectedTimeslot.endTime } : null).toEqual(
    expected.slot ? { startTime: expected.slot.startTime, endTime: expected.slot.endTime } : null,
  );
  // A time chosen is one of the list shown, of the length chosen (a list left behind is asked for again).
  if (choices.selectedTimeslot && expected.days.length > 0) {
    expect(slotsOf(expected.days).some((slot) => slot.startTime === choices.selectedTimeslot!.startTime)).toBe(true);
    expect(Date.parse(choices.selectedTimeslot.endTime) - Date.parse(choices.selectedTimeslot.startTime)).toBe(expected.duration!.minutes * 60_000);
  }
  expect(paymentOptionsOf(snapshot).find((option) => option.chosen)?.method ?? null).toBe(expected.payment);
  expect(appointmentOf(snapshot)).toBe(expected.step === 'booked' ? expected.appointment : null);
  // Booked ends the wizard (the page hears the actor finish); nothing else does.
  expect(snapshot.status).toBe(expected.step === 'booked' ? 'done' : 'active');

  // The controls offered: Next only with the step's choice made, Back from the second step on.
  const actions = actionsOf(snapshot);
  expect(actions.next).toBe(stepDone(expected));
  expect(actions.back).toBe(ORDER.indexOf(expected.step) > 0);
  expect(actions.retry).toBe(loads && expected.status === 'failed');
  expect(actions.confirm).toBe(expected.step === 'summary');
  expect(actions.confirming).toBe(expected.step === 'creating');

  // Liveness: a confirm on the summary reaches the server; a 409 offers a fresh list at once.
  const last = trace.at(-1);
  if (last?.event.type === 'confirm' && viewOf(last.before) === 'summary') {
    expect(last.calls.map((call) => call.name)).toEqual(['createAppointment']);
  }
  if (last?.event.type === 'xstate.error.actor.createAppointment' && (last.event.error as { status?: number }).status === 409) {
    expect(last.calls.map((call) => call.name)).toEqual(['loadTimes']);
    expect(calendarOf(snapshot).slotTaken).toBe(true);
    expect(viewOf(snapshot)).toBe('timeslot');
  }
}

const FIRST = slotAt(DAY_1, '09:00', 30);

/** A big family's account with nine reports ready: one consultation takes at most eight. */
const NINE_READY: ReportsStepData = {
  profiles: Array.from({ length: 9 }, (_, index) => ({
    ...SELF,
    id: `5e1d0000-0000-4000-8000-00000000020${index}`,
    geneTest: { ...SELF.geneTest, id: `7a1d0000-0000-4000-8000-00000000020${index}`, kitCode: `GW-24-2000${index}` },
  })),
  family: FAMILY,
};
const NINE_REPORT_IDS = NINE_READY.profiles.map((profile) => profile.geneTest.id);

describeModel<Machine, World>({
  name: 'booking',
  create: () => createBookingMachine(),
  starts,
  world: () => createBaseWorld(),
  provide: (candidate, world) =>
    candidate.provide({
      actors: {
        loadReports: world.calls.fake('loadReports'),
        loadDurations: world.calls.fake('loadDurations'),
        loadMethods: world.calls.fake('loadMethods'),
        loadTimes: world.calls.fake('loadTimes'),
        createAppointment: world.calls.fake('createAppointment'),
      },
    }) as Machine,
  sampler,
  check,
  // A day is chosen with each day shown: choosing a day the calendar does not offer keeps the one shown.
  facet: (snapshot) => (snapshot.matches({ timeslot: 'ready' }) ? `day shown ${snapshot.context.shownDay ?? 'none'}` : ''),
  // About 2,800 snapshots from one start.
  limit: 4_000,
  journeys: {
    'no free time in 90 days: an empty calendar and no Next': {
      start: 'the wizard opened from a report page',
      events: [
        ...REPORTS_FOR_ONESELF,
        ...onToTheTimes([SELF_REPORT], 'consultation-session-30-min', 1),
        { type: 'xstate.done.actor.loadTimes', output: [] },
        { type: 'step.next' },
      ],
    },
    'the lengths and the methods fail to load, and are asked for again': {
      start: 'the wizard opened from a report page',
      events: [
        ...REPORTS_FOR_ONESELF,
        { type: 'step.next' },
        ...failsOfflineThenAnswers('loadDurations', durationsFor([SELF_REPORT])),
        { type: 'duration.select', id: 'consultation-session-30-min' },
        { type: 'step.next' },
        { type: 'xstate.error.actor.loadMethods', error: unauthorized() },
        { type: 'load.retry' },
        { type: 'xstate.done.actor.loadMethods', output: methodsFor([SELF_REPORT]) },
      ],
    },
    'a person refused is not mentioned again once the step is passed': {
      start: 'the wizard opened from the menu',
      events: [
        { type: 'xstate.done.actor.loadReports', output: LOADED },
        { type: 'reports.toggle', id: SELF_REPORT },
        { type: 'member.toggle', profileId: SPOUSE.id },
        { type: 'member.add', name: '   ', gender: '1' },
        { type: 'step.next' },
        { type: 'step.back' },
      ],
    },
    'nine reports ready: a consultation takes at most eight': {
      start: 'the wizard opened from the menu',
      events: [
        { type: 'xstate.done.actor.loadReports', output: NINE_READY },
        { type: 'family.set', isFamily: false },
        ...NINE_REPORT_IDS.map((id) => ({ type: 'reports.toggle', id })),
        { type: 'step.next' },
        { type: 'reports.toggle', id: NINE_REPORT_IDS[8] },
        { type: 'step.next' },
        { type: 'xstate.done.actor.loadDurations', output: durationsFor(NINE_REPORT_IDS.slice(0, 8)) },
      ],
    },
    'a name longer than 120 characters is refused; 120 once trimmed is added': {
      start: 'the wizard opened from the menu',
      events: [
        { type: 'xstate.done.actor.loadReports', output: LOADED },
        { type: 'member.add', name: 'Phạm'.repeat(30) + 'A', gender: '1' },
        { type: 'member.add', name: `  ${'Phạm'.repeat(30)}  `, gender: '2' },
      ],
    },
    'five people chosen: a sixth family profile is refused as full; removing one makes room': {
      start: 'the wizard opened from the menu',
      events: [
        { type: 'xstate.done.actor.loadReports', output: LOADED },
        { type: 'member.add', name: 'Phạm Văn Tư', gender: '1' },
        { type: 'member.add', name: 'Nguyễn Thị Hồng', gender: '2' },
        { type: 'member.add', name: 'Nguyễn Văn Sáu', gender: '3' },
        { type: 'member.toggle', profileId: SPOUSE.id },
        { type: 'member.toggle', profileId: CHILD.id },
        { type: 'member.toggle', profileId: GRANDMOTHER.id },
        { type: 'member.remove', index: 0 },
        { type: 'member.toggle', profileId: GRANDMOTHER.id },
      ],
    },
    'a longer session chosen after the time: the time of the old length is not kept': {
      start: 'the wizard opened from the menu',
      events: [
        { type: 'xstate.done.actor.loadReports', output: LOADED },
        { type: 'reports.toggle', id: SELF_REPORT },
        { type: 'family.set', isFamily: false },
        ...onToTheTimes([SELF_REPORT], 'consultation-session-30-min', 1),
        { type: 'xstate.done.actor.loadTimes', output: daysFor(30) },
        { type: 'slot.select', startTime: FIRST.startTime },
        { type: 'step.back' },
        { type: 'step.back' },
        { type: 'duration.select', id: 'consultation-session-60-min' },
        { type: 'step.next' },
        { type: 'xstate.done.actor.loadMethods', output: methodsFor([SELF_REPORT]) },
        { type: 'step.next' },
        { type: 'xstate.done.actor.loadTimes', output: daysFor(60) },
      ],
    },
    'from a report page: 30 minutes by video, paid by transfer, the time taken meanwhile, another one booked': {
      start: 'the wizard opened from a report page',
      events: [
        { type: 'xstate.done.actor.loadReports', output: LOADED },
        { type: 'step.next' },
        { type: 'family.set', isFamily: false },
        ...onToTheTimes([SELF_REPORT], 'consultation-session-30-min', 1),
        { type: 'xstate.done.actor.loadTimes', output: daysFor(30) },
        { type: 'day.select', date: DAY_2 },
        { type: 'day.select', date: '2026-12-02' },
        { type: 'slot.select', startTime: FIRST.startTime },
        { type: 'step.next' },
        { type: 'payment.select', method: 'bank_transfer' },
        { type: 'step.next' },
        { type: 'confirm' },
        { type: 'confirm' },
        { type: 'xstate.error.actor.createAppointment', error: taken() },
        { type: 'xstate.done.actor.loadTimes', output: daysFor(30, [FIRST.startTime]) },
        { type: 'step.next' },
        { type: 'slot.select', startTime: slotAt(DAY_1, '14:00', 30).startTime },
        { type: 'step.next' },
        { type: 'step.next' },
        { type: 'confirm' },
        { type: 'xstate.done.actor.createAppointment', output: appointmentFor(slotAt(DAY_1, '14:00', 30), 'bank_transfer') },
      ],
    },
    'the spouse’s report talked through for the grandmother, who has no gene test yet: booked for her by her profile': {
      start: 'the wizard opened from the menu',
      events: [
        { type: 'xstate.done.actor.loadReports', output: LOADED },
        { type: 'reports.toggle', id: SPOUSE_REPORT },
        { type: 'step.next' },
        { type: 'member.toggle', profileId: GRANDMOTHER.id },
        ...onToTheTimes([SPOUSE_REPORT], 'consultation-session-30-min', 2),
        { type: 'xstate.done.actor.loadTimes', output: daysFor(30) },
        { type: 'slot.select', startTime: FIRST.startTime },
        { type: 'step.next' },
        { type: 'payment.select', method: 'at_consultation' },
        { type: 'step.next' },
        { type: 'confirm' },
        { type: 'xstate.done.actor.createAppointment', output: appointmentFor(FIRST, 'at_consultation', methodsFor([SPOUSE_REPORT])[0]) },
      ],
    },
    'changing the reports re-checks the length, the method and the time; family members switched off are not sent': {
      start: 'the wizard opened from the menu',
      events: [
        ...failsOfflineThenAnswers('loadReports', LOADED),
        { type: 'reports.toggle', id: SELF_REPORT },
        { type: 'member.toggle', profileId: SPOUSE.id },
        { type: 'member.toggle', profileId: CHILD.id },
        { type: 'member.toggle', profileId: GRANDMOTHER.id },
        { type: 'member.add', name: 'Phạm Văn Tư', gender: '1' },
        { type: 'member.add', name: 'Nguyễn Thị Hồng', gender: '3' },
        { type: 'member.add', name: 'Nguyễn Văn Sáu', gender: '1' },
        { type: 'member.toggle', profileId: SPOUSE.id },
        { type: 'member.toggle', profileId: SPOUSE.id },
        { type: 'member.remove', index: 4 },
        ...onToTheTimes([SELF_REPORT], 'consultation-session-60-min', 3),
        { type: 'xstate.done.actor.loadTimes', output: daysFor(60) },
        { type: 'slot.select', startTime: slotAt(DAY_2, '08:30', 60).startTime },
        { type: 'step.back' },
        { type: 'step.back' },
        { type: 'step.back' },
        { type: 'reports.toggle', id: SPOUSE_REPORT },
        { type: 'family.set', isFamily: false },
        { type: 'step.next' },
        { type: 'xstate.done.actor.loadDurations', output: durationsFor([SELF_REPORT, SPOUSE_REPORT]) },
        { type: 'step.next' },
        { type: 'xstate.done.actor.loadMethods', output: methodsFor([SELF_REPORT, SPOUSE_REPORT]) },
        { type: 'step.next' },
        { type: 'method.select', id: 2 },
        { type: 'step.next' },
        ...failsOfflineThenAnswers('loadTimes', daysFor(60)),
        { type: 'slot.select', startTime: slotAt(DAY_2, '08:30', 60).startTime },
        { type: 'step.next' },
        { type: 'payment.select', method: 'at_consultation' },
        { type: 'step.next' },
        { type: 'confirm' },
        { type: 'xstate.error.actor.createAppointment', error: refused() },
        { type: 'step.back' },
        { type: 'step.next' },
        { type: 'confirm' },
        { type: 'xstate.done.actor.createAppointment', output: appointmentFor(slotAt(DAY_2, '08:30', 60), 'at_consultation', methodsFor([SPOUSE_REPORT])[0]) },
      ],
    },
  },
});
