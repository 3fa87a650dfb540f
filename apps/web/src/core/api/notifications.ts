import {
  notificationListSchema,
  notificationPreferencesSchema,
  type NotificationList,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@careers/contracts';
import { api } from './api.ts';
import { fixedRead, whenSaved } from './resource.ts';

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { list: notificationListSchema, preferences: notificationPreferencesSchema }
    : undefined;

/** How often the bell asks for news while a screen is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

const withNotifications = api.enhanceEndpoints({
  addTagTypes: ['Notification', 'NotificationPrefs'],
});

export const notificationsApi = withNotifications.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in person's latest notifications and unread count. */
    getNotifications: build.query<NotificationList, void>(
      fixedRead('/api/v1/notifications', contracts?.list, ['Notification']),
    ),
    markNotificationRead: build.mutation<void, string>({
      query: (id) => ({ url: `/api/v1/notifications/${id}/read`, method: 'POST' }),
      // Read at once in the bell; the next poll confirms it.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (list) => {
            const n = list.data.find((x) => x.id === id);
            if (n && !n.readAt) {
              n.readAt = new Date().toISOString();
              list.unread = Math.max(0, list.unread - 1);
            }
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => ({ url: '/api/v1/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/api/v1/notification-preferences',
      extraOptions: { schema: contracts?.preferences },
      providesTags: ['NotificationPrefs'],
    }),
    updateNotificationPreferences: build.mutation<
      NotificationPreferences,
      UpdateNotificationPreferences
    >({
      query: (body) => ({ url: '/api/v1/notification-preferences', method: 'PUT', body }),
      extraOptions: { schema: contracts?.preferences },
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        await whenSaved(queryFulfilled, (data) => {
          dispatch(
            notificationsApi.util.upsertQueryData('getNotificationPreferences', undefined, data),
          );
        });
      },
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} = notificationsApi;
