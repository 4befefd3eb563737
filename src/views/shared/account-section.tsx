import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A page of the account: a section named by its heading (`id`), the title in the browser's tab and as the heading, then `children`. */
export function AccountSection({ id, title, busy, children }: { id: string; title: string; busy?: boolean; children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby={id} aria-busy={busy}>
      <PageTitle page={title} />
      <h1 id={id}>{title}</h1>
      {children}
    </section>
  );
}
