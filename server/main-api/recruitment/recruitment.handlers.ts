import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RecruitmentCategory, recruitmentEndpoints } from '../../../src/api/contract/content';
import { includesOf } from '../../../src/api/contract/listing';
import type { Services } from '../../app-services';
import type { Db } from '../../db/client';
import { jobs, recruitmentCategories } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import type { Language } from '../../i18n/server-i18n';
import { answerLanguage, countOf, pageOf, pagingOf, textIn } from '../shared/localize';

type CategoryRow = typeof recruitmentCategories.$inferSelect;

// Qualified by hand: inside the subquery drizzle writes bare column names.
const jobCount = sql<number>`(select count(*) from ${jobs} where ${jobs}.category_id = ${recruitmentCategories}.id)`.mapWith(Number);

/** Categories as the API answers them, with their jobs (newest first) when asked. */
async function toCategories(db: Db, rows: Array<{ row: CategoryRow; jobCount: number }>, withJobs: boolean, language: Language): Promise<RecruitmentCategory[]> {
  const jobRows = withJobs && rows.length > 0 ? await db.select().from(jobs).where(inArray(jobs.categoryId, rows.map(({ row }) => row.id))).orderBy(desc(jobs.postedAt), asc(jobs.id)) : [];
  return rows.map(({ row, jobCount: n }) => ({
    id: row.id,
    slug: row.slug,
    name: textIn(row.name, language),
    jobCount: n,
    ...(withJobs
      ? {
          jobs: jobRows
            .filter((job) => job.categoryId === row.id)
            .map((job) => ({
              id: job.id,
              slug: job.slug,
              title: textIn(job.title, language),
              location: textIn(job.location, language),
              employmentType: job.employmentType,
              description: textIn(job.description, language),
              postedAt: job.postedAt.toISOString(),
            })),
        }
      : {}),
  }));
}

export function recruitmentHandlers({ database }: Services): EndpointHandlers<typeof recruitmentEndpoints> {
  const { db } = database;
  const categories = () => db.select({ row: recruitmentCategories, jobCount }).from(recruitmentCategories);
  return {
    async listRecruitmentCategories(c, { query }) {
      const language = answerLanguage(c, query.lang);
      const withJobs = includesOf<'jobs'>(query.include).has('jobs');
      const page = await pageOf(
        pagingOf(query, 0),
        () => countOf(db, recruitmentCategories, undefined),
        async ({ limit, offset }) => toCategories(db, await categories().orderBy(asc(recruitmentCategories.id)).limit(limit).offset(offset), withJobs, language),
      );
      return { status: 200, body: page };
    },

    async retrieveRecruitmentCategory(c, { params, query }) {
      const language = answerLanguage(c, query.lang);
      const rows = await categories().where(eq(recruitmentCategories.id, params.id));
      if (rows.length === 0) throw new HttpError(404, 'not_found', { messageKey: 'recruitment_category_not_found' });
      const [category] = await toCategories(db, rows, includesOf<'jobs'>(query.include).has('jobs'), language);
      return { status: 200, body: { data: category } };
    },
  };
}
