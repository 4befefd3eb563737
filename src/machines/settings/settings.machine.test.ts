import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { settingsMachine } from './settings.machine';

function start(input: { chineseEnabled: boolean; language?: unknown; currency?: unknown }) {
  const persisted: string[] = [];
  const actor = createActor(
    settingsMachine.provide({
      actions: {
        persistLanguage: (_, { language }) => void persisted.push(`language:${language}`),
        persistCurrency: (_, { currency }) => void persisted.push(`currency:${currency}`),
      },
    }),
    { input },
  ).start();
  return { actor, persisted };
}

describe('settings machine', () => {
  it('starts in en and VND with nothing stored', () => {
    const { actor } = start({ chineseEnabled: true });
    expect(actor.getSnapshot().context).toMatchObject({ language: 'en', currency: 'VND', currencies: [] });
  });

  it('starts from the stored language and currency', () => {
    const { actor } = start({ chineseEnabled: true, language: 'zh', currency: 'USD' });
    expect(actor.getSnapshot().context).toMatchObject({ language: 'zh', currency: 'USD' });
  });

  it('ignores a stored zh when Chinese is disabled', () => {
    const { actor } = start({ chineseEnabled: false, language: 'zh' });
    expect(actor.getSnapshot().context.language).toBe('en');
  });

  it('refuses zh when Chinese is disabled and persists nothing', () => {
    const { actor, persisted } = start({ chineseEnabled: false });
    actor.send({ type: 'language.select', language: 'zh' });
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(persisted).toEqual([]);
  });

  it('persists an accepted language after updating the context', () => {
    const { actor, persisted } = start({ chineseEnabled: false });
    actor.send({ type: 'language.select', language: 'th' });
    actor.send({ type: 'language.select', language: 'xx' });
    expect(actor.getSnapshot().context.language).toBe('th');
    expect(persisted).toEqual(['language:th']);
  });

  it('accepts a listed currency only after the list loads', () => {
    const { actor, persisted } = start({ chineseEnabled: true });
    actor.send({ type: 'currency.select', currency: 'EUR' });
    expect(actor.getSnapshot().context.currency).toBe('VND');
    actor.send({ type: 'currencies.loaded', currencies: [{ code: 'EUR', isDefault: false, name: 'Euro', symbol: '€' }] });
    actor.send({ type: 'currency.select', currency: 'EUR' });
    expect(actor.getSnapshot().context.currency).toBe('EUR');
    expect(persisted).toEqual(['currency:EUR']);
  });

  it('falls back to VND when the stored currency is not in the loaded list', () => {
    const { actor } = start({ chineseEnabled: true, currency: 'GBP' });
    actor.send({ type: 'currencies.loaded', currencies: [{ code: 'USD', isDefault: false, name: 'US dollar', symbol: '$' }] });
    expect(actor.getSnapshot().context.currency).toBe('VND');
  });
});
