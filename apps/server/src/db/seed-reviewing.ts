import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ScreeningAnswerValue, ScreeningQuestionKind } from '@careers/contracts';
import { planJobs } from '../modules/offers/offers.jobs.ts';
import type { Db } from './client.ts';
import { prng } from './seed-helpers.ts';
import {
  admins,
  applicationAnswers,
  applications,
  candidates,
  messages,
  offers,
  outbox,
  vacancies,
  vacancyQuestions,
} from './tables.ts';

const DAY = 86_400_000;

interface DemoQuestion {
  kind: ScreeningQuestionKind;
  label: string;
  helpText?: string;
  options?: string[];
  required: boolean;
  /** The answers the seeded applicants gave, picked in turn. */
  answers: (ScreeningAnswerValue | null)[];
}

const questionSets: DemoQuestion[][] = [
  [
    {
      kind: 'yes_no',
      label: 'Do you hold the right to work in the UK?',
      required: true,
      answers: [true, true, false, true],
    },
    {
      kind: 'long_text',
      label: 'What draws you to this role?',
      helpText: 'A few sentences are enough.',
      required: false,
      answers: [
        'I enjoyed the data module of my degree most and want to use it on real problems.',
        'The team’s work on accessibility, which I followed through your engineering blog.',
        null,
      ],
    },
  ],
  [
    {
      kind: 'single_choice',
      label: 'When could you start?',
      options: ['September', 'January', 'Flexible'],
      required: true,
      answers: ['September', 'Flexible', 'January'],
    },
    {
      kind: 'short_text',
      label: 'Which programming languages do you use?',
      required: false,
      answers: ['Python and SQL', 'TypeScript, Go', 'R', null],
    },
  ],
];

const offerTerms = {
  pay: '£29,500 a year',
  conditions: 'Subject to two references and a right-to-work check.',
};

/**
 * The reviewing side of the demo (issue 20): screening questions on a few open vacancies with
 * their applicants' answers, offers on the applications that reached an offer (pending ones with
 * their reminder jobs, accepted ones for the hired), and messages in the demo student's inbox.
 * Skipped when any screening question exists.
 */
export async function seedReviewing(db: Db, at: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(vacancyQuestions);
  if ((existing?.n ?? 0) > 0) return;
  const rand = prng(20261202);
  const [admin] = await db
    .select({ id: admins.id, fullName: admins.fullName })
    .from(admins)
    .orderBy(asc(admins.createdAt))
    .limit(1);
  await seedQuestions(db);
  await seedOffers(db, at, admin, rand);
  await seedMessages(db, at, admin);
}

async function seedQuestions(db: Db): Promise<void> {
  const open = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(eq(vacancies.status, 'open'))
    .orderBy(asc(vacancies.createdAt))
    .limit(questionSets.length);
  for (const [v, vacancy] of open.entries()) {
    const set = questionSets[v]!;
    const questions = await db
      .insert(vacancyQuestions)
      .values(
        set.map((q, position) => ({
          vacancyId: vacancy.id,
          position,
          kind: q.kind,
          label: q.label,
          helpText: q.helpText ?? '',
          options: q.options ?? [],
          required: q.required,
        })),
      )
      .returning({ id: vacancyQuestions.id, position: vacancyQuestions.position });
    const applied = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.vacancyId, vacancy.id))
      .orderBy(asc(applications.submittedAt));
    const answers = applied.flatMap((application, a) =>
      questions.flatMap((question) => {
        const pool = set[question.position]!.answers;
        const value = pool[a % pool.length]!;
        // An optional question left empty has no answer row (as an application would store it).
        return value === null
          ? []
          : [{ applicationId: application.id, questionId: question.id, value }];
      }),
    );
    if (answers.length > 0) await db.insert(applicationAnswers).values(answers);
  }
}

async function seedOffers(
  db: Db,
  at: Date,
  admin: { id: string; fullName: string } | undefined,
  rand: ReturnType<typeof prng>,
): Promise<void> {
  const reached = await db
    .select({
      id: applications.id,
      status: applications.status,
      decidedAt: applications.decidedAt,
      updatedAt: applications.updatedAt,
      title: vacancies.title,
      location: vacancies.location,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(inArray(applications.status, ['offered', 'hired']))
    .orderBy(asc(applications.submittedAt));
  const start = new Date(Date.UTC(at.getUTCFullYear() + 1, 8, 1)).toISOString().slice(0, 10);
  for (const application of reached) {
    const made = new Date(Math.min(application.updatedAt.getTime(), at.getTime() - DAY));
    const hired = application.status === 'hired';
    const [row] = await db
      .insert(offers)
      .values({
        applicationId: application.id,
        roleTitle: application.title,
        pay: offerTerms.pay,
        startDate: start,
        location: application.location,
        conditions: offerTerms.conditions,
        deadline: hired
          ? new Date(made.getTime() + 7 * DAY)
          : new Date(at.getTime() + rand.int(3, 12) * DAY),
        status: hired ? 'accepted' : 'pending',
        decidedAt: hired ? (application.decidedAt ?? made) : null,
        madeBy: admin?.id ?? null,
        madeByName: admin?.fullName ?? null,
        createdAt: made,
        updatedAt: hired ? (application.decidedAt ?? made) : made,
      })
      .returning();
    // A pending offer is reminded of and expires through the job worker, as one made by staff.
    if (row && !hired) await planJobs(db, row, at);
  }
}

const inbox = [
  {
    subject: 'Your CV review appointment',
    body: 'Hello Priya,\n\nThank you for coming to the CV clinic. As we discussed, put your project work first and keep the whole CV to two pages.\n\nBest wishes,\nMorgan',
    daysAgo: 9,
    read: true,
  },
  {
    subject: 'Next steps on your application',
    body: 'Hello Priya,\n\nThe employer has read your application and would like to hear more about your final-year project. Expect an invitation to interview in the next few days.\n\nMorgan',
    daysAgo: 2,
    read: false,
  },
];

async function seedMessages(
  db: Db,
  at: Date,
  admin: { id: string; fullName: string } | undefined,
): Promise<void> {
  const [student] = await db
    .select({ id: candidates.id, email: candidates.email })
    .from(candidates)
    .where(eq(candidates.email, 'candidate@careers.demo'));
  if (!student || !admin) return;
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, student.id), eq(applications.status, 'under_review')))
    .limit(1);
  for (const [i, m] of inbox.entries()) {
    const sentAt = new Date(at.getTime() - m.daysAgo * DAY);
    // What was emailed, as the outbox keeps it once delivered.
    const [mail] = await db
      .insert(outbox)
      .values({
        to: student.email,
        subject: m.subject,
        text: m.body,
        status: 'sent',
        sentAt,
        createdAt: sentAt,
        attempts: 1,
      })
      .returning({ id: outbox.id });
    await db.insert(messages).values({
      candidateId: student.id,
      applicationId: i === 1 ? (application?.id ?? null) : null,
      subject: m.subject,
      body: m.body,
      sentBy: admin.id,
      sentByName: admin.fullName,
      outboxId: mail?.id ?? null,
      readAt: m.read ? new Date(sentAt.getTime() + 3_600_000) : null,
      createdAt: sentAt,
    });
  }
}
