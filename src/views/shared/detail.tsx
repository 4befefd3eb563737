import type { ReactNode } from 'react';

/** A row of a details list (`dl.details`): the term and what it is. */
export function Detail({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="details__row">
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
