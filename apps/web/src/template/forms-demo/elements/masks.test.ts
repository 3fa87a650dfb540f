import { describe, expect, it } from 'vitest';
import {
  applyMask,
  cardMask,
  dateMask,
  numeralMask,
  phoneMask,
  postcodeMask,
  studentIdMask,
  timeMask,
} from './masks.ts';

describe('input masks', () => {
  it('groups a UK phone number', () => {
    expect(applyMask(phoneMask, '07700900123')).toBe('07700 900123');
  });

  it('upper-cases postcodes and inserts the space for every shape', () => {
    expect(applyMask(postcodeMask, 'm139pl')).toBe('M13 9PL');
    expect(applyMask(postcodeMask, 'sw1a1aa')).toBe('SW1A 1AA');
    expect(applyMask(postcodeMask, 'ec1v9hq')).toBe('EC1V 9HQ');
    expect(applyMask(postcodeMask, 'b338th')).toBe('B33 8TH');
  });

  it('formats dates, times and card numbers', () => {
    expect(applyMask(dateMask, '14032026')).toBe('14/03/2026');
    expect(applyMask(timeMask, '0930')).toBe('09:30');
    expect(applyMask(cardMask, '4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('adds thousands separators and keeps the STU- prefix', () => {
    expect(applyMask(numeralMask, '28500.5')).toBe('28,500.5');
    expect(applyMask(studentIdMask, '204518')).toBe('STU-204518');
  });
});
