import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { isLanguage, isOfferedLanguage, resolveLanguage } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { DEFAULT_CURRENCY, isSelectableCurrency, resolveStoredCurrency } from './currency-rules';
import type { SettingsCurrency } from './currency-rules';

/**
 * Language and currency of the visitor. The machine only decides; the edge supplies the
 * effects with `settingsMachine.provide({ actions: { persistLanguage, persistCurrency } })`:
 * persistLanguage writes the locale cookie, switches i18next and sets <html lang>;
 * persistCurrency writes localStorage `selectedCurrencyCode`.
 */
export interface SettingsContext {
  language: Language;
  currency: string;
  chineseEnabled: boolean;
  /** Currencies from the Main API; empty until loaded (VND and USD are always selectable). */
  currencies: SettingsCurrency[];
}

export interface SettingsInput {
  /** Language read at start (the locale cookie); anything not offered falls back to en. */
  language?: unknown;
  /** Currency read at start (localStorage selectedCurrencyCode); anything malformed falls back to VND. */
  currency?: unknown;
  /** The runtime Chinese-translation setting. */
  chineseEnabled: boolean;
}

export type SettingsEvent =
  | { type: 'language.select'; language: string }
  | { type: 'currency.select'; currency: string }
  | { type: 'currencies.loaded'; currencies: SettingsCurrency[] };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createSettingsMachine() {
  return setup({
    types: {
      context: {} as SettingsContext,
      input: {} as SettingsInput,
      events: {} as SettingsEvent,
    },
    guards: {
      isOfferedLanguage: ({ context }, params: { language: string }) => isOfferedLanguage(params.language, context.chineseEnabled),
      isSelectableCurrency: ({ context }, params: { currency: string }) => isSelectableCurrency(params.currency, context.currencies),
    },
    actions: {
      // Placeholders: the edge provides the real effects; tests provide spies.
      persistLanguage: (_, _params: { language: Language }) => {},
      persistCurrency: (_, _params: { currency: string }) => {},
    },
  }).createMachine({
    id: 'settings',
    context: ({ input }) => ({
      language: resolveLanguage(input.language, input.chineseEnabled),
      currency: resolveStoredCurrency(input.currency),
      chineseEnabled: input.chineseEnabled,
      currencies: [],
    }),
    initial: 'ready',
    states: {
      ready: {
        on: {
          'language.select': {
            guard: { type: 'isOfferedLanguage', params: ({ event }) => ({ language: event.language }) },
            actions: [
              assign({ language: ({ context, event }) => (isLanguage(event.language) ? event.language : context.language) }),
              { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
            ],
          },
          'currency.select': {
            guard: { type: 'isSelectableCurrency', params: ({ event }) => ({ currency: event.currency }) },
            actions: [
              assign({ currency: ({ event }) => event.currency }),
              { type: 'persistCurrency', params: ({ context }) => ({ currency: context.currency }) },
            ],
          },
          'currencies.loaded': {
            actions: assign({
              currencies: ({ event }) => event.currencies,
              // A stored code the API no longer offers falls back to the default.
              currency: ({ context, event }) =>
                isSelectableCurrency(context.currency, event.currencies) ? context.currency : DEFAULT_CURRENCY,
            }),
          },
        },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createSettingsMachine()` (no instance at module load). */
export type SettingsMachine = ReturnType<typeof createSettingsMachine>;

export type SettingsSnapshot = SnapshotFrom<SettingsMachine>;
