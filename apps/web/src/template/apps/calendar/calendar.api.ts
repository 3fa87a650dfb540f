import { api } from '../../../core/api/api.ts';
import type {
  CalendarEvent,
  CalendarName,
  ListUser,
  NewCalendarEvent,
} from '../../../fake-api/types.ts';
import { deleteById, postRecord } from '../shared/sample-mutations.ts';

export type Guest = Pick<ListUser, 'id' | 'fullName' | 'avatar'>;

/** The calendar's sample-data calls: a change to an event refetches the events shown. */
export const calendarApi = api
  .enhanceEndpoints({ addTagTypes: ['CalendarEvent'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getEvents: build.query<CalendarEvent[], readonly CalendarName[]>({
        // None selected shows nothing; the API reads a missing list as "all five".
        queryFn: async (calendars, _api, _extra, baseQuery) => {
          if (calendars.length === 0) return { data: [] };
          const res = await baseQuery({
            url: '/apps/calendar/events',
            params: { calendars: calendars.join(',') },
          });
          return res.error ? { error: res.error } : { data: res.data as CalendarEvent[] };
        },
        providesTags: ['CalendarEvent'],
      }),
      addEvent: build.mutation<CalendarEvent, NewCalendarEvent>({
        ...postRecord<CalendarEvent>('/apps/calendar/add-event', 'event'),
        invalidatesTags: ['CalendarEvent'],
      }),
      updateEvent: build.mutation<CalendarEvent, CalendarEvent>({
        ...postRecord<CalendarEvent>('/apps/calendar/update-event', 'event'),
        invalidatesTags: ['CalendarEvent'],
      }),
      removeEvent: build.mutation<void, number>({
        ...deleteById('/apps/calendar/remove-event'),
        invalidatesTags: ['CalendarEvent'],
      }),
      /** The sample users a guest is chosen from (kept for the visit). */
      getGuests: build.query<Guest[], void>({
        query: () => '/api/users/list/all-data',
        transformResponse: (users: ListUser[]) =>
          users.map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
        keepUnusedDataFor: Infinity,
      }),
    }),
  });

export const {
  useGetEventsQuery,
  useAddEventMutation,
  useUpdateEventMutation,
  useRemoveEventMutation,
  useGetGuestsQuery,
} = calendarApi;
