// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@tanstack/react-router';
import { DEMO_COMPANY } from '../../api/contract/company';
import { analyticsAllowed } from '../../machines/consent/consent.selectors';
import { checkStorage } from '../../platform/storage';
import { createTestRouter } from '../testing/test-router';
import type { SettingsInput } from '../../machines/settings/settings.machine';
import { createShellHarness } from '../testing/test-harness';
import { renderApp } from '../testing/app-under-test';
import { createConsentActor } from './consent-effects';
import type { ConsentActor } from './consent-effects';

/**
 * The trust pages on the real route tree: the footer's contact details and company identity on
 * every page (demo configuration: no /runtime-config.js in tests), the policy pages, /contact, the
 * cookie notice with its real edge (localStorage `cookieConsent`), and the sign-in line on why the
 * phone number is needed.
 */

beforeEach(() => {
  localStorage.clear();
  checkStorage(localStorage);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderPage(path: string, options: { language?: SettingsInput['language']; consent?: ConsentActor } = {}) {
  const consent = options.consent ?? createConsentActor();
  const harness = await createShellHarness({ chineseEnabled: true, language: options.language ?? 'en' }, { consent });
  await harness.i18n.loadNamespaces('legal');
  const router = await createTestRouter({ session: harness.actors.session, cart: harness.actors.cart }, path);
  render(<RouterProvider router={router} />, { wrapper: harness.wrapper });
  await screen.findByRole('heading', { level: 1 });
  return { ...harness, router, consent };
}

const footer = () => screen.getByRole('contentinfo');
/** Intl's spacing (thin and narrow no-break spaces) as plain spaces. */
const texts = (elements: HTMLElement[]) => elements.map((element) => (element.textContent ?? '').replace(/\s/g, ' '));
const notice = () => screen.queryByRole('region', { name: 'Cookies on GeneWell' });

describe('footer of every page', () => {
  it.each(['/', '/kid-quiz', '/no-such-page'])('on %s: hotline to call, email, Zalo, Facebook, office and hours, company identity', async (path) => {
    await renderPage(path);
    const contact = within(footer()).getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '1900 0000' }).getAttribute('href')).toBe('tel:19000000');
    expect(within(contact).getByRole('link', { name: DEMO_COMPANY.email }).getAttribute('href')).toBe(`mailto:${DEMO_COMPANY.email}`);
    expect(within(contact).getByRole('link', { name: 'Zalo Official Account' }).getAttribute('href')).toBe(DEMO_COMPANY.zaloUrl);
    expect(within(contact).getByRole('link', { name: 'Facebook page' }).getAttribute('href')).toBe(DEMO_COMPANY.facebookUrl);
    expect(within(contact).getByText(DEMO_COMPANY.address)).toBeTruthy();
    expect(texts(within(contact).getAllByRole('listitem'))).toEqual(['Monday – Friday: 08:00 – 17:30', 'Saturday: 08:00 – 12:00']);
    expect(within(contact).getByRole('link', { name: 'All contact details' }).getAttribute('href')).toBe('/contact');

    const company = within(footer()).getByRole('region', { name: 'Company information' });
    expect(within(company).getByText(DEMO_COMPANY.legalName)).toBeTruthy();
    expect(within(company).getByText('Business registration number 0300000000, issued by Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh on Mar 15, 2021')).toBeTruthy();
    expect(within(company).getByRole('link', { name: 'Registered with the Ministry of Industry and Trade' }).getAttribute('href')).toBe(DEMO_COMPANY.moitNoticeUrl);
  });

  it('links the policies and opens Cookie settings', async () => {
    await renderPage('/');
    const policies = within(footer()).getByRole('navigation', { name: 'Site information' });
    expect(within(policies).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy', '/terms', '/cookies', '/payment-security', '/bank-transfer', '/complaints', '/complaint-process',
    ]);
    expect(within(policies).getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
  });

  it('in Vietnamese: days and the registration date as Vietnamese writes them', async () => {
    await renderPage('/', { language: 'vi' });
    const contact = within(footer()).getByRole('region', { name: 'Liên hệ' });
    expect(texts(within(contact).getAllByRole('listitem'))).toEqual(['Thứ Hai – Thứ Sáu: 08:00–17:30', 'Thứ Bảy: 08:00–12:00']);
    expect(within(contact).getByRole('link', { name: '1900 0000' }).getAttribute('href')).toBe('tel:19000000');
    expect(within(footer()).getByText(/^Mã số doanh nghiệp 0300000000 do .* cấp ngày 15\/03\/2021$/)).toBeTruthy();
    expect(within(footer()).getByRole('link', { name: 'Đã thông báo Bộ Công Thương' })).toBeTruthy();
  });

  it('takes the deployment’s own values from the runtime configuration', async () => {
    vi.stubGlobal('__GENEWELL_CONFIG__', { company: { ...DEMO_COMPANY, legalName: 'Công ty Cổ phần Gen Khỏe', hotline: '028 3820 1234' } });
    try {
      await renderPage('/');
      expect(within(footer()).getByText('Công ty Cổ phần Gen Khỏe')).toBeTruthy();
      expect(within(footer()).getByRole('link', { name: '028 3820 1234' }).getAttribute('href')).toBe('tel:02838201234');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('policy pages and /contact', () => {
  it('the privacy policy: genetic data as sensitive data, each section listed, company details filled in', async () => {
    await renderPage('/privacy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    expect(document.title).toBe('Privacy policy · GeneWell');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const headings = within(contents).getAllByRole('link').map((link) => link.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Your consent', 'How long we keep it', 'Who we share it with', 'Your rights', 'How to make a request']));
    const requests = screen.getByRole('region', { name: 'How to make a request' });
    expect(requests.textContent).toContain(DEMO_COMPANY.privacyEmail);
    expect(requests.textContent).toContain(DEMO_COMPANY.hotline);
    expect(screen.getByRole('region', { name: 'Who is responsible for your data' }).textContent).toContain(`${DEMO_COMPANY.legalName} ("GeneWell", "we"), business registration number 0300000000`);
    expect(screen.getByText(/Decree 13\/2023\/NĐ-CP, treats genetic data as sensitive personal data/)).toBeTruthy();
    // No placeholder is left unfilled.
    expect(document.body.textContent).not.toMatch(/{{|}}/);
  });

  it.each([
    ['vi', 'Chính sách bảo mật', 'Quyền của bạn'],
    ['th', 'นโยบายความเป็นส่วนตัว', 'สิทธิของคุณ'],
    ['zh', '隐私政策', '您的权利'],
  ] as const)('the privacy policy in %s', async (language, title, rights) => {
    await renderPage('/privacy', { language });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('region', { name: rights })).toBeTruthy();
    expect(document.body.textContent).toContain(DEMO_COMPANY.privacyEmail);
  });

  it.each([
    ['/terms', 'Terms of use', 'What our genetic tests are, and are not'],
    ['/cookies', 'Cookie policy', 'Analytics: only if you allow'],
  ])('%s', async (path, title, section) => {
    await renderPage(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('region', { name: section })).toBeTruthy();
  });

  it('/contact: channels, office, company identity and where personal-data requests go', async () => {
    await renderPage('/contact');
    const main = within(screen.getByRole('main'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact us');
    expect(main.getByRole('link', { name: '1900 0000' }).getAttribute('href')).toBe('tel:19000000');
    expect(main.getByText('0300000000')).toBeTruthy();
    expect(main.getByText(DEMO_COMPANY.legalName)).toBeTruthy();
    expect(main.getByRole('link', { name: DEMO_COMPANY.privacyEmail }).getAttribute('href')).toBe(`mailto:${DEMO_COMPANY.privacyEmail}`);
    expect(main.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
  });
});

describe('cookie notice', () => {
  it('asks on a first visit; the choice is stored, the notice goes, and a reload does not ask again', async () => {
    const { consent } = await renderPage('/');
    const region = notice();
    expect(region).not.toBeNull();
    expect(within(region!).getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/cookies');
    expect(within(region!).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(analyticsAllowed(consent.getSnapshot())).toBe(false);

    await userEvent.click(within(region!).getByRole('button', { name: 'Allow analytics' }));
    expect(notice()).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(analyticsAllowed(consent.getSnapshot())).toBe(true);
    // The focus does not fall off the page with the notice.
    expect(document.activeElement).toBe(screen.getByRole('main'));

    cleanup();
    await renderPage('/');
    expect(notice()).toBeNull();
  });

  it('Cookie settings opens it again with the current choice and takes the focus; Escape closes it and gives the focus back', async () => {
    localStorage.setItem('cookieConsent', 'declined');
    await renderPage('/');
    expect(notice()).toBeNull();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(settings);
    const region = notice()!;
    expect(within(region).getByText('Your current choice: necessary cookies only.')).toBeTruthy();
    expect(document.activeElement).toBe(region);

    await userEvent.keyboard('{Escape}');
    expect(notice()).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(localStorage.getItem('cookieConsent')).toBe('declined');

    await userEvent.click(settings);
    await userEvent.click(within(notice()!).getByRole('button', { name: 'Allow analytics' }));
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(document.activeElement).toBe(settings);
  });

  it('is reachable by keyboard and does not trap the focus', async () => {
    await renderPage('/');
    const region = notice()!;
    const decline = within(region).getByRole('button', { name: 'Necessary only' });
    decline.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Allow analytics' }));
    await userEvent.tab();
    expect(region.contains(document.activeElement)).toBe(false);
    act(() => decline.focus());
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem('cookieConsent')).toBe('declined');
  });

  it('speaks the visitor’s language', async () => {
    await renderPage('/', { language: 'zh' });
    const region = screen.getByRole('region', { name: 'GeneWell的Cookie' });
    expect(within(region).getByRole('button', { name: '允许分析' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: '仅限必要Cookie' })).toBeTruthy();
  });
});

describe('why the phone number is needed', () => {
  it('the sign-in phone step says it in one line, with the privacy policy linked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/sign-in');
    await screen.findByRole('textbox', { name: 'Phone number' });
    const line = screen.getByText(/^We use your number only to send you one-time codes to sign in/);
    expect(within(line).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
  });
});
