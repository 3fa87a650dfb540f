// Name pools for the generated lists: a UK university's mix of staff, students and employers.
export const AVATAR_COUNT = 16;

/** Path of one of the local sample avatars, cycling through the set. */
export function avatar(n: number): string {
  const index = (((n - 1) % AVATAR_COUNT) + AVATAR_COUNT) % AVATAR_COUNT;
  return `/images/avatars/avatar-${String(index + 1).padStart(2, '0')}.svg`;
}

export const FIRST_NAMES = [
  'Amara', 'Oliver', 'Priya', 'Tomasz', 'Hannah', 'Kwame', 'Sophie', 'Rohan', 'Isla', 'Daniel',
  'Mei', 'Callum', 'Fatima', 'Lucas', 'Niamh', 'Arjun', 'Chloe', 'Mateo', 'Zara', 'Ethan',
  'Aisha', 'Finn', 'Leila', 'George', 'Yusuf', 'Grace', 'Ibrahim', 'Freya', 'Chen', 'Ruby',
  'Samuel', 'Anika', 'Owen', 'Layla', 'Jakub', 'Eleanor', 'Tariq', 'Maya', 'Rhys', 'Nadia',
] as const;

export const LAST_NAMES = [
  'Okafor', 'Bennett', 'Sharma', 'Kowalski', 'Clarke', 'Mensah', 'Turner', 'Patel', 'MacLeod',
  'Hughes', 'Wong', 'Fraser', 'Hassan', 'Silva', "O'Brien", 'Mehta', 'Evans', 'Rossi', 'Ahmed',
  'Walsh', 'Adeyemi', 'Murphy', 'Nguyen', 'Price', 'Khan', 'Lewis', 'Novak', 'Campbell', 'Ali',
  'Morgan', 'Kaur', 'Doyle', 'Haddad', 'Reid', 'Santos', 'Baker',
] as const;

export const COMPANY_FIRST = [
  'Northgate', 'Brightwater', 'Harbour', 'Kestrel', 'Ashdown', 'Meridian', 'Oakridge', 'Pennine',
  'Silverbirch', 'Tidewell', 'Redbrick', 'Clearpath', 'Foxhollow', 'Summit', 'Bluestone', 'Lanyard',
] as const;

export const COMPANY_SECOND = [
  'Engineering', 'Analytics', 'Consulting', 'Partners LLP', 'Health', 'Energy', 'Software',
  'Logistics', 'Media', 'Bank', 'Architects', 'Pharma', 'Retail Group', 'Labs',
] as const;

export const CITIES = [
  'Manchester', 'Leeds', 'Bristol', 'Glasgow', 'Edinburgh', 'Birmingham', 'Cardiff', 'Belfast',
  'Newcastle', 'Nottingham', 'Sheffield', 'Liverpool', 'London', 'Dublin', 'York', 'Aberdeen',
] as const;

// Country and its dialling code; the UK is listed twice as most users are based there.
export const COUNTRIES: readonly [country: string, code: string][] = [
  ['United Kingdom', '44'], ['United Kingdom', '44'], ['Ireland', '353'], ['Germany', '49'],
  ['Netherlands', '31'], ['France', '33'], ['India', '91'], ['Nigeria', '234'], ['Canada', '1'],
  ['Singapore', '65'], ['United States', '1'],
];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function emailFor(fullName: string, domain: string): string {
  return `${slugify(fullName).replace(/-/g, '.')}@${domain}`;
}

export function companyDomain(company: string): string {
  const [first] = company.split(' ');
  return `${slugify(first ?? company)}.co.uk`;
}

export function ukPhone(n: number): string {
  return phone('44', n);
}

/** A plausible mobile number for the dialling code (not a real subscriber). */
export function phone(code: string, n: number): string {
  const digits = String(7_700_000_000 + ((n * 7_919_317) % 299_999_999)).padStart(10, '0');
  return `+${code} ${digits.slice(0, 4)} ${digits.slice(4)}`;
}
