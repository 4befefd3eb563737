import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { latestCode } from './outbox';
import type { Page } from '@playwright/test';
import { axeFindings } from './axe';

/**
 * The booking wizard as a Vietnamese customer uses it on a 360 px phone, against the real
 * server: from a gene-test report page, a 30-minute video consultation paid by bank transfer
 * (the VietQR code shown), the calendar file downloaded, and the appointment among the
 * account's (the API, then My appointments). The page is checked with axe at each step.
 */

test.use({ viewport: { width: 360, height: 740 } });

/**
 * The third demo account (server/seed/demo-accounts.ts), his own G-Care report. Each journey that
 * signs in a demo account has one of its own (auth.spec.ts the first, appointments.spec.ts the
 * second), since the server sends one code per number per minute and the files run at once.
 */
const DEMO_PHONE = '0903 456 789';


const axeClean = async (page: Page) => expect(await axeFindings(page, { every: true })).toEqual([]);

const fitsTheScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
const next = (page: Page) => page.getByRole('button', { name: 'Tiếp tục' }).click();
const stepHeading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test('from a report page, book a 30-minute video consultation paid by transfer, get the calendar file, find it among the appointments', async ({ page }) => {
  // A sign-in, seven steps and five axe analyses (one of a three-month calendar): a long journey.
  test.setTimeout(120_000);
  // Signed out, the wizard sends the visitor to sign-in (once the app has taken the server's
  // drawing over: the server cannot know who is signed in) and brings them back to it.
  await page.goto('/consultation');
  await expect(page).toHaveURL('/sign-in?redirect=%2Fconsultation');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'VN' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(DEMO_PHONE);
  await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await page.getByRole('textbox', { name: 'Mã OTP (6 chữ số)' }).fill(await latestCode(page.request, DEMO_PHONE));
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await stepHeading(page, 'Bác sĩ sẽ tư vấn về những báo cáo nào?');
  // A full load of the wizard, signed in: the server drew it as it looks while the account loads
  // (its name and introduction); the app adopts that and goes on to the first step.
  await page.goto('/consultation');
  await expect(page.getByText('Cùng bác sĩ của GeneWell xem lại các báo cáo xét nghiệm gen của bạn', { exact: false })).toBeVisible();
  await stepHeading(page, 'Bác sĩ sẽ tư vấn về những báo cáo nào?');

  // From his own report's page: "talk to a doctor about this report".
  await page.goto('/account/gene-tests');
  await page.getByRole('link', { name: 'Xem xét nghiệm của Trần Quốc Bảo' }).click();
  const reportId = /\/account\/gene-tests\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
  await page.getByRole('link', { name: 'Trao đổi với bác sĩ về báo cáo này' }).click();
  await expect(page).toHaveURL(`/consultation?report=${reportId}`);
  await stepHeading(page, 'Bác sĩ sẽ tư vấn về những báo cáo nào?');
  await expect(page.getByRole('navigation', { name: 'Các bước đặt lịch' }).locator('[aria-current="step"]')).toContainText('Báo cáo');
  await expect(page.getByRole('checkbox', { name: /Trần Quốc Bảo – G-Care/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Cho chính tôi' }).check();
  await fitsTheScreen(page);
  await axeClean(page);
  await next(page);

  await stepHeading(page, 'Buổi tư vấn kéo dài bao lâu?');
  await page.getByRole('radio', { name: /^30 phút/ }).check();
  await axeClean(page);
  await next(page);

  await stepHeading(page, 'Bạn muốn trao đổi với bác sĩ bằng cách nào?');
  await page.getByRole('radio', { name: /Gọi video/ }).check();
  await next(page);

  // Days in a calendar and times in Vietnam time, whatever the phone's zone.
  await stepHeading(page, 'Chọn ngày và giờ');
  await expect(page.getByText('Tất cả giờ đều theo giờ Việt Nam (GMT+7).')).toBeVisible();
  const times = page.getByRole('group', { name: /^Giờ còn trống ngày/ });
  await expect(times.getByRole('radio').first()).toBeVisible();
  await fitsTheScreen(page);
  await axeClean(page);
  // The day's last time: appointments.spec.ts, running at the same time, books the first time offered
  // (and the last of the month) until no doctor is free then, which took this one away mid-journey.
  await times.getByRole('radio').last().check();
  await next(page);

  await stepHeading(page, 'Bạn muốn thanh toán thế nào?');
  await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check();
  await next(page);

  await stepHeading(page, 'Kiểm tra và xác nhận lịch hẹn');
  await expect(page.getByText('30 phút')).toBeVisible();
  await axeClean(page);
  await page.getByRole('button', { name: 'Xác nhận đặt lịch' }).click();

  // The confirmation: the payment awaited, the VietQR code, the transfer details, the calendar file.
  await expect(page.getByRole('heading', { level: 1, name: 'Bạn đã đặt lịch tư vấn thành công' })).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText('Đang chờ bạn chuyển khoản');
  const intro = await page.getByText(/^Mã lịch hẹn GWC-/).textContent();
  const reference = /GWC-\d{4}-\d{6,}/.exec(intro ?? '')?.[0] as string;
  expect(reference).toBeTruthy();
  await expect(page.locator('svg.transfer-details__code')).toBeVisible();
  await expect(page.getByText(reference.replace(/-/g, ' '), { exact: true })).toBeVisible();
  await fitsTheScreen(page);
  await axeClean(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Thêm vào lịch (.ics)' }).click();
  const download = await downloading;
  const ics = await readFile((await download.path()) as string, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('TZID=Asia/Ho_Chi_Minh');
  expect(ics).toContain('https://meet.jit.si/');

  // Among the account's appointments (My appointments reads this call).
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.get('/portal/api/v1/v2/consultation-appointment/search-by-user/', { headers: { Authorization: `Token ${token}` } });
  const { data } = (await response.json()) as { data: Array<{ reference: string; status: string; duration_selected: { minutes: number }; consultation_method: { kind: string }; payment: { type: string; status: string } }> };
  const booked = data.find((appointment) => appointment.reference === reference);
  expect(booked).toMatchObject({ status: 'upcoming', duration_selected: { minutes: 30 }, consultation_method: { kind: 'video_call' }, payment: { type: 'bank_transfer', status: 'unpaid' } });
  await page.getByRole('main').getByRole('link', { name: 'Lịch hẹn của tôi' }).click();
  await expect(page).toHaveURL(/\/account\/appointments/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch hẹn của tôi' })).toBeVisible();
  await expect(page.getByTestId('my-appointment').filter({ hasText: reference })).toHaveCount(1);
  await fitsTheScreen(page);
});
