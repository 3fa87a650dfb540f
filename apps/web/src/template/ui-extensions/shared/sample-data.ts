// Sample records for the demos (the fake API has no such lists): typed constants, English as data.

export interface Candidate {
  id: number;
  name: string;
  email: string;
  course: string;
  year: number;
  vacancy: string;
  status: 'Applied' | 'Shortlisted' | 'Interview' | 'Offer' | 'Hired';
  score: number;
}

export const CANDIDATES: Candidate[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    email: 'amara.okafor@students.ac.uk',
    course: 'Computer Science',
    year: 3,
    vacancy: 'Graduate Software Engineer',
    status: 'Interview',
    score: 88,
  },
  {
    id: 2,
    name: 'Liam Chen',
    email: 'liam.chen@students.ac.uk',
    course: 'Economics',
    year: 2,
    vacancy: 'Summer Analyst Internship',
    status: 'Applied',
    score: 74,
  },
  {
    id: 3,
    name: 'Sofia Rossi',
    email: 'sofia.rossi@students.ac.uk',
    course: 'Mechanical Engineering',
    year: 4,
    vacancy: 'Design Engineer Placement',
    status: 'Shortlisted',
    score: 81,
  },
  {
    id: 4,
    name: 'Noah Williams',
    email: 'noah.williams@students.ac.uk',
    course: 'Law',
    year: 3,
    vacancy: 'Vacation Scheme 2027',
    status: 'Offer',
    score: 92,
  },
  {
    id: 5,
    name: 'Priya Sharma',
    email: 'priya.sharma@students.ac.uk',
    course: 'Mathematics',
    year: 3,
    vacancy: 'Data Science Graduate',
    status: 'Interview',
    score: 86,
  },
  {
    id: 6,
    name: 'Jonas Müller',
    email: 'jonas.muller@students.ac.uk',
    course: 'Physics',
    year: 4,
    vacancy: 'Research Assistant',
    status: 'Hired',
    score: 95,
  },
  {
    id: 7,
    name: 'Chloé Martin',
    email: 'chloe.martin@students.ac.uk',
    course: 'Marketing',
    year: 2,
    vacancy: 'Brand Marketing Intern',
    status: 'Applied',
    score: 69,
  },
  {
    id: 8,
    name: 'Yusuf Demir',
    email: 'yusuf.demir@students.ac.uk',
    course: 'Civil Engineering',
    year: 3,
    vacancy: 'Site Engineer Placement',
    status: 'Shortlisted',
    score: 78,
  },
  {
    id: 9,
    name: 'Grace Mensah',
    email: 'grace.mensah@students.ac.uk',
    course: 'Psychology',
    year: 3,
    vacancy: 'HR Graduate Scheme',
    status: 'Interview',
    score: 83,
  },
  {
    id: 10,
    name: 'Mateo García',
    email: 'mateo.garcia@students.ac.uk',
    course: 'Business Management',
    year: 2,
    vacancy: 'Sales Insight Week',
    status: 'Applied',
    score: 71,
  },
  {
    id: 11,
    name: 'Hana Suzuki',
    email: 'hana.suzuki@students.ac.uk',
    course: 'Architecture',
    year: 4,
    vacancy: 'Part II Architectural Assistant',
    status: 'Offer',
    score: 89,
  },
  {
    id: 12,
    name: 'Ethan Brooks',
    email: 'ethan.brooks@students.ac.uk',
    course: 'Accounting & Finance',
    year: 3,
    vacancy: 'Audit Graduate Trainee',
    status: 'Shortlisted',
    score: 80,
  },
];

export interface Vacancy {
  id: number;
  title: string;
  employer: string;
  location: string;
  type: 'Graduate job' | 'Internship' | 'Placement' | 'Part-time';
  salary: number;
  deadline: string;
  applications: number;
}

const EMPLOYERS = [
  'Northwind Analytics',
  'Bluebell Engineering',
  'Harbour & Co Solicitors',
  'Greenleaf Energy',
  'Kestrel Health NHS Trust',
  'Lumen Studios',
  'Atlas Logistics',
  'Meridian Bank',
];
const TITLES = [
  'Graduate Software Engineer',
  'Summer Analyst Internship',
  'Design Engineer Placement',
  'Trainee Solicitor',
  'Sustainability Consultant',
  'Clinical Data Assistant',
  'Junior Motion Designer',
  'Operations Graduate Scheme',
  'Risk Analyst Intern',
  'Marketing Assistant (Part-time)',
];
const LOCATIONS = ['London', 'Manchester', 'Leeds', 'Bristol', 'Edinburgh', 'Birmingham', 'Remote'];
const TYPES: Vacancy['type'][] = ['Graduate job', 'Internship', 'Placement', 'Part-time'];

/** 48 deterministic vacancies, enough to page through. */
export const VACANCIES: Vacancy[] = Array.from({ length: 48 }, (_, i) => ({
  id: 1001 + i,
  title: TITLES[i % TITLES.length]!,
  employer: EMPLOYERS[(i * 3) % EMPLOYERS.length]!,
  location: LOCATIONS[(i * 5) % LOCATIONS.length]!,
  type: TYPES[i % TYPES.length]!,
  salary: 21000 + ((i * 1750) % 18000),
  deadline: `2027-0${(i % 6) + 1}-${String((i % 27) + 1).padStart(2, '0')}`,
  applications: 6 + ((i * 17) % 90),
}));

export const gbp = (value: number) => `£${value.toLocaleString('en-GB')}`;
