// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@tanstack/react-router';
import { SimulatedClock, createActor } from 'xstate';
import { createTestRouter } from '../testing/test-router';
import { SCROLL_RESTORE_DELAY_MS, createNavigationMachine } from '../../machines/navigation/navigation.machine';
import type { SettingsInput } from '../../machines/settings/settings.machine';
import { navigationEffects } from './navigation-effects';
import { MAIN_CONTENT_ID } from './root-layout';
import { connectNavigation } from './router-events';
import { createShellHarness } from '../testing/test-harness';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const navigationMachine = createNavigationMachine();

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link[data-test]').forEach((link) => link.remove());
});

/**
 * The whole shell on a memory history, with the real route tree, and page changes handled by the
 * navigation machine on a simulated clock (scroll positions read from and written to `page`).
 */
async function renderShell(path: string, input: SettingsInput = { chineseEnabled: true }) {
  const harness = await createShellHarness(input);
  const router = await createTestRouter({ session: harness.actors.session, cart: harness.actors.cart }, path);
  const clock = new SimulatedClock();
  const page = { scrollY: 0, scrollTo: vi.fn<(x: number, y: number) => void>() };
  const navigation = createActor(navigationMachine.provide({ actions: navigationEffects({ ...harness.actors, win: page }) }), { clock }).start();
  connectNavigation(router, navigation, () => page.scrollY);
  // The first page's code and reads are loaded before the first render, so the heading is waited on as state, not raced against a 1 s wait.
  await router.load();
  render(<RouterProvider router={router} />, { wrapper: harness.wrapper });
  await screen.findByRole('heading', { level: 1 });
  return { ...harness, router, clock, page };
}

describe('app shell', () => {
  it('renders the skip link, navigation, switchers, footer and the home page', async () => {
    await renderShell('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home', 'Shop', 'News', 'Blog', 'Kid quiz', 'Diet quiz', 'Consultation', 'Sign in',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    const footer = screen.getByRole('navigation', { name: 'Site information' });
    expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy', '/terms', '/cookies', '/payment-security', '/bank-transfer', '/complaints', '/complaint-process',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Know your genes, live well');
  });

  it('shows the G-Intel price in the selected currency', async () => {
    const { actors } = await renderShell('/');
    expect(screen.getByTestId('g-intel-price').textContent).toBe('from 3.000.000đ');
    act(() => actors.settings.send({ type: 'currency.select', currency: 'USD' }));
    expect(screen.getByTestId('g-intel-price').textContent).toBe('from $120.00');
  });

  it('opens the menu with its button and closes it on navigation', async () => {
    const { actors, router } = await renderShell('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Main navigation' }).dataset.open).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: 'Complaint handling' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complaint handling' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/complaints');
    expect(actors.siteMenu.getSnapshot().value).toBe('closed');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu with Escape', async () => {
    await renderShell('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the localised 404 page for an unknown path', async () => {
    await renderShell('/no/such/page', { chineseEnabled: true, language: 'vi' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Không tìm thấy trang');
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
  });

  it('renders the static pages with their diagrams as ordered steps', async () => {
    await renderShell('/complaint-process');
    const diagram = screen.getByRole('figure', { name: 'Complaint handling process, step by step' });
    expect(within(diagram).getAllByRole('listitem')).toHaveLength(6);
    cleanup();
    await renderShell('/payment-security');
    expect(screen.getByRole('heading', { level: 2, name: 'Ways to pay' })).toBeTruthy();
    expect(within(screen.getByRole('figure', { name: 'Payment process, step by step' })).getAllByRole('listitem')).toHaveLength(5);
    cleanup();
    await renderShell('/complaints');
    expect(within(screen.getByRole('figure', { name: 'Complaint handling process, step by step' })).getAllByRole('listitem')).toHaveLength(6);
    cleanup();
    await renderShell('/bank-transfer');
    expect(screen.getByRole('heading', { level: 1, name: 'Paying by bank transfer' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /^VietQR code: transfer 1\.490\.000đ to Vietcombank account/ })).toBeTruthy();
    expect(within(screen.getByRole('figure', { name: 'Payment process, step by step' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows the progress bar while a page loads and hides it once it has faded', async () => {
    const { actors } = await renderShell('/');
    const bar = screen.getByRole('progressbar', { hidden: true });
    act(() => actors.progressBar.send({ type: 'route.start' }));
    expect(bar.hidden).toBe(false);
    expect(bar.getAttribute('aria-label')).toBe('Page loading progress');
    expect((bar as HTMLProgressElement).value).toBe(8);
    act(() => actors.progressBar.send({ type: 'route.end' }));
    expect(bar.dataset.state).toBe('done');
    expect((bar as HTMLProgressElement).value).toBe(100);
  });

  it('activates deferred stylesheets once the page is there', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/print.css', media: 'print' });
    link.dataset.deferred = '';
    link.dataset.test = '';
    document.head.append(link);
    await renderShell('/');
    expect(link.media).toBe('all');
  });

  it("moves focus to the new page's heading and its top after a page change, not on the first page", async () => {
    const { page } = await renderShell('/');
    expect(document.activeElement?.id).not.toBe(MAIN_CONTENT_ID);
    expect(document.activeElement?.tagName).not.toBe('H1');
    page.scrollY = 1500;
    await userEvent.click(screen.getByRole('link', { name: 'Complaint handling' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Complaint handling' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(page.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('on back navigation scrolls where the user was, 600 ms after the page is there', async () => {
    const { router, clock, page } = await renderShell('/');
    page.scrollY = 1500;
    await userEvent.click(screen.getByRole('link', { name: 'Complaint handling' }));
    await screen.findByRole('heading', { level: 1, name: 'Complaint handling' });
    // The new page started at its top.
    expect(page.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    page.scrollTo.mockClear();
    page.scrollY = 0;
    await act(async () => router.history.back());
    await screen.findByRole('heading', { level: 1, name: 'Know your genes, live well' });
    act(() => clock.increment(SCROLL_RESTORE_DELAY_MS - 1));
    expect(page.scrollTo).not.toHaveBeenCalled();
    act(() => clock.increment(1));
    expect(page.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1500);
  });
});
