import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, candidates, documents, organisations, vacancies } from '../../db/tables.ts';
import { containsLower } from '../../lib/sql.ts';

/*
 * The navbar search's reads: each one group, at most `limit` rows (the caller asks one more than
 * it shows, to know whether there are more). Vacancies, applications and candidates match their
 * lower-cased `search_text` (pg_trgm GIN indexes, migration 0002), as their lists do; a student's
 * own applications and documents are first narrowed by the owner's index, a few dozen rows at most.
 */

export interface VacancyHit {
  id: string;
  title: string;
  employerName: string;
  location: string;
  status: string;
}

export async function searchVacancies(
  db: Db,
  q: string,
  limit: number,
  openAt?: Date,
): Promise<VacancyHit[]> {
  const where = [containsLower(vacancies.searchText, q)];
  if (openAt) where.push(eq(vacancies.status, 'open'), gt(vacancies.closesAt, openAt));
  return db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      employerName: vacancies.employerName,
      location: vacancies.location,
      status: vacancies.status,
    })
    .from(vacancies)
    .where(and(...where))
    .orderBy(desc(vacancies.createdAt), desc(vacancies.id))
    .limit(limit);
}

export interface ApplicationHit {
  id: string;
  candidateName: string;
  vacancyTitle: string;
  employerName: string;
  status: string;
}

export async function searchApplications(
  db: Db,
  q: string,
  limit: number,
  candidateId?: string,
): Promise<ApplicationHit[]> {
  const where = [containsLower(applications.searchText, q)];
  if (candidateId) where.push(eq(applications.candidateId, candidateId));
  return db
    .select({
      id: applications.id,
      candidateName: applications.candidateName,
      vacancyTitle: applications.vacancyTitle,
      employerName: applications.employerName,
      status: applications.status,
    })
    .from(applications)
    .where(and(...where))
    .orderBy(desc(applications.submittedAt), desc(applications.id))
    .limit(limit);
}

export interface CandidateHit {
  id: string;
  fullName: string;
  email: string;
  programme: string | null;
}

export async function searchCandidates(db: Db, q: string, limit: number): Promise<CandidateHit[]> {
  return db
    .select({
      id: candidates.id,
      fullName: candidates.fullName,
      email: candidates.email,
      programme: candidates.programme,
    })
    .from(candidates)
    .where(containsLower(candidates.searchText, q))
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
    .limit(limit);
}

export interface OrganisationHit {
  id: string;
  name: string;
  websiteHost: string | null;
  sector: string | null;
  status: string;
}

/** Organisations by name, website host or sector (staff only). */
export async function searchOrganisations(
  db: Db,
  q: string,
  limit: number,
): Promise<OrganisationHit[]> {
  return db
    .select({
      id: organisations.id,
      name: organisations.name,
      websiteHost: organisations.websiteHost,
      sector: organisations.sector,
      status: organisations.status,
    })
    .from(organisations)
    .where(containsLower(organisations.searchText, q))
    .orderBy(organisations.name, organisations.id)
    .limit(limit);
}

export interface DocumentHit {
  id: string;
  fileName: string;
  kind: string;
}

/** A candidate's own library (not deleted), by file name or kind. */
export async function searchOwnDocuments(
  db: Db,
  candidateId: string,
  q: string,
  limit: number,
): Promise<DocumentHit[]> {
  return db
    .select({ id: documents.id, fileName: documents.fileName, kind: documents.kind })
    .from(documents)
    .where(
      and(
        eq(documents.candidateId, candidateId),
        isNull(documents.deletedAt),
        containsLower(sql`lower(${documents.fileName} || ' ' || ${documents.kind})`, q),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit);
}
