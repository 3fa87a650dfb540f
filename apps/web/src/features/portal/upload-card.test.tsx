// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../core/test/mock-api.ts';
import { render } from '../../core/test/render.tsx';
import { UploadCard } from './upload-card.tsx';
import { checkUpload } from './upload-checks.ts';

const mock = mockApi();

const MB = 1024 * 1024;
const fileOf = (name: string, size: number, type: string) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function renderCard(count = 0) {
  const onUploaded = vi.fn();
  render(<UploadCard count={count} onUploaded={onUploaded} />);
  return { onUploaded, user: userEvent.setup({ applyAccept: false }) };
}

describe('upload pre-checks', () => {
  it('judge the type by extension, else by the declared type', () => {
    expect(checkUpload({ name: 'cv.pdf', size: 10, type: '' }, 'cv')).toBeNull();
    expect(checkUpload({ name: 'cv.DOCX', size: 10, type: '' }, 'cv')).toBeNull();
    expect(checkUpload({ name: 'photo.png', size: 10, type: 'image/png' }, 'cv')).toEqual({
      code: 'type',
      allowed: ['PDF', 'DOCX'],
    });
    expect(checkUpload({ name: 'scan', size: 10, type: 'image/jpeg' }, 'other')).toBeNull();
    expect(checkUpload({ name: 'grades.docx', size: 10, type: '' }, 'transcript')).toMatchObject({
      code: 'type',
    });
  });

  it('hold each kind to its size limit and refuse empty files', () => {
    expect(checkUpload({ name: 'cv.pdf', size: 5 * MB + 1, type: '' }, 'cv')).toEqual({
      code: 'size',
      maxMb: 5,
    });
    expect(checkUpload({ name: 't.pdf', size: 5 * MB + 1, type: '' }, 'transcript')).toBeNull();
    expect(checkUpload({ name: 't.pdf', size: 10 * MB + 1, type: '' }, 'transcript')).toEqual({
      code: 'size',
      maxMb: 10,
    });
    expect(checkUpload({ name: 'cv.pdf', size: 0, type: '' }, 'cv')).toEqual({ code: 'empty' });
  });
});

describe('UploadCard', { timeout: 20_000 }, () => {
  it('refuses a wrong type before sending anything', async () => {
    const { user } = await renderCard();
    await user.upload(
      screen.getByLabelText(/Drop a file here/),
      fileOf('setup.exe', 100, 'application/x-msdownload'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('A CV must be a PDF, DOCX file.');
    expect(mock.history.post).toHaveLength(0);
  });

  it('refuses an oversized CV before sending anything', async () => {
    const { user } = await renderCard();
    await user.upload(
      screen.getByLabelText(/Drop a file here/),
      fileOf('cv.pdf', 6 * MB, 'application/pdf'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('A CV can be at most 5 MB.');
    expect(mock.history.post).toHaveLength(0);
  });

  it('uses the chosen kind: a 6 MB transcript is sent', async () => {
    // A whole document as the contract has it (answers are parsed with it in tests).
    const stored = {
      id: '3d1e4a52-7a8b-4c1d-9e2f-0a1b2c3d4e5f',
      candidateId: '0b6f2c1e-7d55-4a57-9c39-1f1f0b0b7a11',
      kind: 'transcript',
      fileName: 'grades.pdf',
      mimeType: 'application/pdf',
      size: 6 * MB,
      sha256: 'ab'.repeat(32),
      createdAt: '2026-10-01T09:00:00.000Z',
      deletedAt: null,
    };
    mock.onPost('/api/v1/documents').reply(201, stored);
    const { user, onUploaded } = await renderCard();
    await user.selectOptions(screen.getByLabelText('Kind'), 'transcript');
    await user.upload(
      screen.getByLabelText(/Drop a file here/),
      fileOf('grades.pdf', 6 * MB, 'application/pdf'),
    );
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    const sent = mock.history.post[0]?.data as FormData;
    expect(sent.get('kind')).toBe('transcript');
  });

  it("shows the server's message when it refuses the bytes (415)", async () => {
    mock
      .onPost('/api/v1/documents')
      .reply(415, { message: 'A CV must be a PDF, DOCX file', field: 'file' });
    const { user, onUploaded } = await renderCard();
    await user.upload(
      screen.getByLabelText(/Drop a file here/),
      fileOf('renamed.pdf', 100, 'application/pdf'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file was refused: A CV must be a PDF, DOCX file',
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('stops at the library limit', async () => {
    const { user } = await renderCard(20);
    await user.upload(
      screen.getByLabelText(/Drop a file here/),
      fileOf('cv.pdf', 100, 'application/pdf'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 20 documents');
    expect(mock.history.post).toHaveLength(0);
  });
});
