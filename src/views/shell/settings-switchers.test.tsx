// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher } from './language-switcher';
import { CurrencySwitcher } from './currency-switcher';
import { createShellHarness } from '../testing/test-harness';

afterEach(cleanup);

const optionLabels = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('LanguageSwitcher', () => {
  it('offers VN, EN, CN and TH when Chinese is enabled', async () => {
    const { wrapper } = await createShellHarness({ chineseEnabled: true });
    render(<LanguageSwitcher />, { wrapper });
    expect(optionLabels(screen.getByRole('combobox', { name: 'Language' }))).toEqual(['VN', 'EN', 'CN', 'TH']);
  });

  it('names each language in its own language for assistive technology', async () => {
    const { wrapper } = await createShellHarness({ chineseEnabled: true });
    render(<LanguageSwitcher />, { wrapper });
    const select = screen.getByRole('combobox', { name: 'Language' });
    for (const name of ['VN (Tiếng Việt)', 'EN (English)', 'CN (中文)', 'TH (ภาษาไทย)']) expect(within(select).getByRole('option', { name })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'VN (Tiếng Việt)' }).getAttribute('lang')).toBe('vi');
  });

  it('offers VN, EN and TH only when Chinese is disabled', async () => {
    const { wrapper } = await createShellHarness({ chineseEnabled: false });
    render(<LanguageSwitcher />, { wrapper });
    expect(optionLabels(screen.getByRole('combobox', { name: 'Language' }))).toEqual(['VN', 'EN', 'TH']);
  });

  it('shows the current language and sends the choice to the settings machine', async () => {
    const { wrapper, actors, persisted } = await createShellHarness({ chineseEnabled: true, language: 'th' });
    render(<LanguageSwitcher />, { wrapper });
    const select = screen.getByRole('combobox', { name: 'ภาษา' });
    expect(select).toHaveProperty('value', 'th');
    await userEvent.selectOptions(select, 'VN');
    expect(actors.settings.getSnapshot().context.language).toBe('vi');
    expect(select).toHaveProperty('value', 'vi');
    expect(persisted).toEqual(['language:vi']);
  });

  it('is labelled in the page language', async () => {
    const { wrapper } = await createShellHarness({ chineseEnabled: true, language: 'vi' });
    render(<LanguageSwitcher />, { wrapper });
    expect(screen.getByRole('combobox', { name: 'Ngôn ngữ' })).toBeTruthy();
  });
});

describe('CurrencySwitcher', () => {
  it('offers VND and USD, then the other listed currencies', async () => {
    const { wrapper, actors } = await createShellHarness();
    render(<CurrencySwitcher />, { wrapper });
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(optionLabels(select)).toEqual(['VND', 'USD']);
    expect(select).toHaveProperty('value', 'VND');
    actors.settings.send({ type: 'currencies.loaded', currencies: [{ code: 'EUR', isDefault: false, name: 'Euro', symbol: '€' }] });
    expect(optionLabels(await screen.findByRole('combobox', { name: 'Currency' }))).toEqual(['VND', 'USD', 'EUR']);
  });

  it('sends the chosen currency to the settings machine', async () => {
    const { wrapper, actors, persisted } = await createShellHarness();
    render(<CurrencySwitcher />, { wrapper });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(actors.settings.getSnapshot().context.currency).toBe('USD');
    expect(persisted).toEqual(['currency:USD']);
  });
});
