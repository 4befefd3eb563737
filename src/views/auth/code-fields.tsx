import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../../api/contract/auth';

/**
 * The one-time code input (uncontrolled: read from the form on submit), its problem, and the
 * resend countdown or button. Shared by sign-in and the phone-number update.
 */
export interface CodeFieldsProps {
  error: string | null;
  disabled: boolean;
  resendIn: number;
  /** A new code is being sent. */
  resending: boolean;
  onResend: () => void;
  onChangePhone: () => void;
}

export const CODE_FIELD = 'code';

export function CodeFields({ error, disabled, resendIn, resending, onResend, onChangePhone }: CodeFieldsProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('code.label')}
        </label>
        <input
          id={id}
          className="field__input field__input--code"
          name={CODE_FIELD}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={OTP_LENGTH + 2}
          // The code step opens after the visitor asked for it: its input takes the focus.
          autoFocus
          // Read-only, not disabled, while a call runs: the focus stays where it was.
          readOnly={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="resend">
        {resending ? (
          <p className="resend__timer" role="status">
            {t('code.resending')}
          </p>
        ) : resendIn > 0 ? (
          <p className="resend__timer" role="timer">
            {t('code.resendIn', { seconds: resendIn })}
          </p>
        ) : (
          <button type="button" className="link-button" disabled={disabled} onClick={onResend}>
            {t('code.resend')}
          </button>
        )}
        <button type="button" className="link-button" disabled={disabled || resending} onClick={onChangePhone}>
          {t('code.changePhone')}
        </button>
      </div>
    </>
  );
}

/** The code typed in a submitted form. */
export function codeOf(form: HTMLFormElement): string {
  const value = new FormData(form).get(CODE_FIELD);
  return typeof value === 'string' ? value : '';
}
