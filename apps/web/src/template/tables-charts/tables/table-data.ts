// Sample rows for the Bootstrap table demos (names and employers are fictional).

export type VacancyStatus = 'open' | 'closing' | 'draft' | 'filled';
export type ContractType = 'graduate' | 'internship' | 'placement' | 'partTime';

export interface VacancyRow {
  id: number;
  title: string;
  employer: string;
  city: string;
  type: ContractType;
  deadline: string;
  applications: number;
  status: VacancyStatus;
}

export const VACANCIES: VacancyRow[] = [
  {
    id: 1,
    title: 'Graduate Software Engineer',
    employer: 'Northwind Labs',
    city: 'Manchester',
    type: 'graduate',
    deadline: '2026-12-12',
    applications: 48,
    status: 'open',
  },
  {
    id: 2,
    title: 'Summer Finance Intern',
    employer: 'Harbour Capital',
    city: 'London',
    type: 'internship',
    deadline: '2026-11-30',
    applications: 112,
    status: 'closing',
  },
  {
    id: 3,
    title: 'Year in Industry: Lab Assistant',
    employer: 'Helix Biotech',
    city: 'Cambridge',
    type: 'placement',
    deadline: '2027-01-15',
    applications: 19,
    status: 'open',
  },
  {
    id: 4,
    title: 'Marketing Assistant',
    employer: 'Bluebell Media',
    city: 'Leeds',
    type: 'partTime',
    deadline: '2026-12-01',
    applications: 7,
    status: 'draft',
  },
  {
    id: 5,
    title: 'Junior Data Analyst',
    employer: 'Civic Insight',
    city: 'Bristol',
    type: 'graduate',
    deadline: '2026-10-31',
    applications: 86,
    status: 'filled',
  },
];

export type SectorKey = 'technology' | 'finance' | 'health' | 'engineering' | 'public' | 'media';

export interface EmployerRow {
  id: number;
  name: string;
  sector: SectorKey;
  contact: string;
  vacancies: number;
  hires: number;
  partner: boolean;
}

export const EMPLOYERS: EmployerRow[] = [
  {
    id: 1,
    name: 'Northwind Labs',
    sector: 'technology',
    contact: 'Priya Shah',
    vacancies: 6,
    hires: 14,
    partner: true,
  },
  {
    id: 2,
    name: 'Harbour Capital',
    sector: 'finance',
    contact: 'Tom Ellis',
    vacancies: 4,
    hires: 9,
    partner: true,
  },
  {
    id: 3,
    name: 'Helix Biotech',
    sector: 'health',
    contact: 'Amara Okafor',
    vacancies: 3,
    hires: 5,
    partner: false,
  },
  {
    id: 4,
    name: 'Forge Engineering',
    sector: 'engineering',
    contact: 'Lukas Weber',
    vacancies: 5,
    hires: 11,
    partner: true,
  },
  {
    id: 5,
    name: 'City Council',
    sector: 'public',
    contact: 'Sofia Costa',
    vacancies: 2,
    hires: 3,
    partner: false,
  },
];

export type ProgrammeKey = 'computing' | 'economics' | 'biology' | 'mechanical' | 'law' | 'design';
export type StageKey = 'cvReview' | 'interview' | 'offer' | 'placed' | 'searching';

export interface StudentRow {
  id: number;
  name: string;
  programme: ProgrammeKey;
  year: number;
  applications: number;
  stage: StageKey;
}

export const STUDENTS: StudentRow[] = [
  {
    id: 1,
    name: 'Ada Kowalski',
    programme: 'computing',
    year: 3,
    applications: 12,
    stage: 'offer',
  },
  {
    id: 2,
    name: 'Ben Adeyemi',
    programme: 'economics',
    year: 2,
    applications: 5,
    stage: 'interview',
  },
  {
    id: 3,
    name: 'Chloé Martin',
    programme: 'biology',
    year: 4,
    applications: 3,
    stage: 'cvReview',
  },
  { id: 4, name: 'Dev Patel', programme: 'mechanical', year: 3, applications: 9, stage: 'placed' },
  { id: 5, name: 'Elif Demir', programme: 'law', year: 1, applications: 1, stage: 'searching' },
];

export const STAGE_COLOR: Record<
  StageKey,
  'primary' | 'success' | 'warning' | 'info' | 'secondary'
> = {
  cvReview: 'info',
  interview: 'warning',
  offer: 'primary',
  placed: 'success',
  searching: 'secondary',
};

export const VACANCY_COLOR: Record<VacancyStatus, 'success' | 'warning' | 'secondary' | 'info'> = {
  open: 'success',
  closing: 'warning',
  draft: 'secondary',
  filled: 'info',
};

/** Contextual-row demo: one careers fair checklist, each row a Bootstrap table variant. */
export const FAIR_TASKS = [
  { id: 1, task: 'venue', owner: 'Priya Shah', variant: 'primary' },
  { id: 2, task: 'stands', owner: 'Tom Ellis', variant: 'secondary' },
  { id: 3, task: 'catering', owner: 'Amara Okafor', variant: 'success' },
  { id: 4, task: 'badges', owner: 'Lukas Weber', variant: 'danger' },
  { id: 5, task: 'signage', owner: 'Sofia Costa', variant: 'warning' },
  { id: 6, task: 'survey', owner: 'Dev Patel', variant: 'info' },
  { id: 7, task: 'parking', owner: 'Ben Adeyemi', variant: 'light' },
  { id: 8, task: 'wifi', owner: 'Elif Demir', variant: 'dark' },
] as const;
