import { useId } from 'react';

export interface SettingOption {
  value: string;
  label: string;
  /** The option's own language, for a language name. */
  lang?: string;
  /** What an abbreviated label stands for (VN: Tiếng Việt); the accessible name is both, "VN (Tiếng Việt)", so it starts with what is shown. */
  name?: string;
}

/** A header setting: a select with a visually hidden label. */
export function SettingSelect(props: { label: string; value: string; options: readonly SettingOption[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="setting-field">
      <label className="visually-hidden" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} className="setting-select" value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang} aria-label={option.name ? `${option.label} (${option.name})` : undefined}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
