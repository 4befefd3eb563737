import { expect, test } from './fixtures';
import { signInByApi } from './outbox';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeFindings } from './axe';

/**
 * After booking, on a 360 px phone in Vietnamese, against the real server: the consultation is
 * booked through the API (the wizard's own journey is appointment-booking.spec.ts), shows in My appointments
 * with its status, payment and .ics link; it is cancelled from the confirmation SMS's link (read
 * from the outbox) with an answer, and its time is offered again; another appointment's
 * pre-consultation survey is answered from My appointments and then shows as answered. axe checks
 * each page.
 *
 * The second demo account (Lê Thị Hoa, her own G-Pro report) signs in through the API, so this
 * journey does not wait on the code limit of the account the sign-in and booking journeys use.
 */

test.use({ viewport: { width: 360, height: 740 } });

const PHONE = '+84907654321';
const API = '/portal/api/v1';
const DEVICE = '0b7e7c1e-3f0e-4d7a-9a55-1f1d6a2f9c11';

interface Slot {
  start_time: string;
  end_time: string;
}
interface Booked {
  id: string;
  reference: string;
  start_time: string;
}



/** The wizard's choices, asked as the wizard asks them: her report, 30 minutes (or the shortest offered), a video call. */
async function choices(request: APIRequestContext, auth: Record<string, string>) {
  const customer = (await (await request.get(`${API}/customer/`, { headers: auth })).json()) as { data: { customer_profiles: Array<{ gene_test: { id: string; status: string } | null }> } };
  const report = customer.data.customer_profiles.find((profile) => profile.gene_test?.status === 'report_ready')?.gene_test?.id as string;
  expect(report).toBeTruthy();
  const durations = (await (await request.get(`${API}/v2/consultation-appointment/duration/`, { headers: auth, params: { test_report_ids: report } })).json()) as {
    data: Array<{ id: string; minutes: number }>;
  };
  const duration = durations.data.find((option) => option.minutes === 30) ?? durations.data[0];
  const methods = (await (await request.get(`${API}/consultation-method/`, { headers: auth, params: { test_report_ids: report } })).json()) as { data: Array<{ id: number; kind: string }> };
  const method = methods.data.find((option) => option.kind === 'video_call') ?? methods.data[0];
  return { report, duration: { id: duration.id, minutes: duration.minutes }, methodId: method.id };
}

type Choice = Awaited<ReturnType<typeof choices>>;

async function offered(request: APIRequestContext, auth: Record<string, string>, choice: Choice): Promise<Slot[]> {
  const response = await request.get(`${API}/v2/consultation-appointment/available-time/`, {
    headers: auth,
    params: { test_report_ids: choice.report, duration_selected: JSON.stringify(choice.duration), consultation_method_id: choice.methodId, days_range: 30 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Array<{ slots: Slot[] }> }).data.flatMap((day) => day.slots);
}

async function book(request: APIRequestContext, auth: Record<string, string>, choice: Choice, slot: Slot): Promise<Booked> {
  const response = await request.post(`${API}/v2/consultation-appointment/`, {
    headers: { ...auth, 'Accept-Language': 'vi' },
    data: {
      start_time: slot.start_time,
      end_time: slot.end_time,
      consultation_method_id: choice.methodId,
      duration_selected: choice.duration,
      test_report_ids: [choice.report],
      is_family: false,
      family_members: [],
      payment_type: 'bank_transfer',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Booked }).data;
}

const axeClean = async (page: Page) => expect(await axeFindings(page, { every: true })).toEqual([]);

const fitsTheScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('see the appointment in My appointments, cancel it from the SMS link with an answer, its time offered again; answer the pre-consultation survey', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await signInByApi(request, PHONE, DEVICE);
  const auth = { Authorization: `Token ${token}` };
  const choice = await choices(request, auth);

  // Book the first time offered until no doctor is left free then, so its return is seen.
  const [slot] = await offered(request, auth, choice);
  const cancelled = await book(request, auth, choice, slot);
  for (let held = 1; held < 6 && (await offered(request, auth, choice)).some((free) => free.start_time === slot.start_time); held += 1) await book(request, auth, choice, slot);
  expect((await offered(request, auth, choice)).map((free) => free.start_time)).not.toContain(slot.start_time);
  const later = (await offered(request, auth, choice)).at(-1) as Slot;
  const surveyed = await book(request, auth, choice, later);

  // Signed in, in Vietnamese: My appointments.
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'VN' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.goto('/account/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch hẹn của tôi' })).toBeVisible();
  const card = page.getByTestId('my-appointment').filter({ hasText: cancelled.reference });
  await expect(card.getByText('Sắp diễn ra')).toBeVisible();
  await expect(card.getByText(/chưa nhận được/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Thêm vào lịch (.ics)' })).toHaveAttribute('href', new RegExp(`/consultation-calendar/${cancelled.id}\\.ics\\?key=`));
  await expect(card.getByRole('link', { name: `Hủy lịch hẹn ${cancelled.reference}` })).toBeVisible();
  await fitsTheScreen(page);
  await axeClean(page);

  // The confirmation SMS links to the cancellation page with the survey token in its fragment.
  const outbox = (await (await request.get('/api/dev/sms-outbox', { params: { phone: PHONE } })).json()) as { data: Array<{ body: string }> };
  const link = outbox.data.map((message) => new RegExp(`https?://\\S+/consultations/${cancelled.id}/cancel#t=[A-Za-z0-9_-]{43}`).exec(message.body)?.[0]).find(Boolean) as string;
  expect(link).toBeTruthy();
  // Opened signed out, as someone tapping the link on their phone.
  await page.evaluate(() => localStorage.removeItem('authToken'));
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { level: 1, name: 'Hủy lịch tư vấn' })).toBeVisible();
  await expect(page.getByText(cancelled.reference)).toBeVisible();
  await page.getByRole('button', { name: 'Hủy lịch hẹn' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vui lòng chọn một lý do.');
  const answers = page.getByRole('group', { name: 'Vì sao bạn muốn hủy lịch?' }).getByRole('radio');
  // By keyboard alone: Space picks the answer, Tab goes on to the words, then to the button, Enter confirms.
  await answers.first().focus();
  await page.keyboard.press('Space');
  await expect(answers.first()).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /Bạn muốn chia sẻ thêm/ })).toBeFocused();
  await page.keyboard.type('Tôi phải đi công tác đột xuất');
  await page.keyboard.press('Tab');
  const confirm = page.getByRole('button', { name: 'Hủy lịch hẹn' });
  await expect(confirm).toBeFocused();
  await fitsTheScreen(page);
  await axeClean(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Lịch tư vấn của bạn đã được hủy. Khung giờ này đã được mở lại cho người khác đặt.');
  await axeClean(page);

  // Its time is offered again at once.
  expect((await offered(request, auth, choice)).map((free) => free.start_time)).toContain(slot.start_time);

  // The link again: already cancelled, in the page's words; a second cancel is refused by the server.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Lịch hẹn này đã được hủy trước đó.');
  const again = await request.post(`${API}/cancellation/${cancelled.id}/cancel/`, {
    headers: { 'Survey-Token': new URL(link).hash.slice(3), 'Accept-Language': 'vi' },
    data: { answer: 1 },
  });
  expect(again.status()).toBe(409);

  // The other appointment's pre-consultation survey, from My appointments (signed in: no token needed).
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  await page.goto('/account/appointments');
  const next = page.getByTestId('my-appointment').filter({ hasText: surveyed.reference });
  await expect(page.getByTestId('my-appointment').filter({ hasText: cancelled.reference }).getByText('Đã hủy', { exact: true })).toBeVisible();
  await next.getByRole('link', { name: 'Trả lời vài câu hỏi trước buổi tư vấn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trước buổi tư vấn' })).toBeVisible();
  await page.getByRole('button', { name: 'Gửi câu trả lời' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Vui lòng trả lời');
  // Every question the clinic marks required: its first choice, or the middle of its scale, or a few words.
  for (const group of await page.locator('fieldset.field').all()) {
    const legend = (await group.locator('legend').textContent()) ?? '';
    if (!legend.includes('(bắt buộc)')) continue;
    const choices = group.locator('input');
    await choices.nth(Math.floor(((await choices.count()) - 1) / 2)).check();
  }
  for (const box of await page.locator('textarea').all()) {
    const label = await page.locator(`label[for="${await box.getAttribute('id')}"]`).textContent();
    if (label?.includes('(bắt buộc)')) await box.fill('Tôi muốn hỏi về chế độ ăn');
  }
  await fitsTheScreen(page);
  await axeClean(page);
  await page.getByRole('button', { name: 'Gửi câu trả lời' }).click();
  await expect(page.getByRole('status')).toContainText('Cảm ơn bạn đã trả lời các câu hỏi trước buổi tư vấn');
  await axeClean(page);

  // Done once, it shows as done.
  await page.goto('/account/appointments');
  await expect(page.getByTestId('my-appointment').filter({ hasText: surveyed.reference }).getByText('Câu hỏi trước buổi tư vấn: đã trả lời')).toBeVisible();
});
