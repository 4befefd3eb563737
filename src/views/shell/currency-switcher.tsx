import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { currencyOptions } from '../../machines/settings/currency-rules';
import { useAppActors } from './app-actors';

/** VND and USD, plus any other currency the Main API lists. */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const { settings } = useAppActors();
  const currency = useSelector(settings, (snapshot) => snapshot.context.currency);
  // The current code is always listed, even a stored one whose list has not loaded yet.
  const codes = useSelector(
    settings,
    (snapshot) => currencyOptions([...snapshot.context.currencies, { code: snapshot.context.currency }]),
    arraysEqual,
  );
  const id = useId();
  return (
    <div className="setting-field">
      <label className="visually-hidden" htmlFor={id}>
        {t('settings.currency')}
      </label>
      <select
        id={id}
        className="setting-select"
        value={currency}
        onChange={(event) => settings.send({ type: 'currency.select', currency: event.target.value })}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}

function arraysEqual(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
