// @vitest-environment jsdom
import type { SharedShortlist } from '@careers/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingKeys, render } from '../test/render.tsx';
import { SharedShortlistView } from './shared-shortlist.tsx';

afterEach(() => {
  cleanup();
  missingKeys.clear();
});

const shortlist: SharedShortlist = {
  id: '9a3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e01',
  organisationName: 'Northwind Analytics',
  title: 'Candidates for Data Analyst',
  message: 'Two analysts worth meeting.',
  vacancyTitle: 'Data Analyst',
  sharedByName: 'Priya Raman',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  candidates: [
    {
      applicationId: '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02',
      candidateName: 'Asha Patel',
      vacancyTitle: 'Data Analyst',
      coverNote: 'I love turning data into decisions.',
      submittedAt: '2026-11-18T10:00:00.000Z',
      profile: {
        programme: 'BSc Statistics',
        level: 'undergraduate',
        graduationYear: 2027,
        skills: ['SQL', 'Python'],
      },
      documents: [
        {
          id: '2b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e03',
          kind: 'cv',
          fileName: 'asha-cv.pdf',
          mimeType: 'application/pdf',
          size: 1200,
        },
      ],
      feedback: null,
      comment: null,
      feedbackAt: null,
      feedbackByName: null,
    },
  ],
};

describe('SharedShortlistView', () => {
  it('shows what was shared and sends the answer on a candidate', async () => {
    const onFeedback = vi.fn().mockResolvedValue({});
    const onDownload = vi.fn().mockResolvedValue(undefined);
    render(
      <SharedShortlistView shortlist={shortlist} onFeedback={onFeedback} onDownload={onDownload} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Candidates for Data Analyst',
    );
    const card = screen
      .getByRole('heading', { name: 'Asha Patel' })
      .closest('.card') as HTMLElement;
    expect(card).toHaveTextContent('BSc Statistics · Undergraduate · Graduating 2027');
    expect(card).toHaveTextContent('Skills: SQL, Python');
    expect(card).toHaveTextContent('I love turning data into decisions.');

    fireEvent.click(within(card).getByRole('button', { name: 'asha-cv.pdf' }));
    expect(onDownload).toHaveBeenCalledWith(shortlist.candidates[0]!.applicationId, {
      ...shortlist.candidates[0]!.documents[0],
    });

    const send = within(card).getByRole('button', { name: 'Send answer' });
    expect(send).toBeDisabled();
    fireEvent.click(within(card).getByRole('radio', { name: 'Maybe' }));
    fireEvent.change(within(card).getByLabelText('Comment (optional)'), {
      target: { value: 'A second look' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(onFeedback).toHaveBeenCalledWith(shortlist.candidates[0]!.applicationId, {
        feedback: 'maybe',
        comment: 'A second look',
      }),
    );
    expect([...missingKeys]).toEqual([]);
  });
});
