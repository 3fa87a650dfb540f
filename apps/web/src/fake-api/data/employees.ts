import { addDays, isoDay } from '../lib/dates.ts';
import { createRandom, pick, randomInt } from '../lib/random.ts';
import type { Employee, EmployeeStatus } from '../types.ts';
import { avatar, CITIES, emailFor, FIRST_NAMES, LAST_NAMES } from './people.ts';

const POSTS = [
  'Careers Adviser',
  'Employer Engagement Officer',
  'Placement Officer',
  'Events Coordinator',
  'Data Analyst',
  'Web Developer',
  'Marketing Assistant',
  'Student Ambassador',
  'Recruitment Consultant',
  'Office Manager',
  'Learning Technologist',
  'Alumni Relations Officer',
] as const;

export function seedEmployees(): Employee[] {
  const random = createRandom(100);
  // A fixed reference day keeps start dates stable between loads.
  const reference = new Date(2025, 0, 1);
  return Array.from({ length: 100 }, (_, index): Employee => {
    const fullName = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    const years = randomInt(random, 0, 14);
    return {
      id: index + 1,
      full_name: fullName,
      post: pick(random, POSTS),
      email: emailFor(fullName, 'staff.example.ac.uk'),
      city: pick(random, CITIES),
      start_date: isoDay(addDays(reference, -randomInt(random, 30, 365 * 12))),
      salary: randomInt(random, 21_000, 68_000),
      age: randomInt(random, 21, 64),
      experience: years === 1 ? '1 Year' : `${years} Years`,
      status: ((index % 5) + 1) as EmployeeStatus,
      avatar: index % 3 === 2 ? '' : avatar(index + 5),
    };
  });
}
