import { addDays, isoDay } from '../lib/dates.ts';
import type { Task, TaskTag } from '../types.ts';
import { avatar } from './people.ts';

type Flags = 'c' | 'd' | 'i' | 'ci' | 'di' | '';

// prettier-ignore
const TASKS: [title: string, dueInDays: number, assignee: [string, number] | null, tags: TaskTag[], flags: Flags, description: string][] = [
  ['Confirm stand allocations for the autumn careers fair', -20, ['Eleanor Reid', 10], ['team', 'high'], 'ci', 'Send every exhibitor their stand number and set-up time.'],
  ['Update the graduate vacancies newsletter template', -15, ['Callum Fraser', 7], ['update', 'low'], 'c', 'New header image and a section for part-time jobs.'],
  ['Book Great Hall for spring fair', -12, ['Eleanor Reid', 10], ['team', 'medium'], 'd', 'Superseded: the fair moved to the Students\' Union.'],
  ['Review placement agreements for engineering', -10, ['Priya Sharma', 6], ['high'], 'ci', 'Twelve agreements waiting for sign-off.'],
  ['Draft employer feedback survey', -8, null, ['medium'], 'c', 'Ten questions at most; include a net promoter score.'],
  ['Order lanyards and name badges', -6, ['Eleanor Reid', 10], ['low'], 'd', 'Duplicate of the stationery order task.'],
  ['Call Meridian Bank about insight day numbers', -4, ['Helen Ashworth', 1], ['high', 'team'], 'i', 'They asked for 40 places; we have 60 sign-ups.'],
  ['Prepare slides for placement year briefing', -2, ['Priya Sharma', 6], ['update', 'medium'], 'c', 'Include last year\'s placement salaries and locations.'],
  ['Recruit mock interview panel volunteers', 0, ['Callum Fraser', 7], ['team'], 'i', 'Six employers needed for the first week of December.'],
  ['Publish Northgate summer internship', 1, ['Helen Ashworth', 1], ['update', 'high'], 'i', 'Job description received; twelve places, closes in four weeks.'],
  ['Check accessibility of the fair venue', 2, ['Eleanor Reid', 10], ['medium'], '', 'Step-free access, quiet room and hearing loop.'],
  ['Reply to Tomasz about offer deadlines', 3, ['Callum Fraser', 7], ['low'], '', 'Explain how to ask an employer for more time.'],
  ['Schedule CV clinic drop-ins for January', 5, ['Callum Fraser', 7], ['team', 'low'], '', 'Two sessions a week, Tuesday and Thursday lunchtimes.'],
  ['Collect destinations survey figures', 7, ['Helen Ashworth', 1], ['high'], 'i', 'Graduate outcomes by faculty for the annual report.'],
  ['Plan alumni mentoring launch', 10, ['Priya Sharma', 6], ['team', 'medium'], '', 'Match thirty final-year students with alumni mentors.'],
  ['Renew job board subscription', 14, null, ['update'], '', 'Annual renewal; compare the enterprise plan.'],
  ['Write guide to assessment centres', 18, ['Callum Fraser', 7], ['medium'], '', 'Group exercises, in-tray tasks and presentations.'],
  ['Set up careers fair feedback QR codes', 21, ['Eleanor Reid', 10], ['low', 'update'], '', 'One code per stand, linking to the survey.'],
];

export function seedTasks(now: Date): Task[] {
  return TASKS.map(([title, dueInDays, assignee, tags, flags, description], index) => ({
    id: index + 1,
    title,
    dueDate: isoDay(addDays(now, dueInDays)),
    description,
    assignee: assignee ? { fullName: assignee[0], avatar: avatar(assignee[1]) } : null,
    tags: [...tags],
    isCompleted: flags.includes('c'),
    isDeleted: flags.includes('d'),
    isImportant: flags.includes('i'),
  }));
}
