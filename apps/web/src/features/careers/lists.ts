import type { ListDefinition } from './shared/list-preload.ts';

/**
 * The careers lists' filters (URL parameters) and default orders: read by each list screen and
 * by the preloads that start its first page when navigation starts (preloads.ts).
 */
export const LISTS = {
  vacancies: {
    filters: ['status', 'type', 'workplace', 'organisationId'],
    defaults: { sortColumn: 'createdAt', sort: 'desc' },
  },
  applications: {
    filters: ['status', 'vacancyId', 'candidateId', 'submittedOn', 'tag', 'reason'],
    defaults: { sortColumn: 'submittedAt', sort: 'desc' },
  },
  candidates: {
    filters: ['level', 'graduationYear', 'status', 'tag'],
    defaults: { sortColumn: 'createdAt', sort: 'desc' },
  },
  documents: {
    filters: ['kind', 'candidateId'],
    defaults: { sortColumn: 'createdAt', sort: 'desc' },
  },
  organisations: {
    filters: ['status', 'sector'],
    defaults: { sortColumn: 'name', sort: 'asc' },
  },
  admins: {
    filters: ['status'],
    defaults: { sortColumn: 'createdAt', sort: 'desc' },
  },
} as const satisfies Record<string, ListDefinition>;
