import { useTranslation } from 'react-i18next';
import type { Advisor } from '../../api/contract/content';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import { AdvisorCard } from '../shared/advisor-card';
import { advisorRolesLogic } from './content-effects';
import { useItemContent } from '../shared/item-status';
import { ListView, lazyListRoute } from './list-view';
import '../../styles/pages.css';
import '../../styles/catalogue.css';

/** Our advisors (doctors, geneticists, nutritionists, psychologists), 9 at a time, by role, with "Load more". */
function AdvisorList({ actor, language }: { actor: ContentListActor<Advisor>; language: string }) {
  const { t } = useTranslation('catalogue');
  const roles = useItemContent(advisorRolesLogic, { key: 'advisor-roles', language }) ?? [];
  return (
    <ListView
      actor={actor}
      id="advisors"
      filters={[{ name: 'role', label: t('advisors.role'), allLabel: t('list.allRoles'), options: roles.map((role) => ({ value: role.slug, label: role.name })) }]}
      listClassName="person-grid"
      emptyText={t('advisors.empty')}
      renderItem={(advisor) => (
        <AdvisorCard key={advisor.id} advisor={advisor} headingLevel={2}>
          <p>{advisor.bio}</p>
        </AdvisorCard>
      )}
    />
  );
}

export const Route = lazyListRoute('advisors', AdvisorList);
