// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consultationEndpoints } from '../../api/contract/consultations';
import { geneTestEndpoints } from '../../api/contract/gene-test';
import { toWire } from '../../api/contract/wire';
import { informationOf } from '../../machines/gene-tests/gene-tests.fixtures';
import { DAY_1, DAY_2, FAMILY, PROFILES, SELF, SELF_REPORT, appointmentFor, daysFor, durationsFor, methodsFor, slotAt } from '../../machines/booking/booking.fixtures';
import { error, profile, renderApp } from '../testing/app-under-test';
import { freshPageEachTest } from '../testing/fresh-page';
import enBooking from '../../i18n/locales/en/booking.json';

/**
 * The booking wizard on the real route tree, signed in, against the Portal API as the test
 * answers it (wire format). The device is in New York: days and times still read in Vietnam.
 */

const STORED_TOKEN = 'stored-token-0123456789abcdef0123456789ab';
const ZONE = process.env.TZ;

beforeAll(async () => {
  process.env.TZ = 'America/New_York';
  // The pages' code is loaded once here, not inside a test's wait for its first call or heading.
  await Promise.all([import('./booking-page'), import('./booked-appointment'), import('../auth/sign-in-page'), import('../account/gene-test-page'), import('../account/account-layout')]);
});
freshPageEachTest();
afterAll(() => {
  process.env.TZ = ZONE;
});

const wire = (endpoint: { response: { body: Parameters<typeof toWire>[0] } }, data: unknown) => ({ json: toWire(endpoint.response.body, { data } as never) });
const customer = wire(geneTestEndpoints.customer, { customerProfiles: PROFILES, geneTestFullStates: [] });
const family = wire(consultationEndpoints.familyProfiles, FAMILY);

/** The reports step's two calls: the family profiles (with or without a gene test) and the gene-test profiles. */
async function answerReportsStep(app: Awaited<ReturnType<typeof signedIn>>) {
  await app.portal.reply('/v2/consultation-appointment/family-profiles/', family);
  await app.portal.reply('/customer/', customer);
}

async function signedIn(path: string, language: 'en' | 'vi' = 'en') {
  const app = await renderApp(path, { token: STORED_TOKEN, language, namespaces: ['booking', 'payment'] });
  await app.portal.reply('/user-profile/', profile);
  return app;
}

/** Queries inside the wizard only: the site's header and footer are not searched (role queries over the whole page are slow). */
const page = () => within(document.querySelector<HTMLElement>('.booking') ?? document.body);
const findInPage = (...args: Parameters<typeof screen.findByRole>) => waitFor(() => page().getByRole(args[0], args[1]));
const findTextInPage = (text: string) => waitFor(() => page().getByText(text));
const next = () => userEvent.click(page().getByRole('button', { name: 'Continue' }));
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

describe('booking wizard', () => {
  it('books from a report page: steps in order, Vietnam times, a taken time offers a fresh list, then the QR, the calendar file and My appointments', async () => {
    const app = await signedIn(`/consultation?report=${SELF_REPORT}`);
    // While the step's options load: the wizard's name and what its five steps are, and no
    // Continue yet (the options would push it down as they arrive).
    await findTextInPage(enBooking.loading);
    expect(page().getByText(enBooking.intro)).toBeTruthy();
    expect(page().queryByRole('button', { name: 'Continue' })).toBeNull();
    await answerReportsStep(app);
    expect(await findInPage('heading', { level: 1, name: 'Which reports should the doctor go through?' })).toBeTruthy();
    expect(currentStep()).toContain('Reports');
    expect(page().getByText(enBooking.intro)).toBeTruthy();
    // The report the page was opened from is chosen; the spouse's is offered; the child's test has no report yet.
    expect(page().getByRole<HTMLInputElement>('checkbox', { name: /Nguyễn Văn An – G-Intel/ }).checked).toBe(true);
    expect(page().getByRole<HTMLInputElement>('checkbox', { name: /Trần Thị Bình – G-Care/ }).checked).toBe(false);
    expect(page().queryByRole('checkbox', { name: /G-Intel Kid/ })).toBeNull();
    // For family members by default: with nobody chosen, Continue says what is missing.
    expect(page().getByRole<HTMLInputElement>('radio', { name: 'Family members' }).checked).toBe(true);
    await next();
    expect(page().getByText('Please choose at least one report, and who the consultation is for.')).toBeTruthy();
    expect(app.portal.waiting()).toEqual([]);

    // Someone typed in without a name is refused with the reason.
    await userEvent.selectOptions(page().getByRole('combobox', { name: 'Gender' }), '2');
    await userEvent.click(page().getByRole('button', { name: 'Add this person' }));
    expect(page().getByRole('alert').textContent).toBe("Please enter the person's full name.");
    await userEvent.click(page().getByRole('radio', { name: 'Myself' }));
    await next();

    await app.portal.reply('/v2/consultation-appointment/duration/', wire(consultationEndpoints.durations, durationsFor([SELF_REPORT])));
    expect(await findInPage('heading', { level: 1, name: 'How long should the consultation be?' })).toBeTruthy();
    // The new step's heading takes the focus (in the frame after the step is drawn).
    await waitFor(() => expect(document.activeElement).toBe(page().getByRole('heading', { level: 1 })));
    // The introduction is the first step's only.
    expect(page().queryByText(enBooking.intro)).toBeNull();
    await userEvent.click(page().getByRole('radio', { name: /30 minutes/ }));
    await next();
    await app.portal.reply('/consultation-method/', wire(consultationEndpoints.methods, methodsFor([SELF_REPORT])));
    await userEvent.click(await findInPage('radio', { name: /Gọi video/ }));
    await next();
    await app.portal.reply('/v2/consultation-appointment/available-time/', wire(consultationEndpoints.availableTime, daysFor(30)));

    // The calendar: free days are buttons named with their date; the first day's times are listed in Vietnam time.
    expect(await findTextInPage('All times are Vietnam time (GMT+7).')).toBeTruthy();
    expect(page().getByRole('table', { name: 'December 2026' })).toBeTruthy();
    const first = page().getByRole('button', { name: 'Tuesday, December 1, 2026: 2 free times' });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    const times = () => within(page().getByRole('group', { name: /^Free times on/ })).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(times()).toEqual(['09:00', '14:00']);
    await userEvent.click(page().getByRole('button', { name: 'Thursday, December 3, 2026: 1 free time' }));
    expect(times()).toEqual(['08:30']);
    await userEvent.click(first);
    await userEvent.click(page().getByRole('radio', { name: '09:00' }));
    await next();
    await userEvent.click(page().getByRole('radio', { name: /Bank transfer/ }));
    await next();

    // The summary, then someone else was quicker: the times again, fresh, with the reason.
    expect(await findInPage('heading', { level: 1, name: 'Check and confirm your booking' })).toBeTruthy();
    expect(page().getByText('Tuesday, December 1, 2026 at 09:00')).toBeTruthy();
    expect(page().getByText('690.000đ')).toBeTruthy();
    await userEvent.click(page().getByRole('button', { name: 'Confirm booking' }));
    const booking = await app.portal.arrival('/v2/consultation-appointment/');
    expect(booking.body).toEqual({
      start_time: slotAt(DAY_1, '09:00', 30).startTime,
      end_time: slotAt(DAY_1, '09:30', 0).startTime,
      consultation_method_id: 1,
      duration_selected: { id: 'consultation-session-30-min', minutes: 30 },
      test_report_ids: [SELF_REPORT],
      is_family: false,
      family_members: [],
      payment_type: 'bank_transfer',
    });
    await app.portal.reply('/v2/consultation-appointment/', error(409, 'slot_taken', 'This time was just booked.'));
    await app.portal.reply('/v2/consultation-appointment/available-time/', wire(consultationEndpoints.availableTime, daysFor(30, [slotAt(DAY_1, '09:00', 30).startTime])));
    expect((await findInPage('alert')).textContent).toBe('Sorry, the time you chose has just been booked by someone else. Here are the times still free.');
    expect(times()).toEqual(['14:00']);
    await userEvent.click(page().getByRole('radio', { name: '14:00' }));
    await next();
    await next();
    await userEvent.click(page().getByRole('button', { name: 'Confirm booking' }));
    await app.portal.reply('/v2/consultation-appointment/', wire(consultationEndpoints.createAppointment, appointmentFor(slotAt(DAY_1, '14:00', 30), 'bank_transfer')));

    // The confirmation: payment state, the QR code and transfer details, the calendar file, My appointments.
    expect(await findInPage('heading', { level: 1, name: 'Your consultation is booked' })).toBeTruthy();
    expect(page().getByTestId('payment-state').textContent).toBe('Awaiting your bank transfer');
    expect(page().getByRole('img', { name: /690\.000đ/ })).toBeTruthy();
    expect(page().getByText('GWC 2026 000123')).toBeTruthy();
    expect(page().getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')).toBe('/consultation-calendar/0b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c10.ics?key=abc');
    expect(page().getByRole('link', { name: 'My appointments' }).getAttribute('href')).toBe('/account/appointments');
    expect(page().getByRole('link', { name: 'Join the video call' }).getAttribute('href')).toMatch(/^https:\/\/meet\.jit\.si\//);
    // The whole journey is some forty clicks and answers, each a render of the page in jsdom: more than the default 5 s.
  }, 20_000);

  it('speaks Vietnamese: dates dd/mm/yyyy, a failed load offers a retry', async () => {
    const app = await signedIn('/consultation', 'vi');
    await app.portal.reply('/v2/consultation-appointment/family-profiles/', family);
    await app.portal.reply('/customer/', error(500, 'internal'));
    expect((await findInPage('alert')).textContent).toBe('Hệ thống đang gặp sự cố. Vui lòng thử lại sau ít phút.');
    await userEvent.click(page().getByRole('button', { name: 'Thử lại' }));
    await answerReportsStep(app);
    await userEvent.click(await findInPage('checkbox', { name: /Trần Thị Bình – G-Care/ }));
    // The grandmother has no gene test (GET /customer/ leaves her out): she is offered, and said to be untested.
    const grandmother = page().getByRole<HTMLInputElement>('checkbox', { name: 'Phạm Thị Cúc (bố/mẹ) Chưa làm xét nghiệm gen' });
    expect(page().getByRole('group', { name: 'Người thân tham gia' }).getAttribute('aria-describedby')).toBe('booking-members-hint');
    expect(page().getByText(/Người thân chưa làm xét nghiệm gen vẫn có thể tham gia/)).toBeTruthy();
    await userEvent.click(grandmother);
    expect(grandmother.checked).toBe(true);
    await userEvent.click(page().getByRole('checkbox', { name: /Trần Thị Bình \(vợ\/chồng\)/ }));
    await userEvent.click(page().getByRole('button', { name: 'Tiếp tục' }));
    await app.portal.reply('/v2/consultation-appointment/duration/', wire(consultationEndpoints.durations, durationsFor([SELF_REPORT])));
    await userEvent.click(await findInPage('radio', { name: /30 phút/ }));
    await userEvent.click(page().getByRole('button', { name: 'Tiếp tục' }));
    await app.portal.reply('/consultation-method/', wire(consultationEndpoints.methods, methodsFor([SELF_REPORT])));
    await userEvent.click(await findInPage('radio', { name: /Gọi điện thoại/ }));
    await userEvent.click(page().getByRole('button', { name: 'Tiếp tục' }));
    await app.portal.reply('/v2/consultation-appointment/available-time/', wire(consultationEndpoints.availableTime, daysFor(30)));
    expect(await findInPage('button', { name: 'Thứ Ba, 01/12/2026: còn 2 giờ trống' })).toBeTruthy();
    expect(page().getByRole('group', { name: 'Giờ còn trống ngày Thứ Ba, 01/12/2026' })).toBeTruthy();
    expect(page().getByRole('button', { name: /03\/12\/2026/ })).toBeTruthy();
    // Back keeps the choice shown.
    await userEvent.click(page().getByRole('button', { name: 'Quay lại' }));
    expect(page().getByRole<HTMLInputElement>('radio', { name: /Gọi điện thoại/ }).checked).toBe(true);
    expect(DAY_2).toBe('2026-12-03');
  }, 20_000);

  it("opens from a report page's 'talk to a doctor' link with that report chosen", async () => {
    const app = await signedIn(`/account/gene-tests/${SELF_REPORT}`);
    await app.portal.reply(`/genetic-test-information/${SELF_REPORT}/`, wire(geneTestEndpoints.information, informationOf(SELF)));
    const link = await screen.findByRole('link', { name: 'Talk to a doctor about this report' });
    expect(link.getAttribute('href')).toBe(`/consultation?report=${SELF_REPORT}`);
    await userEvent.click(link);
    await answerReportsStep(app);
    expect(page().getByRole<HTMLInputElement>('checkbox', { name: /Nguyễn Văn An – G-Intel/ }).checked).toBe(true);
  });

  it('sends a signed-out visitor to sign-in, to come back to the same wizard', async () => {
    const app = await renderApp(`/consultation?report=${SELF_REPORT}`, { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/sign-in');
    expect(app.router.state.location.search).toEqual({ redirect: `/consultation?report=${SELF_REPORT}` });
  });
});
