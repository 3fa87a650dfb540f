import {
  calendarFeedSchema,
  bookingPageSchema,
  bookingSchema,
  slotPageSchema,
  slotSchema,
  type AppointmentType,
  type BookSlotInput,
  type Booking,
  type CalendarFeed,
  type CreateSlotInput,
  type MoveSlotInput,
  type Page,
  type Slot,
  type SlotPurpose,
  type UpdateSlotInput,
} from '@careers/contracts';
import { api } from './api.ts';

// Answers are checked against their contracts in development and tests (base-query.ts). Written
// as this condition, a production build drops the schemas, and zod with them.
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? {
        slots: slotPageSchema,
        slot: slotSchema,
        bookings: bookingPageSchema,
        booking: bookingSchema,
        feed: calendarFeedSchema,
      }
    : undefined;

/** The calendar's window and filters (every slot of it: the screens show up to 100). */
export interface SlotWindow {
  from?: string;
  to?: string;
  purpose?: SlotPurpose;
  vacancyId?: string;
  appointmentType?: AppointmentType;
  /** One member of staff's slots (the staff calendar's "Mine"); everybody's when left out. */
  hostAdminId?: string;
}

/** Whose bookings: a slot's, a candidate's (staff), or the signed-in candidate's own (none). */
export interface BookingFilter {
  slotId?: string;
  candidateId?: string;
  status?: Booking['status'];
}

const ALL = { perPage: 100, sort: 'asc' } as const;
/** Slots and bookings change together (a booking fills a place): one tag for both. */
const BOOKINGS = ['Booking' as const];
const unlessFailed = (_r: unknown, error: unknown) => (error ? [] : BOOKINGS);

/**
 * Interview slots and adviser appointments (issue 21): staff publish and move slots; candidates
 * see the free slots offered to them and book, cancel or rebook; staff book for a candidate.
 */
export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSlots: build.query<Page<Slot>, SlotWindow>({
      query: (window) => ({ url: '/api/v1/slots', params: { ...ALL, ...window } }),
      extraOptions: { schema: contracts?.slots },
      providesTags: BOOKINGS,
    }),
    getBookableSlots: build.query<Page<Slot>, SlotWindow>({
      query: (window) => ({ url: '/api/v1/bookable-slots', params: { ...ALL, ...window } }),
      extraOptions: { schema: contracts?.slots },
      providesTags: BOOKINGS,
    }),
    createSlot: build.mutation<Slot, CreateSlotInput>({
      query: (body) => ({ url: '/api/v1/slots', method: 'POST', body }),
      extraOptions: { schema: contracts?.slot },
      invalidatesTags: unlessFailed,
    }),
    moveSlot: build.mutation<Slot, { id: string } & MoveSlotInput>({
      query: ({ id, ...body }) => ({ url: `/api/v1/slots/${id}/move`, method: 'POST', body }),
      extraOptions: { schema: contracts?.slot },
      invalidatesTags: unlessFailed,
    }),
    /** Details that do not move it (place, link, places, cut-off): attendees get the update. */
    updateSlot: build.mutation<Slot, { id: string } & UpdateSlotInput>({
      query: ({ id, ...body }) => ({ url: `/api/v1/slots/${id}`, method: 'PATCH', body }),
      extraOptions: { schema: contracts?.slot },
      invalidatesTags: unlessFailed,
    }),
    removeSlot: build.mutation<void, string>({
      query: (id) => ({ url: `/api/v1/slots/${id}`, method: 'DELETE' }),
      invalidatesTags: unlessFailed,
    }),
    getBookings: build.query<Page<Booking>, BookingFilter>({
      query: (filter) => ({ url: '/api/v1/bookings', params: { ...ALL, ...filter } }),
      extraOptions: { schema: contracts?.bookings },
      providesTags: BOOKINGS,
    }),
    bookSlot: build.mutation<Booking, { slotId: string } & BookSlotInput>({
      query: ({ slotId, ...body }) => ({
        url: `/api/v1/slots/${slotId}/bookings`,
        method: 'POST',
        body,
      }),
      extraOptions: { schema: contracts?.booking },
      invalidatesTags: unlessFailed,
    }),
    cancelBooking: build.mutation<Booking, string>({
      query: (id) => ({ url: `/api/v1/bookings/${id}/cancel`, method: 'POST' }),
      extraOptions: { schema: contracts?.booking },
      invalidatesTags: unlessFailed,
    }),
    rebook: build.mutation<Booking, { id: string; slotId: string }>({
      query: ({ id, slotId }) => ({
        url: `/api/v1/bookings/${id}/rebook`,
        method: 'POST',
        body: { slotId },
      }),
      extraOptions: { schema: contracts?.booking },
      invalidatesTags: unlessFailed,
    }),
    /** The signed-in member of staff's private calendar feed (its URL masked). */
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => ({ url: '/api/v1/calendar-feed' }),
      extraOptions: { schema: contracts?.feed },
    }),
    /** A new feed URL, whole in this answer only; any earlier one stops working. */
    createCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/api/v1/calendar-feed', method: 'POST' }),
      extraOptions: { schema: contracts?.feed },
    }),
    revokeCalendarFeed: build.mutation<void, void>({
      query: () => ({ url: '/api/v1/calendar-feed', method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetSlotsQuery,
  useGetBookableSlotsQuery,
  useCreateSlotMutation,
  useMoveSlotMutation,
  useUpdateSlotMutation,
  useRemoveSlotMutation,
  useGetBookingsQuery,
  useBookSlotMutation,
  useCancelBookingMutation,
  useRebookMutation,
  useGetCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = bookingsApi;
