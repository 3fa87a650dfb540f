// @vitest-environment jsdom
import type { ApplicationEvent } from '@careers/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { ApplicationTimeline } from './application-timeline.tsx';

afterEach(() => {
  cleanup();
  missingKeys.clear();
});

const applicationId = '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02';
const events: ApplicationEvent[] = [
  {
    id: '2b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e03',
    applicationId,
    from: null,
    to: 'submitted',
    actorRole: 'candidate',
    actorName: 'Asha Patel',
    reason: null,
    feedback: null,
    createdAt: '2026-11-18T10:00:00.000Z',
  },
  {
    id: '3b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e04',
    applicationId,
    from: 'submitted',
    to: 'submitted',
    actorRole: 'employer',
    actorName: 'Dana Whitfield (Northwind Analytics)',
    reason: 'Strong SQL, invite to interview',
    feedback: 'interested',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: '4b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e05',
    applicationId,
    from: 'submitted',
    to: 'rejected',
    actorRole: 'admin',
    actorName: 'Priya Raman',
    reason: 'We filled every place this intake.',
    feedback: null,
    internalReason: { id: '5b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e06', name: 'Position filled' },
    note: 'Keep for the spring round.',
    createdAt: '2026-11-21T10:00:00.000Z',
  },
];

describe('ApplicationTimeline', () => {
  it('shows an employer’s feedback as its own entry, without a status change', () => {
    render(<ApplicationTimeline events={events} />);
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('Employer feedback');
    expect(items[1]).toHaveTextContent('Interested');
    expect(items[1]).toHaveTextContent('Answered by Dana Whitfield (Northwind Analytics)');
    expect(items[1]).toHaveTextContent('Comment: Strong SQL, invite to interview');
    expect(items[1]).not.toHaveTextContent('→');
    expect([...missingKeys]).toEqual([]);
  });

  it('shows staff the internal reason and note apart from the message the candidate read', () => {
    render(<ApplicationTimeline events={events} />);
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('Internal reason: Position filled');
    expect(items[2]).toHaveTextContent(
      'Message to the candidate: We filled every place this intake.',
    );
    expect(items[2]).toHaveTextContent('Internal note: Keep for the spring round.');
    expect([...missingKeys]).toEqual([]);
  });
});
