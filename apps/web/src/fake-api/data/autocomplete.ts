import type { AutocompleteItem } from '../types.ts';

// The 100 graduate job titles students searched for most this year, most searched first.
const TITLES = [
  'Graduate Software Engineer', 'Data Analyst', 'Audit Associate', 'Marketing Assistant',
  'Management Consultant', 'Civil Engineer', 'Mechanical Engineer', 'Financial Analyst',
  'HR Assistant', 'Business Analyst', 'Primary School Teacher', 'Research Assistant',
  'Project Coordinator', 'Tax Associate', 'Data Scientist', 'Graduate Nurse',
  'Junior Solicitor', 'Paralegal', 'UX Designer', 'Product Manager', 'Sales Executive',
  'Account Manager', 'Supply Chain Analyst', 'Electrical Engineer', 'Investment Banking Analyst',
  'Risk Analyst', 'Cyber Security Analyst', 'Quantity Surveyor', 'Architectural Assistant',
  'Clinical Research Associate', 'Pharmacist', 'Laboratory Technician', 'Secondary School Teacher',
  'Policy Officer', 'Communications Officer', 'Content Writer', 'Social Media Executive',
  'Events Coordinator', 'Recruitment Consultant', 'Operations Analyst', 'Actuarial Analyst',
  'Chemical Engineer', 'Aerospace Engineer', 'Environmental Consultant', 'Sustainability Analyst',
  'Graphic Designer', 'Journalist', 'Editorial Assistant', 'Digital Marketing Executive',
  'Front-End Developer', 'Back-End Developer', 'DevOps Engineer', 'Cloud Engineer',
  'Machine Learning Engineer', 'Game Developer', 'IT Support Analyst', 'Network Engineer',
  'Procurement Analyst', 'Logistics Coordinator', 'Retail Management Trainee', 'Customer Success Executive',
  'Banking Operations Analyst', 'Economist', 'Statistician', 'Geospatial Analyst',
  'Biomedical Scientist', 'Physiotherapist', 'Occupational Therapist', 'Speech and Language Therapist',
  'Social Worker', 'Youth Worker', 'Charity Fundraiser', 'Housing Officer',
  'Civil Service Fast Streamer', 'Local Government Graduate', 'Police Constable', 'Translator',
  'Museum Assistant', 'Archivist', 'Librarian', 'Film Production Assistant',
  'Sound Engineer', 'Hotel Management Trainee', 'Travel Consultant', 'Sports Development Officer',
  'Fitness Instructor', 'Nutritionist', 'Veterinary Nurse', 'Agricultural Consultant',
  'Energy Analyst', 'Renewable Energy Engineer', 'Building Services Engineer', 'Structural Engineer',
  'Town Planner', 'Estate Agent', 'Insurance Underwriter', 'Claims Handler',
  'Compliance Analyst', 'Payroll Administrator', 'Office Manager',
];

export function seedAutocomplete(): AutocompleteItem[] {
  return TITLES.map((title, index) => ({ id: index + 1, title }));
}
