import { dateTimeFormat } from '../../../core/format/date.ts';
// Careers-service figures for the chart demos (one academic year, fictional).

/** Applications and interviews per month, September to August. */
export const APPLICATIONS_PER_MONTH = {
  applications: [320, 410, 560, 480, 390, 620, 710, 540, 430, 380, 260, 210],
  interviews: [40, 62, 95, 88, 70, 118, 140, 121, 96, 80, 52, 38],
  offers: [12, 18, 30, 34, 25, 41, 55, 50, 44, 36, 22, 15],
};

/** First month of the academic year (September), as a JavaScript month index. */
export const FIRST_MONTH = 8;

export const SECTORS = [
  'technology',
  'finance',
  'health',
  'engineering',
  'public',
  'media',
] as const;
export type Sector = (typeof SECTORS)[number];

export const OFFERS_BY_SECTOR: Record<Sector, number> = {
  technology: 148,
  finance: 96,
  health: 74,
  engineering: 88,
  public: 52,
  media: 31,
};

export const PROGRAMMES = [
  'computing',
  'economics',
  'biology',
  'mechanical',
  'law',
  'design',
] as const;
export type Programme = (typeof PROGRAMMES)[number];

/** Share of graduates in work or further study six months on, per cent. */
export const PLACEMENT_RATE: Record<Programme, number> = {
  computing: 92,
  economics: 87,
  biology: 78,
  mechanical: 90,
  law: 83,
  design: 74,
};

/** Graduate starting salaries in pounds: lowest, median, highest. */
export const SALARIES: Record<Programme, { low: number; median: number; high: number }> = {
  computing: { low: 26_000, median: 32_500, high: 48_000 },
  economics: { low: 25_000, median: 31_000, high: 52_000 },
  biology: { low: 21_500, median: 25_000, high: 33_000 },
  mechanical: { low: 26_500, median: 30_500, high: 41_000 },
  law: { low: 22_000, median: 28_000, high: 50_000 },
  design: { low: 20_000, median: 24_000, high: 32_000 },
};

export const SKILLS = [
  'communication',
  'teamwork',
  'problemSolving',
  'digital',
  'leadership',
  'commercial',
] as const;
export type Skill = (typeof SKILLS)[number];

/** How often employers ask for a skill vs how students rate themselves (0–100). */
export const SKILLS_GAP: Record<Skill, { employers: number; students: number }> = {
  communication: { employers: 90, students: 72 },
  teamwork: { employers: 85, students: 80 },
  problemSolving: { employers: 88, students: 65 },
  digital: { employers: 80, students: 84 },
  leadership: { employers: 60, students: 48 },
  commercial: { employers: 72, students: 40 },
};

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Drop-in appointments per weekday over the eight weeks of autumn term. */
export const APPOINTMENTS: Record<Weekday, number[]> = {
  mon: [12, 18, 22, 25, 19, 16, 24, 14],
  tue: [15, 21, 28, 30, 26, 20, 27, 18],
  wed: [10, 14, 18, 20, 17, 12, 15, 9],
  thu: [17, 24, 31, 34, 29, 22, 30, 20],
  fri: [8, 11, 13, 15, 12, 10, 11, 6],
};

/** Graduates: months of work experience before graduating vs starting salary (pounds). */
export const EXPERIENCE_VS_SALARY: { x: number; y: number }[] = [
  [0, 22500],
  [0, 24000],
  [2, 23500],
  [3, 25500],
  [3, 27000],
  [4, 24500],
  [6, 28000],
  [6, 26000],
  [8, 29500],
  [9, 31000],
  [10, 28500],
  [12, 33000],
  [12, 30500],
  [14, 34500],
  [15, 32000],
  [18, 36000],
  [20, 35000],
  [24, 39500],
  [24, 37000],
  [30, 42000],
].map(([x, y]) => ({ x: x ?? 0, y: y ?? 0 }));

/** Weekly graduate offers: opening, highest, lowest and closing salary (thousands of pounds). */
export const WEEKLY_OFFERS: [number, number, number, number][] = [
  [27.5, 31, 24, 29],
  [29, 33.5, 25, 30.5],
  [30.5, 32, 26, 27.5],
  [27.5, 30, 23.5, 28],
  [28, 34, 26.5, 33],
  [33, 36, 29, 31.5],
  [31.5, 33, 27, 32.5],
  [32.5, 38, 30, 36],
  [36, 37.5, 31.5, 33],
  [33, 35, 29.5, 34.5],
];

/** Sector bubbles: open vacancies, average salary (thousands), employers (size). */
export const SECTOR_BUBBLES: Record<
  Sector,
  { vacancies: number; salary: number; employers: number }
> = {
  technology: { vacancies: 64, salary: 32, employers: 18 },
  finance: { vacancies: 41, salary: 34, employers: 11 },
  health: { vacancies: 29, salary: 26, employers: 9 },
  engineering: { vacancies: 38, salary: 30, employers: 13 },
  public: { vacancies: 22, salary: 25, employers: 7 },
  media: { vacancies: 14, salary: 24, employers: 5 },
};

/** Month names of the academic year in the reader's language (Sep → Aug). */
export function academicMonths(lng: string): string[] {
  const format = dateTimeFormat(lng, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) =>
    format.format(new Date(Date.UTC(2025, FIRST_MONTH + i, 1))),
  );
}

/** A fixed day per week of autumn term, for time axes (Mondays from 6 Oct 2025). */
export function weekStarts(count: number): number[] {
  return Array.from({ length: count }, (_, i) => Date.UTC(2025, 9, 6 + i * 7));
}

// The figures as plain series, in the order of their keys (the order every chart shows them in).

/** Offers per sector, in the order of SECTORS. */
export const OFFERS_SERIES = SECTORS.map((k) => OFFERS_BY_SECTOR[k]);

/** Placement rate per programme, in the order of PROGRAMMES. */
export const PLACEMENT_SERIES = PROGRAMMES.map((p) => PLACEMENT_RATE[p]);

/** One salary level per programme, in the order of PROGRAMMES. */
export const salarySeries = (level: 'low' | 'median' | 'high') =>
  PROGRAMMES.map((p) => SALARIES[p][level]);

/** One side of the skills gap per skill, in the order of SKILLS. */
export const skillsSeries = (who: 'employers' | 'students') =>
  SKILLS.map((k) => SKILLS_GAP[k][who]);
