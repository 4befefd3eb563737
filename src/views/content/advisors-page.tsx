import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { Advisor } from '../../api/contract/content';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import { itemContentOf } from '../../machines/content-item/content-item.selectors';
import { PageIntro } from '../shared/page-head';
import { Picture } from '../shared/picture';
import { advisorRolesLogic } from './content-effects';
import { useLanguage } from '../shared/item-status';
import { ListView } from './list-view';
import { useHeldList } from './use-list';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Our advisors (doctors, geneticists, nutritionists, psychologists), 9 at a time, by role, with "Load more". */
export function AdvisorsPage({ actor }: { actor: ContentListActor<Advisor> }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <div className="page">
      <PageIntro title={t('advisors.title')} description={t('advisors.description')} path="/advisors" language={language} />
      <AdvisorList key={language} language={language} actor={actor} />
    </div>
  );
}

function AdvisorList({ actor, language }: { actor: ContentListActor<Advisor>; language: string }) {
  const { t } = useTranslation('catalogue');
  const roles = useSelector(useActorRef(advisorRolesLogic, { input: { key: 'advisor-roles', language } }), itemContentOf) ?? [];
  return (
    <ListView
      actor={actor}
      id="advisors"
      filters={[{ name: 'role', label: t('advisors.role'), allLabel: t('list.allRoles'), options: roles.map((role) => ({ value: role.slug, label: role.name })) }]}
      listClassName="person-grid"
      emptyText={t('advisors.empty')}
      renderItem={(advisor) => (
        <li key={advisor.id} className="person-card">
          <Picture image={advisor.image} className="person-card__image" decorative />
          <h2 className="person-card__name">{advisor.name}</h2>
          <p className="person-card__title">
            {advisor.title} · {advisor.role.name}
          </p>
          <p>{advisor.bio}</p>
        </li>
      )}
    />
  );
}

function AdvisorsRoutePage() {
  const actor = useHeldList<Advisor>(Route.useRouteContext({ select: (context) => context.list }));
  return actor ? <AdvisorsPage actor={actor} /> : null;
}

export const Route = createLazyRoute('/advisors')({ component: AdvisorsRoutePage });
