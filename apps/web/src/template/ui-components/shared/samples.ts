// Sample content shared by the showcase screens: placements and careers data. (The theme's
// colours are core's THEME_COLORS.)

export const PLACEMENTS = ['top', 'end', 'bottom', 'start'] as const;
export type DemoPlacement = (typeof PLACEMENTS)[number];

/** Bootstrap/Popper names the sides physically; we mirror them in right-to-left. */
export function physicalSide(p: DemoPlacement, rtl: boolean): 'top' | 'bottom' | 'left' | 'right' {
  if (p === 'top' || p === 'bottom') return p;
  const right = (p === 'end') !== rtl;
  return right ? 'right' : 'left';
}

export const STUDENTS = [
  { name: 'Amara Okafor', photo: '/images/profile/photo-01.svg' },
  { name: 'Lucas Moreau', photo: '/images/profile/photo-02.svg' },
  { name: 'Sofia Almeida', photo: '/images/profile/photo-03.svg' },
  { name: 'Jonas Weber', photo: '/images/profile/photo-04.svg' },
  { name: 'Layla Haddad', photo: '/images/profile/photo-05.svg' },
  { name: 'Priya Natarajan', photo: '/images/profile/photo-06.svg' },
] as const;

export const EMPLOYERS = [
  'Northwind Analytics',
  'Brightpath Consulting',
  'Helix Pharma',
  'Meridian Bank',
  'GreenGrid Energy',
] as const;

/** Keys under uiComponents.vacancies.* (translated job titles). */
export const VACANCIES = ['software', 'analyst', 'marketing', 'engineer', 'consultant'] as const;
