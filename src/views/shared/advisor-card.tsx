import type { ReactNode } from 'react';
import type { Advisor } from '../../api/contract/content';
import { Picture } from './picture';

/** An advisor as a card: photo, name (a heading of `headingLevel`), title and role, then `children`. */
export function AdvisorCard({ advisor, headingLevel, children }: { advisor: Advisor; headingLevel: 2 | 3; children?: ReactNode }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="person-card">
      <Picture image={advisor.image} className="person-card__image" decorative />
      <Heading className="person-card__name">{advisor.name}</Heading>
      <p className="person-card__title">
        {advisor.title} · {advisor.role.name}
      </p>
      {children}
    </li>
  );
}
