import { IMask } from 'react-imask';

/** UK mobile / landline: 07700 900123. */
export const phoneMask = { mask: '00000 000000' };

/** UK postcodes in all six outward shapes, upper-cased, with the space put in for you. */
export const postcodeMask = {
  mask: [
    { mask: 'a0 0aa' },
    { mask: 'a00 0aa' },
    { mask: 'a0a 0aa' },
    { mask: 'aa0 0aa' },
    { mask: 'aa00 0aa' },
    { mask: 'aa0a 0aa' },
  ],
  prepareChar: (s: string) => s.toUpperCase(),
};

export const dateMask = {
  mask: 'DD/MM/YYYY',
  blocks: {
    DD: { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2 },
    MM: { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 },
    YYYY: { mask: IMask.MaskedRange, from: 1950, to: 2099 },
  },
};

export const timeMask = {
  mask: 'HH:MM',
  blocks: {
    HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
    MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
  },
};

export const cardMask = { mask: '0000 0000 0000 0000' };

export const numeralMask = {
  mask: Number,
  scale: 2,
  thousandsSeparator: ',',
  radix: '.',
  mapToRadix: ['.'],
  min: 0,
};

export const poundMask = {
  mask: '£num',
  lazy: false,
  blocks: {
    num: { mask: Number, thousandsSeparator: ',', min: 0, max: 999999 },
  },
};

/** Careers service student IDs: STU- and six digits. */
export const studentIdMask = { mask: 'STU-000000', lazy: true };

/** Applies a mask to raw typed text, as the input would while typing. */
export function applyMask(options: Parameters<typeof IMask.createMask>[0], raw: string): string {
  const masked = IMask.createMask(options);
  masked.resolve(raw);
  return masked.value;
}
