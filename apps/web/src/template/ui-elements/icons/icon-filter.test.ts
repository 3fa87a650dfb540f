import { describe, expect, it } from 'vitest';
import { filterIcons, iconSnippet, kebabOf } from './icon-filter.ts';

const NAMES = ['AlertCircle', 'Briefcase', 'Calendar', 'GitHub', 'Wifi', 'WifiOff', 'BarChart2'];

describe('icon filter', () => {
  it('names icons the way feather does', () => {
    expect(kebabOf('AlertCircle')).toBe('alert-circle');
    expect(kebabOf('GitHub')).toBe('github');
    expect(kebabOf('ChevronsUp')).toBe('chevrons-up');
    expect(kebabOf('BarChart2')).toBe('bar-chart-2');
  });

  it('returns every icon for an empty or blank query', () => {
    expect(filterIcons(NAMES, '')).toEqual(NAMES);
    expect(filterIcons(NAMES, '   ')).toEqual(NAMES);
  });

  it('ignores case, spaces and dashes', () => {
    expect(filterIcons(NAMES, 'alert-circle')).toEqual(['AlertCircle']);
    expect(filterIcons(NAMES, 'ALERT circle')).toEqual(['AlertCircle']);
    expect(filterIcons(NAMES, 'wifi')).toEqual(['Wifi', 'WifiOff']);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterIcons(NAMES, 'spaceship')).toEqual([]);
  });

  it('builds the JSX snippet at the chosen size', () => {
    expect(iconSnippet('Briefcase', 32)).toBe('<Briefcase size={32} />');
  });
});
