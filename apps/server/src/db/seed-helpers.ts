import { applicationPipeline, type ApplicationStatus } from '@careers/contracts';
import type { demoVacancies } from './seed-careers-data.ts';

/** A small deterministic generator, so every fresh demo database looks the same. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

export function markdownFor(v: (typeof demoVacancies)[number], employerName: string): string {
  return [
    `## About the role`,
    '',
    `${v.summary} You will join ${employerName} and work with people who care about doing it well.`,
    '',
    '## What you will do',
    '',
    ...v.duties.map((d) => `- ${d}`),
    '',
    '## What we offer',
    '',
    '- Mentoring from day one and a clear development plan',
    '- Flexible working and 25 days of holiday (pro rata for part-time roles)',
    '- Support from the university careers service throughout the process',
    '',
    `*Questions? Contact the careers service or the employer directly.*`,
  ].join('\n');
}

/** The final status an application reached, weighted like a real recruitment round. */
export const outcomes: [ApplicationStatus, number][] = [
  ['submitted', 22],
  ['under_review', 18],
  ['shortlisted', 12],
  ['interviewing', 10],
  ['offered', 5],
  ['hired', 6],
  ['rejected', 18],
  ['on_hold', 4],
  ['withdrawn', 5],
];

export function pathTo(
  final: ApplicationStatus,
  rand: ReturnType<typeof prng>,
): ApplicationStatus[] {
  const pipeline = applicationPipeline as readonly ApplicationStatus[];
  const index = pipeline.indexOf(final);
  if (index >= 0) return pipeline.slice(0, index + 1);
  // rejected, on_hold and withdrawn leave the pipeline from some step before offered
  const leaveAt = rand.int(0, final === 'rejected' ? 3 : 2);
  return [...pipeline.slice(0, leaveAt + 1), final];
}
