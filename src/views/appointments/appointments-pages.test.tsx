// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appointmentSchema, cancellationAnswerSchema, cancellationDetailSchema } from '../../api/contract/consultations';
import { onboardingSurveySchema, postConsultationSurveySchema, preConsultationSurveySchema } from '../../api/contract/surveys';
import { toWire } from '../../api/contract/wire';
import { ALREADY_CANCELLED, APPOINTMENT, APPOINTMENT_ID, CANCELLABLE, CANCELLATION_ANSWERS, CANCELLED_APPOINTMENT } from '../../machines/appointments/appointments.fixtures';
import { ONBOARDING_OPEN, POST_DONE, PRE_DONE, PRE_OPEN } from '../../machines/surveys/surveys.fixtures';
import { error, profile, renderApp } from '../testing/app-under-test';
import { freshPageEachTest } from '../testing/fresh-page';

/**
 * My appointments, the cancellation page and the survey pages on the real route tree (the real
 * API client over a fetch the test answers in the wire format, snake_case).
 */

const TOKEN = 'Zq3kV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E';
const STORED_TOKEN = 'stored-token-0123456789abcdef0123456789ab';

freshPageEachTest();
beforeEach(() => {
  window.location.hash = '';
});

/** The page's heading: its code and texts load on first use (slow on a busy machine the first time). */
const opened = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const SLOW = { timeout: 60_000 };

const detail = (value: typeof CANCELLABLE) => ({ json: { data: toWire(cancellationDetailSchema, value) } });
const answers = { json: { data: CANCELLATION_ANSWERS.map((answer) => toWire(cancellationAnswerSchema, answer)) } };
const { surveyProfile, ...postRest } = POST_DONE;
const postDone = { json: { data: toWire(postConsultationSurveySchema, { ...postRest, customerId: surveyProfile.id, customerName: surveyProfile.name }) } };

describe('cancellation page', () => {
  it('from the SMS link: sends the survey token, asks for words with "another reason", cancels with the answer and says so', SLOW, async () => {
    window.location.hash = `#t=${TOKEN}`;
    const app = await renderApp(`/consultations/${APPOINTMENT_ID}/cancel`, { token: null });
    await opened('Cancel your consultation');
    const read = await app.portal.arrival(`/cancellation/${APPOINTMENT_ID}/`);
    expect(read.headers.get('Survey-Token')).toBe(TOKEN);
    await app.portal.reply(`/cancellation/${APPOINTMENT_ID}/`, detail(CANCELLABLE));
    await app.portal.reply('/cancellation-answers/', answers);

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel your consultation' })).toBeTruthy();
    expect(screen.getByText('Dec 2, 2026 at 09:00 (Vietnam time)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a reason.');

    await userEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
    expect(screen.getByRole('alert').textContent).toBe('Please tell us the reason in a few words.');
    expect(app.portal.received.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Anything you would like to add/ }), '  A work trip  ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
    const cancel = await app.portal.arrival(`/cancellation/${APPOINTMENT_ID}/cancel/`);
    expect(cancel.body).toEqual({ answer: 9, answer_text: 'A work trip' });
    expect(cancel.headers.get('Survey-Token')).toBe(TOKEN);
    await app.portal.reply(`/cancellation/${APPOINTMENT_ID}/cancel/`, detail({ appointment: CANCELLED_APPOINTMENT, cancellable: false, refusal: 'already_cancelled' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your consultation has been cancelled. Its time is free again for others.');
    // The token is kept for this appointment (storage key surveyToken).
    expect(JSON.parse(localStorage.getItem('surveyToken') ?? '{}')).toEqual({ [APPOINTMENT_ID]: TOKEN });
  });

  it('a refusal is said in the server’s words; an appointment already cancelled offers no form', SLOW, async () => {
    window.location.hash = `#t=${TOKEN}`;
    const app = await renderApp(`/consultations/${APPOINTMENT_ID}/cancel`, { token: null, language: 'vi' });
    await opened('Hủy lịch tư vấn');
    await app.portal.reply(`/cancellation/${APPOINTMENT_ID}/`, detail(CANCELLABLE));
    await app.portal.reply('/cancellation-answers/', answers);
    await userEvent.click(await screen.findByRole('radio', { name: 'I can no longer make that time' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hủy lịch hẹn' }));
    await app.portal.reply(`/cancellation/${APPOINTMENT_ID}/cancel/`, error(409, 'appointment_cancelled', 'Lịch hẹn này đã được hủy.'));
    expect((await screen.findByRole('alert')).textContent).toBe('Lịch hẹn này đã được hủy.');
    expect(screen.queryByRole('button', { name: 'Hủy lịch hẹn' })).toBeNull();

    cleanup();
    const again = await renderApp(`/consultations/${APPOINTMENT_ID}/cancel`, { token: null, language: 'vi' });
    await opened('Hủy lịch tư vấn');
    await again.portal.reply(`/cancellation/${APPOINTMENT_ID}/`, detail(ALREADY_CANCELLED));
    await again.portal.reply('/cancellation-answers/', answers);
    expect((await screen.findByRole('alert')).textContent).toBe('Lịch hẹn này đã được hủy trước đó.');
    expect(screen.getByText('09:00 ngày 02/12/2026 (giờ Việt Nam)')).toBeTruthy();
  });

  it('a link that opens nothing (someone else’s, a wrong token) answers in the server’s words', SLOW, async () => {
    const app = await renderApp(`/consultations/${APPOINTMENT_ID}/cancel`, { token: null });
    await opened('Cancel your consultation');
    await app.portal.reply(`/cancellation/${APPOINTMENT_ID}/`, error(404, 'not_found', 'No appointment was found.'));
    await app.portal.reply('/cancellation-answers/', answers);
    expect((await screen.findByRole('alert')).textContent).toContain('No appointment was found.');
  });
});

describe('my appointments', () => {
  it('lists each appointment with its status, payment, the .ics file, the survey and the cancel link', SLOW, async () => {
    const app = await renderApp('/account/appointments', { token: STORED_TOKEN });
    await app.portal.reply('/user-profile/', profile);
    await opened('My appointments');
    const page = {
      json: {
        data: [toWire(appointmentSchema, APPOINTMENT), toWire(appointmentSchema, { ...CANCELLED_APPOINTMENT, id: '1b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c11', reference: 'GWC-2026-000124' })],
        meta: { page: 1, limit: 10, total: 2 },
      },
    };
    await app.portal.reply('/v2/consultation-appointment/search-by-user/', page);
    const cards = await screen.findAllByTestId('my-appointment');
    expect(cards).toHaveLength(2);
    const [upcoming, cancelled] = cards.map((card) => within(card));
    expect(upcoming.getByText('Upcoming')).toBeTruthy();
    expect(upcoming.getByText('690.000đ by bank transfer: not received yet')).toBeTruthy();
    expect(upcoming.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')).toBe(APPOINTMENT.calendarUrl);
    expect(upcoming.getByRole('link', { name: 'Answer a few questions before your consultation' }).getAttribute('href')).toBe(`/consultations/${APPOINTMENT_ID}/pre-survey`);
    expect(upcoming.getByRole('link', { name: 'Cancel appointment GWC-2026-000123' }).getAttribute('href')).toBe(`/consultations/${APPOINTMENT_ID}/cancel`);
    expect(cancelled.getByText('Cancelled')).toBeTruthy();
    expect(cancelled.getByText('Cancelled: I can no longer make that time')).toBeTruthy();
    expect(cancelled.queryByRole('link', { name: /Cancel appointment/ })).toBeNull();
    expect(cancelled.queryByRole('link', { name: 'Add to calendar (.ics)' })).toBeNull();
  });
});

describe('survey pages', () => {
  it('the pre-consultation survey: names the missing answers, sends the answers once, then shows it done', SLOW, async () => {
    window.location.hash = `#t=${TOKEN}`;
    const app = await renderApp(`/consultations/${APPOINTMENT_ID}/pre-survey`, { token: null });
    await opened('Before your consultation');
    const read = await app.portal.arrival(`/surveys/pre-consultation/${APPOINTMENT_ID}/`);
    expect(read.headers.get('Survey-Token')).toBe(TOKEN);
    await app.portal.reply(`/surveys/pre-consultation/${APPOINTMENT_ID}/`, { json: { data: toWire(preConsultationSurveySchema, PRE_OPEN) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Before your consultation' })).toBeTruthy();
    expect(screen.getByText('Hello Nguyễn Văn An,')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(screen.getByRole('alert').textContent).toBe('Please answer: What would you most like to talk about? · How well do you usually sleep?');

    await userEvent.click(screen.getByRole('radio', { name: 'Weight and diet' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Diabetes' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'None of these' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Diabetes' }).checked).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.type(screen.getByRole('textbox', { name: /What would you like to ask the doctor/ }), ' Should my children be tested? ');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    const sent = await app.portal.arrival(`/surveys/pre-consultation/${APPOINTMENT_ID}/`);
    expect([sent.method, sent.body]).toEqual([
      'POST',
      { answers: { main_concern: { option_ids: ['weight'] }, conditions: { option_ids: ['none'] }, sleep_quality: { rating: 4 }, doctor_questions: { text: 'Should my children be tested?' } } },
    ]);
    await app.portal.reply(`/surveys/pre-consultation/${APPOINTMENT_ID}/`, { status: 201, json: { data: toWire(preConsultationSurveySchema, PRE_DONE) } });
    expect((await screen.findByRole('status')).textContent).toContain('you have answered the questions before this consultation');
    expect(app.portal.received.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('the post-consultation survey answered once shows as done, with the prize text', SLOW, async () => {
    const app = await renderApp(`/consultations/${APPOINTMENT_ID}/post-survey`, { token: STORED_TOKEN });
    await app.portal.reply('/user-profile/', profile);
    await opened('How was your consultation?');
    await app.portal.reply(`/surveys/post-consultation/${APPOINTMENT_ID}/`, postDone);
    expect((await screen.findByRole('status')).textContent).toBe('Thank you for your feedback.');
    expect(screen.getByRole('region', { name: 'Your thank-you gift' }).textContent).toContain('WELCOME10');
    expect(screen.queryByRole('button', { name: 'Send my answers' })).toBeNull();
  });

  it('the onboarding survey: answered once, it says so (userprofile.hasFinishedSurvey comes back true)', SLOW, async () => {
    const app = await renderApp('/account/onboarding-survey', { token: STORED_TOKEN });
    await app.portal.reply('/user-profile/', profile);
    await opened('Tell us about yourself');
    const onboarding = (finished: boolean) => ({
      json: { data: toWire(onboardingSurveySchema, { onboardingSurveyQuestions: ONBOARDING_OPEN.questions, meta: { userprofile: { hasFinishedSurvey: finished } } }) },
    });
    await app.portal.reply('/surveys/onboarding/', onboarding(false));
    await userEvent.click(await screen.findByRole('radio', { name: 'Sleep and stress' }));
    await userEvent.click(screen.getByRole('radio', { name: '2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    const sent = await app.portal.arrival('/surveys/onboarding/');
    expect([sent.method, sent.body]).toEqual(['POST', { answers: { main_concern: { option_ids: ['sleep'] }, sleep_quality: { rating: 2 } } }]);
    await app.portal.reply('/surveys/onboarding/', { status: 201, ...onboarding(true) });
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! Your answers help us suggest what suits you.');
  });
});
