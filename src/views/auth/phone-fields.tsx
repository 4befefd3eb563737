import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpMethod } from '../../api/contract/auth';

/**
 * The phone number and the channel for its code, shared by sign-in and the phone-number update.
 * Controlled by the machine: every keystroke is a `phone.change` with the raw text (the machine
 * applies the phone rule), every choice a
 * `method.select`.
 * SMS is always offered; Zalo only while the number is a Vietnamese mobile number.
 */
export interface PhoneFieldsProps {
  label: string;
  phone: string;
  method: OtpMethod;
  /** The number can get its code by Zalo (the phone rule, applied by the machine). */
  zaloEligible: boolean;
  /** The message for a refused number, or null. */
  error: string | null;
  disabled: boolean;
  onPhoneChange: (phone: string) => void;
  onMethodSelect: (method: OtpMethod) => void;
}

export function PhoneFields({ label, phone, method, zaloEligible, error, disabled, onPhoneChange, onMethodSelect }: PhoneFieldsProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="field__input"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          // Read-only, not disabled, while a call runs: the focus stays where it was.
          readOnly={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onPhoneChange(event.target.value)}
        />
        <p id={hintId} className="field__hint">
          {t('phone.hint')}
        </p>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <fieldset className="choice-group choice-group--row" disabled={disabled}>
        <legend className="field__legend">{t('method.legend')}</legend>
        <label className="choice">
          <input type="radio" name="otpMethod" value="sms" checked={method === 'sms'} onChange={() => onMethodSelect('sms')} />
          {t('method.sms')}
        </label>
        {zaloEligible && (
          <label className="choice">
            <input type="radio" name="otpMethod" value="zalo" checked={method === 'zalo'} onChange={() => onMethodSelect('zalo')} />
            {t('method.zalo')}
          </label>
        )}
      </fieldset>
    </>
  );
}
