import {
  SEARCH_GROUP_SIZE,
  type RecordGroup,
  type RecordGroupId,
  type RecordHit,
  type Role,
  type SearchAnswer,
} from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import {
  searchApplications,
  searchCandidates,
  searchOrganisations,
  searchOwnDocuments,
  searchVacancies,
} from './search.repository.ts';

export interface Searcher {
  id: string;
  role: Role;
}

// One more than shown, to know whether "see all" has more to show.
const ASK = SEARCH_GROUP_SIZE + 1;

function group(id: RecordGroupId, hits: RecordHit[], seeAll: string): RecordGroup {
  return {
    id,
    items: hits.slice(0, SEARCH_GROUP_SIZE),
    more: hits.length > SEARCH_GROUP_SIZE,
    seeAll,
  };
}

const withQ = (path: string, q: string) => `${path}?q=${encodeURIComponent(q)}`;

/**
 * The navbar search, by role, with the lists' own authorisation: staff search every vacancy,
 * application and candidate; a student searches open vacancies and only their own applications
 * and documents, so nobody is shown another person's records.
 */
export async function search(db: Db, who: Searcher, q: string): Promise<SearchAnswer> {
  // Employer contacts search nothing here yet (their portal lists its own records).
  if (who.role === 'employer') return { q, groups: [] };
  if (who.role === 'admin') {
    const [vacancies, applications, candidates, organisations] = await Promise.all([
      searchVacancies(db, q, ASK),
      searchApplications(db, q, ASK),
      searchCandidates(db, q, ASK),
      searchOrganisations(db, q, ASK),
    ]);
    return {
      q,
      groups: [
        group(
          'vacancies',
          vacancies.map((v) => ({
            id: v.id,
            title: v.title,
            detail: `${v.employerName} · ${v.location}`,
            link: `/careers/vacancies/${v.id}`,
            status: v.status,
          })),
          withQ('/careers/vacancies', q),
        ),
        group(
          'applications',
          applications.map((a) => ({
            id: a.id,
            title: a.candidateName,
            detail: `${a.vacancyTitle} · ${a.employerName}`,
            link: `/careers/applications/${a.id}`,
            status: a.status,
          })),
          withQ('/careers/applications', q),
        ),
        group(
          'candidates',
          candidates.map((c) => ({
            id: c.id,
            title: c.fullName,
            detail: c.programme ? `${c.email} · ${c.programme}` : c.email,
            link: `/careers/candidates/${c.id}`,
            status: null,
          })),
          withQ('/careers/candidates', q),
        ),
        group(
          'organisations',
          organisations.map((o) => ({
            id: o.id,
            title: o.name,
            detail: [o.websiteHost, o.sector].filter(Boolean).join(' · '),
            link: `/careers/organisations/${o.id}`,
            status: o.status,
          })),
          withQ('/careers/organisations', q),
        ),
      ],
    };
  }
  const [open, mine, docs] = await Promise.all([
    searchVacancies(db, q, ASK, now()),
    searchApplications(db, q, ASK, who.id),
    searchOwnDocuments(db, who.id, q, ASK),
  ]);
  return {
    q,
    groups: [
      group(
        'openVacancies',
        open.map((v) => ({
          id: v.id,
          title: v.title,
          detail: `${v.employerName} · ${v.location}`,
          link: `/portal/vacancies/${v.id}`,
          status: null,
        })),
        withQ('/portal/vacancies', q),
      ),
      group(
        'myApplications',
        mine.map((a) => ({
          id: a.id,
          title: a.vacancyTitle,
          detail: a.employerName,
          link: `/portal/applications/${a.id}`,
          status: a.status,
        })),
        '/portal/applications',
      ),
      group(
        'myDocuments',
        docs.map((d) => ({
          id: d.id,
          title: d.fileName,
          detail: d.kind,
          link: '/portal/documents',
          status: d.kind,
        })),
        '/portal/documents',
      ),
    ],
  };
}
