import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Actor, SnapshotFrom } from 'xstate';
import { assertFullCoverage, formatCoverage, planModelTest } from '../testing/model-test';
import { settingsMachine } from './settings.machine';
import type { SettingsEvent } from './settings.machine';
import { isSelectableCurrency } from './currency-rules';
import { isOfferedLanguage } from '../../i18n/languages';

type Snapshot = SnapshotFrom<typeof settingsMachine>;

const apiCurrencies = [
  { code: 'VND', isDefault: true, name: 'Vietnamese dong', symbol: 'đ' },
  { code: 'USD', isDefault: false, name: 'US dollar', symbol: '$' },
  { code: 'EUR', isDefault: false, name: 'Euro', symbol: '€' },
];

const sampleEvents: SettingsEvent[] = [
  ...['en', 'vi', 'th', 'zh', 'fr'].map((language) => ({ type: 'language.select' as const, language })),
  ...['VND', 'USD', 'EUR', 'JPY'].map((currency) => ({ type: 'currency.select' as const, currency })),
  { type: 'currencies.loaded', currencies: apiCurrencies },
];

/**
 * The model walks the pure machine; beside it a real actor with spy effects takes the same
 * events, and every state checks that the actor agrees with the model and that the effects
 * persisted exactly what the context holds.
 */
function harness(chineseEnabled: boolean) {
  let actor: Actor<typeof settingsMachine> | undefined;
  const persisted = { languages: [] as string[], currencies: [] as string[] };
  const start = () => {
    persisted.languages = [];
    persisted.currencies = [];
    actor = createActor(
      settingsMachine.provide({
        actions: {
          persistLanguage: (_, { language }) => void persisted.languages.push(language),
          persistCurrency: (_, { currency }) => void persisted.currencies.push(currency),
        },
      }),
      { input: { chineseEnabled } },
    ).start();
  };
  const forward = (step: { event: { type: string } }) => void actor?.send(step.event as SettingsEvent);
  const check = (snapshot: Snapshot) => {
    const real = actor?.getSnapshot();
    expect(real?.context).toEqual(snapshot.context);
    expect(isOfferedLanguage(snapshot.context.language, chineseEnabled)).toBe(true);
    expect(isSelectableCurrency(snapshot.context.currency, snapshot.context.currencies)).toBe(true);
    // What was persisted last is what the visitor sees now (nothing persisted means still the defaults).
    expect(persisted.languages.at(-1) ?? 'en').toBe(snapshot.context.language);
    expect(persisted.currencies.at(-1) ?? 'VND').toBe(snapshot.context.currency);
  };
  const plan = planModelTest({
    machine: settingsMachine,
    input: { chineseEnabled },
    events: sampleEvents,
    states: { ready: check },
    onEvent: { 'language.select': forward, 'currency.select': forward, 'currencies.loaded': forward },
  });
  return { plan, start };
}

describe.each([true, false])('settings machine model (Chinese enabled: %s)', (chineseEnabled) => {
  const { plan, start } = harness(chineseEnabled);

  it.each(plan.cases)('$description', async ({ run }) => {
    start();
    await run();
  });

  it('covers every state and event', () => {
    console.info(formatCoverage(`settings (zh ${chineseEnabled ? 'on' : 'off'})`, plan.coverage));
    assertFullCoverage(plan.coverage);
  });

  it('reaches zh exactly when Chinese is enabled', () => {
    const languages = new Set(plan.cases.flatMap((c) => [c.path.state, ...c.path.steps.map((s) => s.state)]).map((s) => s.context.language));
    expect(languages.has('zh')).toBe(chineseEnabled);
    expect([...languages].sort()).toEqual(chineseEnabled ? ['en', 'th', 'vi', 'zh'] : ['en', 'th', 'vi']);
  });
});
