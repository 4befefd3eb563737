import type { FormEvent } from 'react';

/** The phone number typed in a form's `phoneNumber` field, read when the form is submitted (the field is not controlled). */
export function submittedPhoneNumber(event: FormEvent<HTMLFormElement>): string {
  event.preventDefault();
  const value = new FormData(event.currentTarget).get('phoneNumber');
  return typeof value === 'string' ? value : '';
}

/** A form's phone-number field (`phoneNumber`): typed and filled in by the browser as a phone number, its problem and help linked. */
export function PhoneNumberInput(props: { id: string; className?: string; defaultValue: string; readOnly?: boolean; invalid: boolean; describedBy: string | undefined }) {
  const { id, className, defaultValue, readOnly, invalid, describedBy } = props;
  return (
    <input
      id={id}
      name="phoneNumber"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      className={className}
      defaultValue={defaultValue}
      readOnly={readOnly}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
    />
  );
}
