import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { LocationsActor } from '../../machines/locations/locations.machine';
import { locationProblemOf, provincesOf, wardsOf } from '../../machines/locations/locations.selectors';
import { Field } from './field';
import { ProblemText } from './load-state';

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

/**
 * An address form's province and ward selects, read from the lists' own actor (the `locations`
 * child of the checkout and of the claim page): the wards once a province is chosen, and a list
 * that did not come said with its retry. The values chosen are the form's, sent to it.
 */
export function LocationFields({
  locations,
  form,
  values: { provinceId, wardId },
  error,
  editable,
}: {
  locations: LocationsActor;
  /** The form's actor, which keeps the province and ward chosen (and tells the lists the province). */
  form: { send(event: { type: 'province.select'; provinceId: string } | { type: 'ward.select'; wardId: string }): void };
  values: { provinceId: string; wardId: string };
  error: (field: 'provinceId' | 'wardId') => string | null;
  editable: boolean;
}) {
  const { t } = useTranslation('shop');
  const provinces = useSelector(locations, provincesOf);
  const wards = useSelector(locations, wardsOf);
  const problem = useSelector(locations, locationProblemOf);
  return (
    <>
      <LocationSelect
        label={t('checkout.fields.provinceId')}
        name="provinceId"
        error={error('provinceId')}
        value={provinceId}
        disabled={!editable || provinces.status !== 'ready'}
        placeholder={provinces.status === 'ready' ? t('checkout.choose') : t('checkout.loadingList')}
        items={provinces.items}
        onSelect={(chosen) => form.send({ type: 'province.select', provinceId: chosen })}
      />
      <LocationSelect
        label={t('checkout.fields.wardId')}
        name="wardId"
        error={error('wardId')}
        value={wardId}
        disabled={!editable || wards.status !== 'ready'}
        placeholder={wards.status === 'loading' ? t('checkout.loadingList') : provinceId ? t('checkout.choose') : t('checkout.provinceFirst')}
        items={wards.items}
        onSelect={(chosen) => form.send({ type: 'ward.select', wardId: chosen })}
      />
      {problem && (
        <div className="form-alert" role="alert">
          <ProblemText problem={problem.problem} />{' '}
          <button type="button" className="button button--secondary" onClick={() => locations.send(problem.retry)}>
            {t('retry')}
          </button>
        </div>
      )}
    </>
  );
}
