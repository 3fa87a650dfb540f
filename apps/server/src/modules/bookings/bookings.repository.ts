import { and, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { ListBookingsQuery, ListSlotsQuery } from '@careers/contracts';
import { type Db } from '../../db/client.ts';
import { admins, applications, bookings, candidates, slots, vacancies } from '../../db/tables.ts';
import { countRows, listOrder, rowsById, selectPage } from '../../lib/sql.ts';

export type SlotRow = typeof slots.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
/** A slot as lists show it: its vacancy's title and how many live bookings it holds. */
export type SlotView = SlotRow & {
  vacancyTitle: string | null;
  booked: number;
  bookedBy: string[];
};
/** A booking with its slot and candidate: what invitations, reminders and lists need. */
export type BookingView = BookingRow & {
  slot: SlotRow;
  vacancyTitle: string | null;
  candidateName: string;
  candidateEmail: string;
};

/** Live bookings hold a place: booked, or recorded as a no-show. */
const holdsPlace = ne(bookings.status, 'cancelled');

const bookedCount = sql<number>`(select count(*)::int from ${bookings} where ${bookings.slotId} = ${slots.id} and ${bookings.status} <> 'cancelled')`;

/** Who holds a place (booked, not cancelled or no-show), by when they booked: staff read the names. */
const bookedNames = sql<
  string[] | null
>`(select json_agg(${candidates.fullName} order by ${bookings.createdAt}, ${bookings.id}) from ${bookings} join ${candidates} on ${candidates.id} = ${bookings.candidateId} where ${bookings.slotId} = ${slots.id} and ${bookings.status} = 'booked')`;
/** Candidates are never shown who else booked a slot. */
const noNames = sql<string[] | null>`null`;

const slotColumns = {
  slot: slots,
  vacancyTitle: vacancies.title,
  booked: bookedCount,
  bookedBy: bookedNames,
};

const asSlotView = (r: {
  slot: SlotRow;
  vacancyTitle: string | null;
  booked: number;
  bookedBy: string[] | null;
}): SlotView => ({
  ...r.slot,
  vacancyTitle: r.vacancyTitle,
  booked: Number(r.booked),
  bookedBy: r.bookedBy ?? [],
});

/** Who sees which slots: staff all, an employer contact their organisation's vacancies' only. */
export type SlotScope =
  | { kind: 'staff' }
  | { kind: 'organisation'; organisationId: string }
  /** The slots offered to a candidate that still have a place (bookable-slots). */
  | { kind: 'offered'; candidateId: string; bookableFrom: Date };

export const organisationVacancies = (organisationId: string) =>
  inArray(
    slots.vacancyId,
    sql`(select ${vacancies.id} from ${vacancies} where ${vacancies.organisationId} = ${organisationId})`,
  );

function scopeWhere(scope: SlotScope): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  if (scope.kind === 'organisation') return organisationVacancies(scope.organisationId);
  // Interview slots of the vacancies the candidate is interviewing for, and every appointment;
  // not yet past the slot's own cut-off, with a place left, and not already booked by them.
  const interviewing = sql`(select ${applications.vacancyId} from ${applications} where ${applications.candidateId} = ${scope.candidateId} and ${applications.status} = 'interviewing')`;
  return and(
    sql`(${slots.purpose} = 'appointment' or ${slots.vacancyId} in ${interviewing})`,
    sql`${slots.startsAt} - make_interval(hours => ${slots.cutoffHours}) > ${scope.bookableFrom}`,
    sql`${bookedCount} < ${slots.capacity}`,
    sql`not exists (select 1 from ${bookings} where ${bookings.slotId} = ${slots.id} and ${bookings.candidateId} = ${scope.candidateId} and ${bookings.status} = 'booked')`,
  );
}

export async function listSlots(db: Db, query: ListSlotsQuery, scope: SlotScope) {
  const where = and(
    isNull(slots.cancelledAt),
    query.from ? gte(slots.startsAt, new Date(query.from)) : undefined,
    query.to ? lt(slots.startsAt, new Date(query.to)) : undefined,
    query.purpose ? eq(slots.purpose, query.purpose) : undefined,
    query.vacancyId ? eq(slots.vacancyId, query.vacancyId) : undefined,
    query.appointmentType ? eq(slots.appointmentType, query.appointmentType) : undefined,
    // One member of staff's slots (slots_host_admin_idx): the staff calendar's "Mine".
    query.hostAdminId ? eq(slots.hostAdminId, query.hostAdminId) : undefined,
    scopeWhere(scope),
  );
  const result = await selectPage(db, query, {
    rows: db
      .select(scope.kind === 'offered' ? { ...slotColumns, bookedBy: noNames } : slotColumns)
      .from(slots)
      .leftJoin(vacancies, eq(vacancies.id, slots.vacancyId))
      .$dynamic(),
    table: slots,
    where,
    orderBy: listOrder(query.sort, slots.startsAt, slots.id),
  });
  return { ...result, rows: result.rows.map(asSlotView) };
}

/** One live slot with its counts; `forUpdate` locks its row (capacity is checked under it). */
export async function findSlot(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<SlotView | undefined> {
  const query = db
    .select(slotColumns)
    .from(slots)
    .leftJoin(vacancies, eq(vacancies.id, slots.vacancyId))
    .where(and(eq(slots.id, id), isNull(slots.cancelledAt)))
    .limit(1);
  const rows = forUpdate ? await query.for('update', { of: slots }) : await query;
  return rows[0] && asSlotView(rows[0]);
}

/** An active member of staff who may host a slot (id and name), or undefined. */
export async function findActiveHost(
  db: Db,
  id: string,
): Promise<{ id: string; fullName: string } | undefined> {
  const [row] = await db
    .select({ id: admins.id, fullName: admins.fullName })
    .from(admins)
    .where(and(eq(admins.id, id), eq(admins.status, 'active')))
    .limit(1);
  return row;
}

const slotRows = rowsById(slots);
export const insertSlot = slotRows.insert;
export const updateSlotRow = slotRows.update;

/** The live bookings holding a place in a slot (counted under the slot's lock). */
export async function countPlacesTaken(db: Db, slotId: string): Promise<number> {
  return countRows(db, bookings, and(eq(bookings.slotId, slotId), holdsPlace));
}

const bookingRows = rowsById(bookings);
export const insertBooking = bookingRows.insert;
export const updateBookingRow = bookingRows.update;

const bookingColumns = {
  booking: bookings,
  slot: slots,
  vacancyTitle: vacancies.title,
  candidateName: candidates.fullName,
  candidateEmail: candidates.email,
};

const bookingView = (db: Db) =>
  db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .innerJoin(candidates, eq(candidates.id, bookings.candidateId))
    .leftJoin(vacancies, eq(vacancies.id, slots.vacancyId))
    .$dynamic();

const asBookingView = (r: {
  booking: BookingRow;
  slot: SlotRow;
  vacancyTitle: string | null;
  candidateName: string;
  candidateEmail: string;
}): BookingView => ({
  ...r.booking,
  slot: r.slot,
  vacancyTitle: r.vacancyTitle,
  candidateName: r.candidateName,
  candidateEmail: r.candidateEmail,
});

/** One booking with its slot; `forUpdate` locks the booking's row. */
export async function findBooking(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<BookingView | undefined> {
  const query = bookingView(db).where(eq(bookings.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update', { of: bookings }) : await query;
  return rows[0] && asBookingView(rows[0]);
}

/** The booked (live, not no-show) bookings of a slot or of an application, locked. */
export async function bookedWhere(
  db: Db,
  of: { slotId: string } | { applicationIds: string[] },
): Promise<BookingView[]> {
  if ('applicationIds' in of && of.applicationIds.length === 0) return [];
  const which =
    'slotId' in of
      ? eq(bookings.slotId, of.slotId)
      : inArray(bookings.applicationId, of.applicationIds);
  const rows = await bookingView(db)
    .where(and(which, eq(bookings.status, 'booked')))
    .orderBy(bookings.createdAt, bookings.id)
    .for('update', { of: bookings });
  return rows.map(asBookingView);
}

/** The candidate's booked place for a vacancy's interview, if any (one interview per vacancy). */
export async function bookedInterview(
  db: Db,
  candidateId: string,
  vacancyId: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .where(
      and(
        eq(bookings.candidateId, candidateId),
        eq(slots.vacancyId, vacancyId),
        eq(bookings.status, 'booked'),
      ),
    )
    .limit(1);
  return row?.booking;
}

export type BookingScope =
  | { kind: 'staff' }
  | { kind: 'candidate'; candidateId: string }
  | { kind: 'organisation'; organisationId: string };

export async function listBookings(db: Db, query: ListBookingsQuery, scope: BookingScope) {
  const where = and(
    query.slotId ? eq(bookings.slotId, query.slotId) : undefined,
    query.candidateId ? eq(bookings.candidateId, query.candidateId) : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
    scope.kind === 'candidate' ? eq(bookings.candidateId, scope.candidateId) : undefined,
    scope.kind === 'organisation'
      ? inArray(
          bookings.slotId,
          sql`(select ${slots.id} from ${slots} where ${organisationVacancies(scope.organisationId)})`,
        )
      : undefined,
  );
  const result = await selectPage(db, query, {
    rows: bookingView(db),
    table: bookings,
    where,
    orderBy: listOrder(query.sort, bookings.createdAt, bookings.id),
  });
  return { ...result, rows: result.rows.map(asBookingView) };
}
