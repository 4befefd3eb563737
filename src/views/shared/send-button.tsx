import type { ReactNode } from 'react';

/** A button that sends one event to an actor when pressed (the machine decides what it does). */
export function SendButton<E extends { type: string }>(props: { to: { send: (event: E) => void }; event: E; className: string; disabled?: boolean; children: ReactNode }) {
  const { to, event, className, disabled, children } = props;
  return (
    <button type="button" className={className} disabled={disabled} onClick={() => to.send(event)}>
      {children}
    </button>
  );
}
