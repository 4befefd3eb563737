import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { currencyChoicesOf, currencyOf, sameChoices } from '../../machines/settings/settings.selectors';
import { useAppActors } from '../shared/app-actors';
import { SettingSelect } from './setting-select';

/** VND and USD, plus any other currency the Main API lists. */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  const codes = useSelector(settings, currencyChoicesOf, sameChoices);
  return (
    <SettingSelect
      label={t('settings.currency')}
      value={currency}
      options={codes.map((code) => ({ value: code, label: code }))}
      onChange={(value) => settings.send({ type: 'currency.select', currency: value })}
    />
  );
}
