import type { ReactNode } from 'react';

/** A section of a catalogue page, named by its title (a `section-title` heading). */
export function TitledSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
