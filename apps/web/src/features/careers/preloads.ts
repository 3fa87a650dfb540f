import { adminsApi } from '../../core/api/admins.ts';
import { applicationsApi } from '../../core/api/applications.ts';
import { candidatesApi } from '../../core/api/candidates.ts';
import { documentsApi } from '../../core/api/documents.ts';
import { organisationsApi } from '../../core/api/organisations.ts';
import { statsApi } from '../../core/api/stats.ts';
import { vacanciesApi } from '../../core/api/vacancies.ts';
import type { RoutePreload } from '../../core/routing/route-declaration.ts';
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
