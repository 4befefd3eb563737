// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getCookie } from '../../platform/cookies';
import { readItem } from '../../platform/storage';
import { createI18n } from '../../i18n/i18n';
import { createSettingsMachine } from '../../machines/settings/settings.machine';
import { settingsEffects } from './settings-effects';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const settingsMachine = createSettingsMachine();

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.documentElement.lang = 'en';
});

async function start(chineseEnabled = true) {
  const i18n = await createI18n('en');
  const actor = createActor(settingsMachine.provide({ actions: settingsEffects(i18n) }), { input: { chineseEnabled } }).start();
  return { i18n, actor };
}

describe('settings effects in the browser', () => {
  it('a chosen language goes to the locale cookie, <html lang> and i18next', async () => {
    const { i18n, actor } = await start();
    actor.send({ type: 'language.select', language: 'vi' });
    expect(getCookie('locale')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    await expect.poll(() => i18n.language).toBe('vi');
    expect(i18n.t('nav.signIn')).toBe('Đăng nhập');
  });

  it('a refused language changes nothing', async () => {
    const { i18n, actor } = await start(false);
    actor.send({ type: 'language.select', language: 'zh' });
    expect(getCookie('locale')).toBeUndefined();
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
  });

  it('a chosen currency goes to localStorage selectedCurrencyCode', async () => {
    const { actor } = await start();
    actor.send({ type: 'currency.select', currency: 'USD' });
    expect(readItem('selectedCurrencyCode')).toBe('USD');
  });
});
