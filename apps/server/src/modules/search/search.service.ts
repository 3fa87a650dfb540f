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

/** A staff group: each hit opens its record's page in /careers; "see all" opens the list searched. */
function staffGroup<R extends { id: string }>(
  id: 'vacancies' | 'applications' | 'candidates' | 'organisations',
  rows: R[],
  q: string,
  hit: (row: R) => Pick<RecordHit, 'title' | 'detail' | 'status'>,
): RecordGroup {
  const hits = rows.map((row) => ({ id: row.id, link: `/careers/${id}/${row.id}`, ...hit(row) }));
  return group(id, hits, withQ(`/careers/${id}`, q));
}

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
        staffGroup('vacancies', vacancies, q, (v) => ({
          title: v.title,
          detail: `${v.employerName} · ${v.location}`,
          status: v.status,
        })),
        staffGroup('applications', applications, q, (a) => ({
          title: a.candidateName,
          detail: `${a.vacancyTitle} · ${a.employerName}`,
          status: a.status,
        })),
        staffGroup('candidates', candidates, q, (c) => ({
          title: c.fullName,
          detail: c.programme ? `${c.email} · ${c.programme}` : c.email,
          status: null,
        })),
        staffGroup('organisations', organisations, q, (o) => ({
          title: o.name,
          detail: [o.websiteHost, o.sector].filter(Boolean).join(' · '),
          status: o.status,
        })),
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
