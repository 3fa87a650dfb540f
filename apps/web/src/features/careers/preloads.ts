import { adminsApi } from '../../core/api/admins.ts';
import { applicationsApi } from '../../core/api/applications.ts';
import { bookingsApi } from '../../core/api/bookings.ts';
import { candidatesApi } from '../../core/api/candidates.ts';
import { documentsApi } from '../../core/api/documents.ts';
import { organisationsApi } from '../../core/api/organisations.ts';
import { settingsApi } from '../../core/api/settings.ts';
import { statsApi } from '../../core/api/stats.ts';
import { vacanciesApi } from '../../core/api/vacancies.ts';
import { selectUser } from '../../core/auth/auth.slice.ts';
import { DEFAULT_TIME_ZONE } from '../../core/format/date.ts';
import { storedLanguage } from '../../core/i18n/languages.ts';
import type { RoutePreload } from '../../core/routing/route-declaration.ts';
import { initialSlotQuery } from './bookings/calendar-query.ts';
import { LISTS } from './lists.ts';
import { listPreload } from './shared/list-preload.ts';

// The data of the careers screens, started when navigation to them starts (routes.ts), in a
// chunk of its own beside the screen's: the route table does not carry the data layer.

const once = { subscribe: false } as const;

export const preloadDashboard: RoutePreload = (_target, dispatch) => {
  dispatch(statsApi.endpoints.getStatsOverview.initiate(undefined, once));
};

export const preloadVacancies = listPreload(vacanciesApi.endpoints.getVacancies, LISTS.vacancies);

// With the vacancy filter's choices.
export const preloadApplications = listPreload(
  applicationsApi.endpoints.getApplications,
  LISTS.applications,
  [vacanciesApi.endpoints.getVacancyOptions],
);

export const preloadCandidates = listPreload(
  candidatesApi.endpoints.getCandidates,
  LISTS.candidates,
);

// With the candidate filter's choices.
export const preloadDocuments = listPreload(documentsApi.endpoints.getDocuments, LISTS.documents, [
  candidatesApi.endpoints.getCandidateOptions,
]);

export const preloadOrganisations = listPreload(
  organisationsApi.endpoints.getOrganisations,
  LISTS.organisations,
);

export const preloadOrganisation: RoutePreload = ({ params }, dispatch) => {
  if (params.id) {
    dispatch(organisationsApi.endpoints.getOrganisation.initiate(params.id, once));
  }
};

export const preloadAdmins = listPreload(adminsApi.endpoints.getAdmins, LISTS.admins);

export const preloadVacancy: RoutePreload = ({ params }, dispatch) => {
  if (params.id) dispatch(vacanciesApi.endpoints.getVacancy.initiate(params.id, once));
};

export const preloadApplication: RoutePreload = ({ params }, dispatch) => {
  if (!params.id) return;
  dispatch(applicationsApi.endpoints.getApplication.initiate(params.id, once));
  dispatch(applicationsApi.endpoints.getApplicationEvents.initiate(params.id, once));
};

export const preloadCandidate: RoutePreload = ({ params }, dispatch) => {
  if (params.id) dispatch(candidatesApi.endpoints.getCandidate.initiate(params.id, once));
};

/**
 * The staff calendar's slots, for the week or day it opens on: its window is midnight to midnight
 * in the service's time zone, so the settings (sent by the document's head) are read first.
 */
export const preloadCalendar: RoutePreload = async ({ search }, dispatch) => {
  const settings = await dispatch(settingsApi.endpoints.getSettings.initiate(undefined, once));
  const user = dispatch((_, getState) => selectUser(getState()));
  const query = initialSlotQuery(search, user ? String(user.id) : null, {
    language: storedLanguage(),
    timeZone: settings.data?.timeZone ?? DEFAULT_TIME_ZONE,
  });
  if (query) dispatch(bookingsApi.endpoints.getSlots.initiate(query, once));
};
