import type { Advisor } from '../../../src/api/contract/content';
import type { NamedRef } from '../../../src/api/contract/listing';
import type { advisorRoles, advisors } from '../../db/schema';
import type { Language } from '../../i18n/server-i18n';
import { imageIn, textIn } from '../shared/localize';

export type AdvisorRow = typeof advisors.$inferSelect;
export type AdvisorRoleRow = typeof advisorRoles.$inferSelect;

export function toRole(row: AdvisorRoleRow, language: Language): NamedRef {
  return { id: row.id, slug: row.slug, name: textIn(row.name, language) };
}

export function toAdvisor(row: AdvisorRow, role: AdvisorRoleRow, language: Language): Advisor {
  return { id: row.id, slug: row.slug, name: row.name, role: toRole(role, language), title: textIn(row.title, language), bio: textIn(row.bio, language), image: imageIn(row.image, language) };
}
