import { z } from 'zod';

const E = 'formsDemo.errors';

export const slotSchema = z.object({
  candidate: z.string().trim().min(2, `${E}.min2`),
  date: z.string().min(1, `${E}.required`),
  start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${E}.time`),
  duration: z
    .number({ error: `${E}.wholeNumber` })
    .int(`${E}.wholeNumber`)
    .min(15, `${E}.durationRange`)
    .max(120, `${E}.durationRange`),
  mode: z.enum(['inPerson', 'video', 'phone']),
});

export const slotsFormSchema = z.object({
  slots: z.array(slotSchema).min(1, `${E}.atLeastOne`),
});

export type Slot = z.infer<typeof slotSchema>;
export type SlotsForm = z.infer<typeof slotsFormSchema>;

export function newSlot(previous?: Partial<Slot>): Slot {
  // Continue straight after the previous slot, on the same day: how panels are usually booked.
  const start =
    previous?.start && previous.duration ? endTime(previous.start, previous.duration) : '09:00';
  return {
    candidate: '',
    date: previous?.date ?? '',
    start: start ?? '09:00',
    duration: previous?.duration ?? 30,
    mode: previous?.mode ?? 'inPerson',
  };
}

function toMinutes(hhmm: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** HH:MM after `minutes`, or null when the start is not a time or the end passes midnight. */
export function endTime(start: string, minutes: number): string | null {
  const s = toMinutes(start);
  if (s === null || !Number.isFinite(minutes)) return null;
  const e = s + minutes;
  if (e >= 24 * 60) return null;
  return `${String(Math.floor(e / 60)).padStart(2, '0')}:${String(e % 60).padStart(2, '0')}`;
}

/** Sum of durations that are numbers (rows being typed may not be yet). */
export function totalMinutes(slots: Partial<Slot>[]): number {
  return slots.reduce((s, x) => s + (Number.isFinite(x.duration) ? (x.duration ?? 0) : 0), 0);
}

/** Indexes of slots that overlap another slot on the same day. */
export function overlappingSlots(slots: Partial<Slot>[]): number[] {
  const spans = slots.map((s) => {
    const a = s.start ? toMinutes(s.start) : null;
    return a === null || !s.date || !s.duration ? null : { date: s.date, a, b: a + s.duration };
  });
  const out = new Set<number>();
  spans.forEach((x, i) =>
    spans.forEach((y, j) => {
      if (i < j && x && y && x.date === y.date && x.a < y.b && y.a < x.b) {
        out.add(i);
        out.add(j);
      }
    }),
  );
  return [...out].sort((m, n) => m - n);
}

/** "2 h 30 min" style parts for the summary. */
export function hoursAndMinutes(total: number): { h: number; m: number } {
  return { h: Math.floor(total / 60), m: total % 60 };
}
