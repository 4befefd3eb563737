// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  beforeEach(() => {
    // index.html's own title, as the server sends it.
    const fallback = document.createElement('title');
    fallback.textContent = 'GeneWell';
    document.head.append(fallback);
  });
  afterEach(() => {
    // Unmount first: React removes the title it placed in <head> itself; a title removed under it
    // would leave the mounted tree pointing at a detached node.
    cleanup();
    document.head.querySelectorAll('title').forEach((title) => title.remove());
  });

  it('names the page and the site in the current language, ahead of index.html’s title', async () => {
    const i18n = await createI18n('vi');
    render(
      <I18nextProvider i18n={i18n}>
        <PageTitle page="Hồ sơ" />
      </I18nextProvider>,
    );
    expect(document.title).toBe('Hồ sơ · GeneWell');
  });

  it('gives the home page the site’s name and tagline, and follows a language change', async () => {
    const i18n = await createI18n('en');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <PageTitle />
      </I18nextProvider>,
    );
    expect(document.title).toBe('GeneWell — Genetic insight for everyday wellness');
    await i18n.changeLanguage('th');
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <PageTitle />
      </I18nextProvider>,
    );
    expect(document.title).toBe('GeneWell — เข้าใจยีนเพื่อสุขภาพที่ดีในทุกวัน');
  });
});
