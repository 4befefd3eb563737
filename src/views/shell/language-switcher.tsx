import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { offeredLanguageOptions } from '../../i18n/languages';
import { useAppActors } from './app-actors';

/** VN / EN / CN / TH; CN only when the runtime Chinese-translation setting is on. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { settings } = useAppActors();
  const language = useSelector(settings, (snapshot) => snapshot.context.language);
  const chineseEnabled = useSelector(settings, (snapshot) => snapshot.context.chineseEnabled);
  const id = useId();
  return (
    <div className="setting-field">
      <label className="visually-hidden" htmlFor={id}>
        {t('settings.language')}
      </label>
      <select
        id={id}
        className="setting-select"
        value={language}
        onChange={(event) => settings.send({ type: 'language.select', language: event.target.value })}
      >
        {offeredLanguageOptions(chineseEnabled).map((option) => (
          <option key={option.language} value={option.language} lang={option.language}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
