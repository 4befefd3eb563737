import { describe, expect, it } from 'vitest';
import { createI18n, hasLocaleFile } from './i18n';

describe('createI18n', () => {
  it('starts in the given language with the common namespace loaded', async () => {
    const i18n = await createI18n('vi');
    expect(i18n.language).toBe('vi');
    expect(i18n.t('nav.signIn')).toBe('Đăng nhập');
    expect(i18n.hasLoadedNamespace('static-pages')).toBe(false);
  });

  it('loads only the current language: another is fetched when the language changes to it', async () => {
    const i18n = await createI18n('th', { namespaces: ['auth'] });
    for (const namespace of ['common', 'auth']) expect(i18n.hasResourceBundle('th', namespace), namespace).toBe(true);
    for (const language of ['en', 'vi', 'zh']) expect(i18n.hasResourceBundle(language, 'common'), language).toBe(false);
    await i18n.changeLanguage('vi');
    // changeLanguage resolves once the new language's namespaces are in: no key is shown untranslated meanwhile.
    expect(i18n.hasResourceBundle('vi', 'auth')).toBe(true);
    expect(i18n.t('nav.signIn')).toBe('Đăng nhập');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('loads another namespace on demand, and again after a language change', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('static-pages');
    expect(i18n.t('complaints.title', { ns: 'static-pages' })).toBe('Complaint handling');
    await i18n.changeLanguage('zh');
    expect(i18n.t('complaints.title', { ns: 'static-pages' })).toBe('投诉处理');
    expect(i18n.t('nav.home')).toBe('首页');
  });

  it('interpolates without HTML-escaping (React escapes)', async () => {
    const i18n = await createI18n('en');
    expect(i18n.t('home.price.from', { price: '<$120.00>' })).toBe('from <$120.00>');
  });

  it('an unsupported language falls back to English', async () => {
    const i18n = await createI18n('en');
    await i18n.changeLanguage('fr');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('knows which locale files exist', () => {
    expect(hasLocaleFile('th', 'common')).toBe(true);
    expect(hasLocaleFile('th', 'no-such-namespace')).toBe(false);
  });
});
