import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { createSettingsMachine, type SettingsMachine } from './settings.machine';
import type { SettingsCurrency } from './currency-rules';
import type { SettingsInput } from './settings.machine';
import { currencyChoicesOf, currencyOf, languageChoicesOf, languageOf } from './settings.selectors';

/**
 * Language and currency against the spec (§1: en is the default, vi, th and zh are offered, zh
 * only when the Chinese-translation setting is on, labelled VN, EN, CN, TH; §9: the currency
 * defaults to VND, VND and USD are always offered, the Main API lists more; the choices are kept
 * in the locale cookie and localStorage selectedCurrencyCode). The oracle reads what the header
 * shows (the selectors) and what was kept (the world's spies).
 */

const CURRENCY = (code: string): SettingsCurrency => ({ code, isDefault: code === 'VND', name: code, symbol: code });
const FULL_LIST = ['VND', 'USD', 'EUR'].map(CURRENCY);
/** A list that no longer offers a stored pound. */
const SHORT_LIST = ['USD'].map(CURRENCY);

interface SettingsWorld extends BaseWorld {
  keptLanguages: string[];
  keptCurrencies: string[];
}

type Machine = SettingsMachine;

const starts: Record<string, SettingsInput> = {
  'nothing kept, Chinese on': { chineseEnabled: true },
  'nothing kept, Chinese off': { chineseEnabled: false },
  'Chinese and dollars kept': { chineseEnabled: true, language: 'zh', currency: 'USD' },
  'Chinese kept but turned off, pounds kept': { chineseEnabled: false, language: 'zh', currency: 'GBP' },
  'garbage kept': { chineseEnabled: true, language: 'fr', currency: 'dollars' },
};

const sampler = (): SampleEvent[] => [
  ...['en', 'vi', 'th', 'zh', 'fr'].map((language) => ({ type: 'language.select', language })),
  ...['VND', 'USD', 'EUR', 'GBP', 'JPY'].map((currency) => ({ type: 'currency.select', currency })),
  { type: 'currencies.loaded', currencies: FULL_LIST },
  { type: 'currencies.loaded', currencies: SHORT_LIST },
];

const OFFERED = ['vi', 'en', 'zh', 'th'];
const ALWAYS = ['VND', 'USD'];

interface Expected {
  language: string;
  currency: string;
  listed: string[];
  keptLanguages: string[];
  keptCurrencies: string[];
}

function replay({ input, trace }: Observation<Machine, SettingsWorld>): Expected {
  const offered = (language: unknown) => typeof language === 'string' && OFFERED.includes(language) && (language !== 'zh' || input.chineseEnabled);
  const expected: Expected = {
    language: offered(input.language) ? String(input.language) : 'en',
    currency: typeof input.currency === 'string' && /^[A-Z]{3}$/.test(input.currency) ? input.currency : 'VND',
    listed: [],
    keptLanguages: [],
    keptCurrencies: [],
  };
  for (const { event } of trace) {
    if (event.type === 'language.select' && offered(event.language)) {
      expected.language = String(event.language);
      expected.keptLanguages.push(expected.language);
    }
    if (event.type === 'currency.select') {
      const code = String(event.currency);
      if (ALWAYS.includes(code) || expected.listed.includes(code)) {
        expected.currency = code;
        expected.keptCurrencies.push(code);
      }
    }
    if (event.type === 'currencies.loaded') {
      expected.listed = (event.currencies as SettingsCurrency[]).map((currency) => currency.code);
      // A kept code the API no longer offers falls back to the default.
      if (!ALWAYS.includes(expected.currency) && !expected.listed.includes(expected.currency)) expected.currency = 'VND';
    }
  }
  return expected;
}

function check(observation: Observation<Machine, SettingsWorld>): void {
  const { snapshot, world, input } = observation;
  const expected = replay(observation);
  expect(languageOf(snapshot)).toBe(expected.language);
  expect(languageChoicesOf(snapshot).map((choice) => choice.label)).toEqual(input.chineseEnabled ? ['VN', 'EN', 'CN', 'TH'] : ['VN', 'EN', 'TH']);
  expect(currencyOf(snapshot)).toBe(expected.currency);
  const choices = currencyChoicesOf(snapshot);
  expect(choices.slice(0, 2)).toEqual(ALWAYS);
  expect(new Set(choices)).toEqual(new Set([...ALWAYS, ...expected.listed, expected.currency]));
  // What is kept for the next visit is each choice the header accepted, nothing else.
  expect(world.keptLanguages).toEqual(expected.keptLanguages);
  expect(world.keptCurrencies).toEqual(expected.keptCurrencies);
}

describeModel({
  name: 'settings',
  create: createSettingsMachine,
  starts,
  world: (): SettingsWorld => ({ ...createBaseWorld(), keptLanguages: [], keptCurrencies: [] }),
  provide: (candidate, world) =>
    candidate.provide({
      actions: {
        persistLanguage: (_, { language }) => void world.keptLanguages.push(language),
        persistCurrency: (_, { currency }) => void world.keptCurrencies.push(currency),
      },
    }),
  sampler,
  check,
  journeys: {
    'Chinese is refused while the setting is off': {
      start: 'nothing kept, Chinese off',
      events: [
        { type: 'language.select', language: 'zh' },
        { type: 'language.select', language: 'th' },
      ],
    },
    'euros once the list offers them': {
      start: 'nothing kept, Chinese on',
      events: [
        { type: 'currency.select', currency: 'EUR' },
        { type: 'currencies.loaded', currencies: FULL_LIST },
        { type: 'currency.select', currency: 'EUR' },
      ],
    },
  },
});
