import { applicationsApi } from '../../core/api/applications.ts';
import { bookingsApi } from '../../core/api/bookings.ts';
import { documentsApi, MY_LIBRARY } from '../../core/api/documents.ts';
import { vacanciesApi } from '../../core/api/vacancies.ts';
import type { RoutePreload } from '../../core/routing/route-declaration.ts';
import {
  MY_BOOKINGS,
  myApplicationsQuery,
  offeredSlotsQuery,
  ownApplicationQuery,
  portalVacanciesQuery,
} from './list-queries.ts';

// The portal screens' data, started when navigation to them starts (routes.ts).

const once = { subscribe: false } as const;

export const preloadPortalVacancies: RoutePreload = ({ search }, dispatch) => {
  dispatch(vacanciesApi.endpoints.getVacancies.initiate(portalVacanciesQuery(search), once));
};

export const preloadPortalVacancy: RoutePreload = ({ params }, dispatch) => {
  if (!params.id) return;
  dispatch(vacanciesApi.endpoints.getVacancy.initiate(params.id, once));
  dispatch(
    applicationsApi.endpoints.getApplications.initiate(ownApplicationQuery(params.id), once),
  );
};

export const preloadPortalApplications: RoutePreload = ({ search }, dispatch) => {
  dispatch(applicationsApi.endpoints.getApplications.initiate(myApplicationsQuery(search), once));
};

export const preloadPortalApplication: RoutePreload = ({ params }, dispatch) => {
  if (!params.id) return;
  dispatch(applicationsApi.endpoints.getApplication.initiate(params.id, once));
  dispatch(applicationsApi.endpoints.getApplicationEvents.initiate(params.id, once));
};

export const preloadPortalDocuments: RoutePreload = (_target, dispatch) => {
  dispatch(documentsApi.endpoints.getDocuments.initiate(MY_LIBRARY, once));
};

export const preloadPortalBookings: RoutePreload = ({ search }, dispatch) => {
  dispatch(bookingsApi.endpoints.getBookings.initiate(MY_BOOKINGS, once));
  dispatch(bookingsApi.endpoints.getBookableSlots.initiate(offeredSlotsQuery(search), once));
};
