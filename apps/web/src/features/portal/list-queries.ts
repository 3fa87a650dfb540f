import {
  applicationStatuses,
  vacancyTypes,
  workplaces,
  type ApplicationStatus,
} from '@careers/contracts';

export const PORTAL_PAGE_SIZE = 9;
export const MY_APPLICATIONS_PAGE_SIZE = 10;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);

const pageOf = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

/**
 * The open vacancies a candidate browses, from the URL: search, type, workplace and page, the
 * soonest deadline first. The screen and its preload read it alike, so they share one request.
 */
export function portalVacanciesQuery(search: URLSearchParams) {
  return {
    q: search.get('q') || undefined,
    type: oneOf(vacancyTypes, search.get('type')),
    workplace: oneOf(workplaces, search.get('workplace')),
    page: pageOf(search),
    perPage: PORTAL_PAGE_SIZE,
    sortColumn: 'closesAt',
    sort: 'asc',
  } as const;
}

/** The candidate's own applications, newest first, by status (from the URL). */
export function myApplicationsQuery(search: URLSearchParams) {
  return {
    status: oneOf<ApplicationStatus>(applicationStatuses, search.get('status')),
    page: pageOf(search),
    perPage: MY_APPLICATIONS_PAGE_SIZE,
    sortColumn: 'submittedAt',
    sort: 'desc',
  } as const;
}

/** The candidate's own application to one vacancy, if any (the vacancy page shows it). */
export function ownApplicationQuery(vacancyId: string) {
  return { vacancyId, page: 1, perPage: 1, sortColumn: 'submittedAt', sort: 'desc' } as const;
}

/** The candidate's own bookings, as their bookings screen lists them. */
export const MY_BOOKINGS = { status: 'booked' } as const;

/**
 * The free slots the bookings screen offers, from the URL: one vacancy's interviews
 * (?vacancy=…) or everything offered to the candidate. The screen and its preload read it alike.
 */
export function offeredSlotsQuery(search: URLSearchParams) {
  return { vacancyId: search.get('vacancy') ?? undefined };
}
