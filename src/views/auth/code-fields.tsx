import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '../../api/contract/otp-rules';
import type { ResendOffer } from '../../machines/auth/otp-challenge/otp-challenge.selectors';
import { clockTimeValues } from '../shared/clock-time';

/**
 * The one-time code input (uncontrolled: read from the form on submit), its problem, and the
 * resend countdown or button. A dead code (five wrong tries, or expired) hides the input: only
 * a new code helps. While a limit holds the next code back there is no button that cannot work,
 * only the time of day a new code may be asked for; the button comes back then.
 */
export interface CodeFieldsProps {
  error: string | null;
  locked: boolean;
  disabled: boolean;
  resend: ResendOffer;
  canResend: boolean;
  canChangeNumber: boolean;
  onResend: () => void;
  /** Without it (the number is the account's own, as when deleting the account) there is no "change number". */
  onChangePhone?: () => void;
}

export const CODE_FIELD = 'code';

export function CodeFields({ error, locked, disabled, resend, canResend, canChangeNumber, onResend, onChangePhone }: CodeFieldsProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      {locked ? (
        <p className="field__error" role="alert">
          {error ?? t('code.locked')}
        </p>
      ) : (
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
      )}
      <div className="resend">
        {resend.kind === 'sending' ? (
          <p className="resend__timer" role="status">
            {t('code.resending')}
          </p>
        ) : resend.kind === 'limit' ? (
          <p className="resend__timer" role="status">
            {t('code.resendAt', clockTimeValues(resend.seconds))}
          </p>
        ) : resend.kind === 'wait' ? (
          <p className="resend__timer" role="timer">
            {t('code.resendIn', { seconds: resend.seconds })}
          </p>
        ) : (
          <button type="button" className="link-button" disabled={!canResend} onClick={onResend}>
            {t('code.resend')}
          </button>
        )}
        {onChangePhone && (
          <button type="button" className="link-button" disabled={!canChangeNumber} onClick={onChangePhone}>
            {t('code.changePhone')}
          </button>
        )}
      </div>
    </>
  );
}

/** The code typed in a submitted form. */
export function codeOf(form: HTMLFormElement): string {
  const value = new FormData(form).get(CODE_FIELD);
  return typeof value === 'string' ? value : '';
}
