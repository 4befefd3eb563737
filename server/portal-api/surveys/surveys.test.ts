import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consultationEndpoints } from '../../../src/api/contract/consultations';
import { urlOf } from '../../../src/api/contract/endpoint';
import { surveyEndpoints } from '../../../src/api/contract/surveys';
import { userProfileEndpoints } from '../../../src/api/contract/user-profile';
import { surveyResponses, users } from '../../db/schema';
import { readServerLocale } from '../../i18n/server-i18n';
import { AN_PHONE, HOA_PHONE, KITS, booked, geneTestIds, surveyTokenOf } from '../../testing/consultation-calls';
import { METHOD } from '../../testing/consultation-urls';
import type { WireAppointment } from '../../testing/consultation-calls';
import { call, errorOf, randomPhone, signIn } from '../../testing/portal-calls';
import { databaseKinds, useTestContext } from '../../testing/test-context';

/*
 * The three surveys on each database (README.md here): who may open them, answers checked against
 * the questions, answered once, open only in their time (before the consultation; for 30 days
 * after it), the prize text, and the onboarding survey's flag on the user profile.
 */

const START = new Date('2026-12-01T01:00:00Z');
const at = (local: string) => new Date(`${local}:00+07:00`).toISOString();
const errorsIn = (language: 'en' | 'vi' | 'th' | 'zh') => readServerLocale(language, 'errors') as Record<string, string> & { field: Record<string, string> };
const preOf = (id: string) => urlOf(surveyEndpoints.preConsultation, { id });
const postOf = (id: string) => urlOf(surveyEndpoints.postConsultation, { id });
const ONBOARDING = urlOf(surveyEndpoints.onboarding);

/** Answers to every required pre-consultation question, and one optional. */
const PRE_ANSWERS = {
  main_concern: { option_ids: ['heart'] },
  conditions: { option_ids: ['hypertension', 'high_cholesterol'] },
  family_conditions: { option_ids: ['none'] },
  activity: { option_ids: ['weekly_1_2'] },
  sleep: { rating: 3 },
  questions_for_doctor: { text: 'Tôi có nên kiểm tra mỡ máu định kỳ không?' },
};
/** Answers as the table keeps them: `option_ids` of the wire as `optionIds`, ratings and texts as they are. */
const storedAnswers = (answers: Record<string, { option_ids?: string[]; rating?: number; text?: string }>) =>
  Object.fromEntries(Object.entries(answers).map(([id, { option_ids: optionIds, ...rest }]) => [id, optionIds === undefined ? rest : { optionIds, ...rest }]));
const POST_ANSWERS = { overall: { rating: 5 }, clarity: { rating: 4 }, next_steps: { option_ids: ['clear_plan'] }, recommend: { rating: 9 } };

describe.each(databaseKinds)('surveys on %s', (kind) => {
  let clock = START;
  const ctx = useTestContext(kind, { now: () => clock });
  let an: string;
  let hoa: string;
  let ids: string[];
  let appointment: WireAppointment;
  let token: string;
  beforeAll(async () => {
    an = await signIn(ctx, AN_PHONE);
    hoa = await signIn(ctx, HOA_PHONE);
    ids = await geneTestIds(ctx, KITS.anSelf, KITS.anSpouse);
    appointment = await booked(ctx, an, { ids, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-02T09:00') });
    token = await surveyTokenOf(ctx, AN_PHONE, appointment.id);
  });
  const withToken = (value = token) => ({ 'Survey-Token': value });

  describe('pre-consultation', () => {
    it('opens with the survey token: grouped questions in the caller’s language, whose appointment it is, not yet done', async () => {
      const response = await call(ctx, preOf(appointment.id), { headers: withToken(), language: 'zh' });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as {
        data: {
          group_questions: Array<{ id: string; title: string; questions: Array<{ id: string; type: string; required: boolean; options: Array<{ id: string; exclusive: boolean }>; scale: unknown; max_length: number | null }> }>;
          has_done: boolean;
          customer: unknown;
          appointment: { id: string; doctor_name: string; time: string };
          is_open: boolean;
          closes_at: string;
        };
      };
      expect(data.group_questions.map((group) => group.id)).toEqual(['pre_health', 'pre_family', 'pre_lifestyle']);
      expect(data.group_questions[0].title).toBe('关于您的健康');
      expect(data.group_questions.flatMap((group) => group.questions.map((question) => [question.id, question.type, question.required]))).toEqual([
        ['main_concern', 'single_choice', true],
        ['conditions', 'multiple_choice', true],
        ['medications', 'text', false],
        ['family_conditions', 'multiple_choice', true],
        ['activity', 'single_choice', true],
        ['sleep', 'rating', true],
        ['questions_for_doctor', 'text', false],
      ]);
      const conditions = data.group_questions[0].questions[1];
      expect(conditions.options.filter((option) => option.exclusive).map((option) => option.id)).toEqual(['none']);
      expect(data.group_questions[2].questions[1].scale).toEqual({ min: 1, max: 5, min_label: '很差', max_label: '很好' });
      expect(data.group_questions[0].questions[2].max_length).toBe(500);
      expect(data).toMatchObject({ has_done: false, is_open: true, closes_at: appointment.start_time, customer: { name: 'Nguyễn Văn An', gender: 1 } });
      expect(data.appointment).toMatchObject({ id: appointment.id, doctor_name: appointment.doctor.name, time: '09:00' });
      // The owner signed in opens it too.
      expect((await call(ctx, preOf(appointment.id), { token: an })).status).toBe(200);
    });

    it('a wrong token, another account and an unknown appointment all answer the same 404', async () => {
      const refusals = [
        await call(ctx, preOf(appointment.id), { headers: withToken('x'.repeat(43)), language: 'vi' }),
        await call(ctx, preOf(appointment.id), { token: hoa, language: 'vi' }),
        await call(ctx, preOf(appointment.id), { language: 'vi' }),
        await call(ctx, preOf(randomUUID()), { headers: withToken(), language: 'vi' }),
        await call(ctx, postOf(appointment.id), { token: hoa, language: 'vi' }),
        await call(ctx, preOf(appointment.id), { method: 'POST', token: hoa, json: { answers: PRE_ANSWERS }, language: 'vi' }),
      ];
      const bodies = await Promise.all(refusals.map((response) => response.json()));
      expect(refusals.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      expect(bodies[0]).toEqual({ error: { code: 'not_found', message: errorsIn('vi').appointment_not_found } });
      expect((await call(ctx, preOf('nope'), { headers: withToken() })).status).toBe(400);
    });

    it('checks each answer against its question and names every failing one, storing nothing', async () => {
      const field = errorsIn('vi').field;
      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ ...PRE_ANSWERS, favourite_colour: { text: 'blue' } }, { 'answers.favourite_colour': field.unknown_question }],
        [{ ...PRE_ANSWERS, main_concern: { option_ids: ['heart', 'weight'] } }, { 'answers.main_concern': field.one_option_only }],
        [{ ...PRE_ANSWERS, main_concern: { option_ids: ['astrology'] } }, { 'answers.main_concern': field.unknown_option }],
        [{ ...PRE_ANSWERS, conditions: { option_ids: ['none', 'diabetes'] } }, { 'answers.conditions': field.exclusive_option }],
        [{ ...PRE_ANSWERS, conditions: { option_ids: ['diabetes', 'diabetes'] } }, { 'answers.conditions': field.duplicate_items }],
        [{ ...PRE_ANSWERS, sleep: { rating: 6 } }, { 'answers.sleep': field.rating_out_of_scale.replace('{{minimum}}', '1').replace('{{maximum}}', '5') }],
        [{ ...PRE_ANSWERS, sleep: { option_ids: ['well'] } }, { 'answers.sleep': field.answer_kind }],
        [{ ...PRE_ANSWERS, activity: { rating: 2 } }, { 'answers.activity': field.answer_kind }],
        [{ ...PRE_ANSWERS, medications: { text: 'x'.repeat(501) } }, { 'answers.medications': field.too_long.replace('{{maximum}}', '500') }],
        [{ main_concern: { option_ids: ['heart'] }, sleep: { rating: 3 } }, { 'answers.conditions': field.answer_required, 'answers.family_conditions': field.answer_required, 'answers.activity': field.answer_required }],
      ];
      for (const [answers, fields] of cases) {
        const response = await call(ctx, preOf(appointment.id), { method: 'POST', headers: withToken(), json: { answers }, language: 'vi' });
        expect(response.status, JSON.stringify(answers)).toBe(400);
        expect((await errorOf(response)).fields).toEqual(fields);
      }
      for (const json of [{}, { answers: [] }, { answers: { sleep: { rating: 3, extra: 1 } } }, { answers: { 'Bad-Id': { rating: 1 } } }]) {
        const response = await call(ctx, preOf(appointment.id), { method: 'POST', headers: withToken(), json });
        expect(response.status, JSON.stringify(json)).toBe(400);
      }
      expect(await ctx.database.db.select().from(surveyResponses).where(eq(surveyResponses.appointmentId, appointment.id))).toEqual([]);
    });

    it('takes the answers once: done shows as done, a second answer is 409 survey_done; concurrent answers store one', async () => {
      const second = await booked(ctx, an, { ids, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-02T10:00') });
      const secondToken = await surveyTokenOf(ctx, AN_PHONE, second.id);
      const responses = await Promise.all(Array.from({ length: 8 }, () => call(ctx, preOf(second.id), { method: 'POST', headers: withToken(secondToken), json: { answers: PRE_ANSWERS }, language: 'th' })));
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      const done = (await responses.find((response) => response.status === 201)?.json()) as { data: { has_done: boolean; is_open: boolean } };
      expect(done.data).toMatchObject({ has_done: true, is_open: false });
      for (const refused of responses.filter((response) => response.status === 409)) expect(await refused.json()).toEqual({ error: { code: 'survey_done', message: errorsIn('th').survey_done } });
      const stored = await ctx.database.db.select().from(surveyResponses).where(and(eq(surveyResponses.appointmentId, second.id), eq(surveyResponses.survey, 'pre_consultation')));
      expect(stored).toHaveLength(1);
      expect(stored[0].answers).toEqual(storedAnswers(PRE_ANSWERS));
      const read = (await (await call(ctx, preOf(second.id), { token: an })).json()) as { data: { has_done: boolean } };
      expect(read.data.has_done).toBe(true);
      const listed = ((await (await call(ctx, `${urlOf(consultationEndpoints.myAppointments)}?limit=100`, { token: an })).json()) as { data: WireAppointment[] }).data.find((entry) => entry.id === second.id);
      expect(listed?.surveys.pre_consultation).toEqual({ has_done: true, is_open: false });
    });

    it('closes when the consultation starts, and for a cancelled appointment (409 survey_closed)', async () => {
      const cancelled = await booked(ctx, an, { ids, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-02T10:30') });
      expect((await call(ctx, urlOf(consultationEndpoints.cancelAppointment, { id: cancelled.id }), { method: 'POST', token: an, json: { answer: 2 } })).status).toBe(200);
      const refused = await call(ctx, preOf(cancelled.id), { method: 'POST', token: an, json: { answers: PRE_ANSWERS }, language: 'en' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: { code: 'survey_closed', message: errorsIn('en').survey_closed } });
      expect(((await (await call(ctx, preOf(cancelled.id), { token: an })).json()) as { data: { is_open: boolean } }).data.is_open).toBe(false);
      clock = new Date(at('2026-12-02T09:00'));
      try {
        expect((await call(ctx, preOf(appointment.id), { method: 'POST', headers: withToken(), json: { answers: PRE_ANSWERS } })).status).toBe(409);
      } finally {
        clock = START;
      }
    });
  });

  describe('post-consultation', () => {
    it('opens after the consultation ends, for 30 days, with the prize text and whose survey it is', async () => {
      const before = await call(ctx, postOf(appointment.id), { headers: withToken(), language: 'vi' });
      expect(before.status).toBe(200);
      const early = ((await before.json()) as { data: Record<string, unknown> }).data;
      expect(early).toMatchObject({ has_done: false, is_open: false, opens_at: appointment.end_time, customer_name: 'Nguyễn Văn An' });
      expect(early.customer_id).toMatch(/^[0-9a-f-]{36}$/);
      const [owner] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, AN_PHONE));
      expect(early.customer_id).toBe(owner.id);
      expect((early.questions as Array<{ id: string }>).map((question) => question.id)).toEqual(['overall', 'clarity', 'next_steps', 'recommend', 'improvements']);
      expect(early.prize_text).toBe('Cảm ơn bạn đã dành thời gian trả lời! Để cảm ơn bạn, GeneWell tặng bạn ưu đãi 10% cho lần xét nghiệm gen tiếp theo với mã WELCOME10.');
      expect((await call(ctx, postOf(appointment.id), { method: 'POST', headers: withToken(), json: { answers: POST_ANSWERS } })).status).toBe(409);

      clock = new Date(at('2026-12-02T09:45'));
      try {
        const range = await call(ctx, postOf(appointment.id), { method: 'POST', headers: withToken(), json: { answers: { ...POST_ANSWERS, recommend: { rating: 11 } } }, language: 'en' });
        expect((await errorOf(range)).fields).toEqual({ 'answers.recommend': 'Please choose a value from 0 to 10.' });
        const answered = await call(ctx, postOf(appointment.id), { method: 'POST', headers: withToken(), json: { answers: { ...POST_ANSWERS, recommend: { rating: 0 }, improvements: { text: '' } } }, language: 'en' });
        expect(answered.status).toBe(201);
        expect(((await answered.json()) as { data: Record<string, unknown> }).data).toMatchObject({
          has_done: true,
          is_open: false,
          prize_text: 'Thank you for your answers! As a thank-you, enjoy 10% off your next GeneWell genetic test with the code WELCOME10.',
        });
        expect((await call(ctx, postOf(appointment.id), { method: 'POST', token: an, json: { answers: POST_ANSWERS } })).status).toBe(409);
      } finally {
        clock = START;
      }
    });

    it('closes 30 days after the consultation', async () => {
      const late = await booked(ctx, an, { ids, minutes: 30, methodId: METHOD.videoCall, start: at('2026-12-03T09:00') });
      // A month on, the sign-in has expired: the link's token is what opens it.
      const lateToken = await surveyTokenOf(ctx, AN_PHONE, late.id);
      clock = new Date(at('2027-01-02T09:31'));
      try {
        expect((await call(ctx, postOf(late.id), { method: 'POST', headers: withToken(lateToken), json: { answers: POST_ANSWERS } })).status).toBe(409);
        clock = new Date(at('2027-01-02T09:29'));
        expect((await call(ctx, postOf(late.id), { method: 'POST', headers: withToken(lateToken), json: { answers: POST_ANSWERS } })).status).toBe(201);
      } finally {
        clock = START;
      }
    });
  });

  describe('onboarding', () => {
    it('is signed in; finishing it sets userprofile.hasFinishedSurvey, once', async () => {
      const phone = randomPhone();
      const fresh = await signIn(ctx, phone);
      const first = await call(ctx, ONBOARDING, { token: fresh, language: 'th' });
      expect(first.status).toBe(200);
      const { data } = (await first.json()) as { data: { onboarding_survey_questions: Array<{ id: string; title: string }>; meta: { userprofile: { has_finished_survey: boolean } } } };
      expect(data.onboarding_survey_questions.map((question) => question.id)).toEqual(['goals', 'for_whom', 'heard_from']);
      expect(data.onboarding_survey_questions[0].title).toBe('อะไรทำให้คุณมาที่ GeneWell');
      expect(data.meta).toEqual({ userprofile: { has_finished_survey: false } });
      const missing = await call(ctx, ONBOARDING, { method: 'POST', token: fresh, json: { answers: { goals: { option_ids: ['nutrition'] } } } });
      expect(Object.keys((await errorOf(missing)).fields ?? {}).sort()).toEqual(['answers.for_whom', 'answers.heard_from']);
      const answers = { goals: { option_ids: ['nutrition', 'fitness'] }, for_whom: { option_ids: ['myself'] }, heard_from: { option_ids: ['social'] } };
      const done = await call(ctx, ONBOARDING, { method: 'POST', token: fresh, json: { answers } });
      expect(done.status).toBe(201);
      expect(((await done.json()) as { data: { meta: unknown } }).data.meta).toEqual({ userprofile: { has_finished_survey: true } });
      const profile = (await (await call(ctx, urlOf(userProfileEndpoints.get), { token: fresh })).json()) as { data: { userprofile: { has_finished_survey: boolean } } };
      expect(profile.data.userprofile.has_finished_survey).toBe(true);
      const again = await call(ctx, ONBOARDING, { method: 'POST', token: fresh, json: { answers }, language: 'vi' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: { code: 'survey_done', message: errorsIn('vi').survey_done } });
      // Lê Thị Hoa finished it before (the demo data): done already.
      expect((await call(ctx, ONBOARDING, { method: 'POST', token: hoa, json: { answers } })).status).toBe(409);
      expect((await call(ctx, ONBOARDING)).status).toBe(401);
      expect((await call(ctx, ONBOARDING, { method: 'POST', json: { answers } })).status).toBe(401);
    });
  });
});
