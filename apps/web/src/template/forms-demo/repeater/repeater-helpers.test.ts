import { describe, expect, it } from 'vitest';
import {
  endTime,
  hoursAndMinutes,
  newSlot,
  overlappingSlots,
  slotsFormSchema,
  totalMinutes,
} from './repeater-helpers.ts';

describe('interview slot helpers', () => {
  it('computes end times and refuses to pass midnight', () => {
    expect(endTime('09:30', 45)).toBe('10:15');
    expect(endTime('23:30', 45)).toBeNull();
    expect(endTime('nope', 30)).toBeNull();
  });

  it('starts a new slot where the previous one ends', () => {
    const next = newSlot({ date: '2026-12-01', start: '10:00', duration: 45, mode: 'video' });
    expect(next).toEqual({
      candidate: '',
      date: '2026-12-01',
      start: '10:45',
      duration: 45,
      mode: 'video',
    });
    expect(newSlot().start).toBe('09:00');
  });

  it('totals durations, ignoring rows still being typed', () => {
    expect(totalMinutes([{ duration: 30 }, { duration: Number.NaN }, { duration: 45 }])).toBe(75);
    expect(hoursAndMinutes(150)).toEqual({ h: 2, m: 30 });
  });

  it('finds overlapping slots on the same day only', () => {
    const d = '2026-12-01';
    expect(
      overlappingSlots([
        { date: d, start: '09:00', duration: 30 },
        { date: d, start: '09:15', duration: 30 },
        { date: d, start: '09:45', duration: 30 },
        { date: '2026-12-02', start: '09:00', duration: 30 },
      ]),
    ).toEqual([0, 1]);
  });

  it('validates each row with its own messages', () => {
    const r = slotsFormSchema.safeParse({
      slots: [{ candidate: 'A', date: '', start: '9', duration: 5, mode: 'video' }],
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['slots.0.candidate', 'formsDemo.errors.min2'],
      ['slots.0.date', 'formsDemo.errors.required'],
      ['slots.0.start', 'formsDemo.errors.time'],
      ['slots.0.duration', 'formsDemo.errors.durationRange'],
    ]);
    expect(slotsFormSchema.safeParse({ slots: [] }).success).toBe(false);
  });
});
