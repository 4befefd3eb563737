import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { languageChoicesOf, languageOf } from '../../machines/settings/settings.selectors';
import { useAppActors } from '../shared/app-actors';
import { SettingSelect } from './setting-select';

/** VN / EN / CN / TH; CN only when the runtime Chinese-translation setting is on. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { settings } = useAppActors();
  const language = useSelector(settings, languageOf);
  const choices = useSelector(settings, languageChoicesOf);
  return (
    <SettingSelect
      label={t('settings.language')}
      value={language}
      options={choices.map((choice) => ({ value: choice.language, label: choice.label, lang: choice.language, name: choice.name }))}
      onChange={(value) => settings.send({ type: 'language.select', language: value })}
    />
  );
}
