import type {
  Application,
  Booking,
  Page,
  SharedShortlist,
  Slot,
  Vacancy,
} from '@careers/contracts';

/** A vacancy as the API answers one (matches vacancySchema); tests override what they need. */
export function aVacancy(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    id: '6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e01',
    title: 'Graduate Data Analyst',
    employer: { name: 'Northwind' },
    location: 'London',
    workplace: 'hybrid',
    type: 'graduate_job',
    sector: 'Technology',
    description: 'Analyse data.',
    salary: null,
    positions: 2,
    closesAt: '2026-12-31T17:00:00.000Z',
    requiredDocuments: ['cv'],
    eligibility: { levels: [], graduationYears: [] },
    status: 'open',
    organisationId: '6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02',
    createdByRole: 'admin',
    submittedAt: null,
    reviewNote: null,
    closedAt: null,
    publishedAt: '2026-11-01T09:00:00.000Z',
    applicationCount: 0,
    questions: [],
    externalApplyUrl: null,
    applyClickCount: 0,
    createdBy: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(data: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { data, total: data.length, page: 1, perPage: 10, ...overrides };
}

/** An application as the API answers one (matches applicationSchema); tests override the rest. */
export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02',
    vacancyId: '2b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e03',
    candidateId: '3b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e04',
    status: 'offered',
    coverNote: null,
    documentIds: [],
    submittedAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    vacancyTitle: 'Graduate Data Analyst',
    employerName: 'Northwind Analytics',
    candidateName: 'Asha Patel',
    candidateEmail: 'asha@example.test',
    allowedNext: [],
    ...overrides,
  };
}

type SharedCandidate = SharedShortlist['candidates'][number];

/** A shortlist shared with an organisation, as its reviewers read it; one candidate by default. */
export function aSharedShortlist(
  overrides: Partial<SharedShortlist> = {},
  candidate: Partial<SharedCandidate> = {},
): SharedShortlist {
  return {
    id: '9a3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e01',
    organisationName: 'Northwind Analytics',
    title: 'Candidates for Data Analyst',
    message: null,
    vacancyTitle: 'Data Analyst',
    sharedByName: 'Priya Raman',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    candidates: [
      {
        applicationId: '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02',
        candidateName: 'Asha Patel',
        vacancyTitle: 'Data Analyst',
        coverNote: null,
        submittedAt: '2026-11-18T10:00:00.000Z',
        profile: { programme: null, level: null, graduationYear: null, skills: [] },
        documents: [],
        feedback: null,
        comment: null,
        feedbackAt: null,
        feedbackByName: null,
        ...candidate,
      },
    ],
    ...overrides,
  };
}

/** An interview slot as the API answers one (matches slotSchema); 10:00 in London in winter. */
export function aSlot(overrides: Partial<Slot> = {}): Slot {
  return {
    id: '5b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e06',
    purpose: 'interview',
    vacancyId: '6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e01',
    vacancyTitle: 'Graduate Data Analyst',
    appointmentType: null,
    startsAt: '2099-12-03T10:00:00.000Z',
    endsAt: '2099-12-03T10:30:00.000Z',
    durationMinutes: 30,
    location: 'Careers hub, room 2',
    videoLink: null,
    capacity: 1,
    booked: 0,
    hostName: 'Priya Raman',
    hostAdminId: '0d7e1c2a-4b5f-4c6d-8e9f-a1b2c3d4e5f6',
    bookedBy: [],
    cutoffHours: 24,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A booking of `aSlot()` as the API answers one (matches bookingSchema). */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '7b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e07',
    slotId: '5b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e06',
    candidateId: '3b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e04',
    candidateName: 'Asha Patel',
    applicationId: '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02',
    purpose: 'interview',
    vacancyTitle: 'Graduate Data Analyst',
    appointmentType: null,
    startsAt: '2099-12-03T10:00:00.000Z',
    endsAt: '2099-12-03T10:30:00.000Z',
    location: 'Careers hub, room 2',
    videoLink: null,
    adjustments: null,
    status: 'booked',
    sequence: 0,
    changeableUntil: '2099-12-02T10:00:00.000Z',
    cancelledAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
