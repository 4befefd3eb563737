// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '../../router';
import { connectRouterEffects } from './router-effects';
import { createShellHarness } from './test-harness';
import type { SettingsInput } from '../../machines/settings/settings.machine';

afterEach(cleanup);

/** The whole shell on a memory history, with the real route tree and the router effects. */
async function renderShell(path: string, input: SettingsInput = { chineseEnabled: true }) {
  const harness = await createShellHarness(input);
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  connectRouterEffects(router, {
    progressBar: harness.actors.progressBar,
    siteMenu: harness.actors.siteMenu,
    scrollRestorer: { leave: () => {}, arrive: () => false, cancel: () => {} },
    activateDeferredStylesheets: () => {},
    focusMain: () => {},
  });
  render(<RouterProvider router={router} />, { wrapper: harness.wrapper });
  await screen.findByRole('heading', { level: 1 });
  return { ...harness, router };
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
      '/payment-security', '/complaints', '/complaint-process',
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

  it('shows a coming-soon page for sections not built yet', async () => {
    await renderShell('/diet-quiz');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diet quiz: coming soon');
  });

  it('renders the static pages with their diagrams as ordered steps', async () => {
    await renderShell('/complaint-process');
    const diagram = screen.getByRole('figure', { name: 'Complaint handling process, step by step' });
    expect(within(diagram).getAllByRole('listitem')).toHaveLength(6);
    cleanup();
    await renderShell('/payment-security');
    expect(screen.getByRole('heading', { level: 2, name: 'Paying by bank transfer' })).toBeTruthy();
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
});
