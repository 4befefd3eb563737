import { useCallback } from 'react';
import type { ReactNode } from 'react';
import type { FieldProblems } from '../../machines/forms/field-problems';
import { fieldProblemText } from './problem-text';
import type { Translate } from './problem-text';

/** What the account pages' forms share: reading the inputs, field errors, the alert, the buttons, focus. */

/** The text of each named input of a submitted form ('' when empty or missing). */
export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  const read = (name: K) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(names.map((name) => [name, read(name)])) as Record<K, string>;
}

/** Each field's problem as the page says it, or null. */
export function fieldErrors(t: Translate, problems: FieldProblems) {
  return (field: string): string | null => {
    const problem = problems[field];
    return problem ? fieldProblemText(t, problem) : null;
  };
}

/** The whole form's problem, announced. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="form-alert" role="alert">
      {children}
    </p>
  );
}

/**
 * A form the browser does not check (the machine does): it tells its owner when submitted,
 * with the form (to read its inputs), and is busy while the machine works.
 */
export function SubmitForm(props: { className?: string; busy: boolean; describedBy?: string; onSubmit: (form: HTMLFormElement) => void; children: ReactNode }) {
  const { className = 'form', busy, describedBy, onSubmit, children } = props;
  return (
    <form
      className={className}
      noValidate
      aria-busy={busy}
      aria-describedby={describedBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}

/** The form's buttons: submit (with its busy wording), an optional secondary action, then any other (`children`: a link away, say). */
export function FormButtons(props: { busy: boolean; submit: string; busyLabel: string; secondary?: { label: string; onClick: () => void }; children?: ReactNode }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={props.busy}>
        {props.busy ? props.busyLabel : props.submit}
      </button>
      {props.secondary && (
        <button type="button" className="button button--secondary" disabled={props.busy} onClick={props.secondary.onClick}>
          {props.secondary.label}
        </button>
      )}
      {props.children}
    </div>
  );
}

/**
 * A ref that moves focus to its element when it appears and `when` is true: content that
 * replaced what held the focus (a form, a button) gives it to the element that takes its place.
 */
export function useFocusOnAppear<T extends HTMLElement>(when: boolean) {
  return useCallback(
    (node: T | null) => {
      if (when && node) node.focus();
    },
    [when],
  );
}
