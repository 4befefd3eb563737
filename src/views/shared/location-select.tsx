import { Field } from './field';

/** A labelled list of places (provinces, wards) from the locations endpoints; the choice goes to `onSelect`. */
export function LocationSelect({
  label,
  name,
  error,
  value,
  disabled,
  placeholder,
  items,
  onSelect,
}: {
  label: string;
  /** The control's name (a form finds its field by it). */
  name?: string;
  error: string | null;
  value: string;
  disabled: boolean;
  placeholder: string;
  items: ReadonlyArray<{ id: string; name: string }>;
  onSelect: (id: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <select {...props} name={name} value={value} disabled={disabled} onChange={(event) => onSelect(event.target.value)}>
          <option value="">{placeholder}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
