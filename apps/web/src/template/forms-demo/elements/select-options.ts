export interface Option {
  value: string;
  label: string;
}

export const SKILLS: Option[] = [
  'TypeScript',
  'React',
  'Python',
  'SQL',
  'Java',
  'Excel',
  'Figma',
  'AutoCAD',
  'R',
  'Power BI',
  'Salesforce',
  'Adobe InDesign',
].map((s) => ({ value: s.toLowerCase().replace(/\s+/g, '-'), label: s }));

export const EMPLOYERS = [
  'Northwind Analytics',
  'Brightfield Engineering',
  'Harbour & Finch Solicitors',
  'Meridian Health NHS Trust',
  'Oakridge Consulting',
  'Pennine Renewables',
  'Quayside Media',
  'Riverside Council',
  'Saltire Bank',
  'Thistle Games Studio',
  'Union Street Architects',
  'Westmoor Pharma',
];

/** Employers whose name contains the query (case-insensitive), as a search endpoint would. */
export function searchEmployers(query: string, list: readonly string[] = EMPLOYERS): Option[] {
  const q = query.trim().toLowerCase();
  return list
    .filter((name) => name.toLowerCase().includes(q))
    .map((name) => ({ value: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label: name }));
}

export const CITIES: Record<'england' | 'scotland' | 'wales' | 'northernIreland', string[]> = {
  england: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Bristol'],
  scotland: ['Edinburgh', 'Glasgow', 'Aberdeen'],
  wales: ['Cardiff', 'Swansea'],
  northernIreland: ['Belfast', 'Derry'],
};
