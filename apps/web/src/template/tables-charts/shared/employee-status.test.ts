import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { statusInfo, STATUS_CODES } from './employee-status.ts';

const label = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('statusInfo', () => {
  it('names each of the five codes with its own label and colour', () => {
    expect(STATUS_CODES.map((code) => label(statusInfo(code).label))).toEqual([
      'Current',
      'Professional',
      'Rejected',
      'Resigned',
      'Applied',
    ]);
    expect(new Set(STATUS_CODES.map((code) => statusInfo(code).color)).size).toBe(5);
  });

  it('shows an unexpected code as Unknown in grey', () => {
    expect(statusInfo(0)).toMatchObject({
      label: 'tablesCharts.status.unknown',
      color: 'secondary',
    });
    expect(statusInfo(9).color).toBe('secondary');
  });
});
