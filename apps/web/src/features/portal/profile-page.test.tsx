// @vitest-environment jsdom
import type { Candidate } from '@careers/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../core/test/mock-api.ts';
import { ProfileEditor } from './profile-page.tsx';
import { render } from '../../core/test/render.tsx';
import { initAppI18n } from '../../core/test/test-i18n.ts';

const mock = mockApi();

const candidate: Candidate = {
  id: '0b6f2c1e-7d55-4a57-9c39-1f1f0b0b7a11',
  email: 'amara@students.test',
  fullName: 'Amara Nwosu',
  phone: null,
  programme: 'BSc Computer Science',
  level: 'undergraduate',
  graduationYear: 2027,
  skills: ['Python'],
  bio: null,
  links: [],
  status: 'active',
  language: 'en',
  createdAt: '2026-09-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
};
const url = `/api/v1/candidates/${candidate.id}`;

/** The page's part: it holds the profile, and the editor follows what it hands up. */
function Holder({ initial, onSaved }: { initial: Candidate; onSaved: (c: Candidate) => void }) {
  const [current, setCurrent] = useState(initial);
  return (
    <ProfileEditor
      candidate={current}
      onSaved={(c) => {
        onSaved(c);
        setCurrent(c);
      }}
    />
  );
}

async function renderEditor(initial = candidate) {
  const onSaved = vi.fn();
  render(<Holder initial={initial} onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

async function addLink(user: User, label: string, address: string) {
  await user.click(screen.getByRole('button', { name: 'Add a link' }));
  const n = screen.getAllByRole('textbox', { name: /^Label of link/ }).length;
  await user.type(screen.getByRole('textbox', { name: `Label of link ${n}` }), label);
  const field = screen.getByRole('textbox', { name: `Address of link ${n}` });
  if (address) {
    await user.click(field);
    await user.paste(address);
  }
  return field;
}

// The form's messages come from the app-wide i18next instance (core/forms), as in the app.
beforeAll(() => initAppI18n('en'));

describe('ProfileEditor links', { timeout: 20_000 }, () => {
  it('takes a bare host, shows it normalised on leaving the field, and saves that', async () => {
    mock
      .onPatch(url)
      .reply((config) => [200, { ...candidate, ...JSON.parse(String(config.data)) }]);
    const { user, onSaved } = await renderEditor();
    const field = await addLink(user, 'LinkedIn', 'linkedin.com/in/amara');
    await user.tab();
    expect(field).toHaveValue('https://linkedin.com/in/amara');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(mock.history.patch[0]?.data)).links).toEqual([
      { label: 'LinkedIn', url: 'https://linkedin.com/in/amara' },
    ]);
  });

  it.each([
    ['javascript:alert(1)', 'Only http:// and https:// addresses are allowed.'],
    ['data:text/html,hi', 'Only http:// and https:// addresses are allowed.'],
    ['//evil.example', 'Enter a web address, such as https://example.org.'],
  ])('refuses %j as the server would, on its field, without saving', async (address, message) => {
    const { user } = await renderEditor();
    const field = await addLink(user, 'Site', address);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(address);
    expect(mock.history.patch).toHaveLength(0);
  });

  it("puts the server's refusal on the right row when a blank row is skipped", async () => {
    mock.onPatch(url).reply(400, {
      message: 'Link address: only http:// and https:// addresses are allowed',
      field: 'links.0.url',
    });
    const { user } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    // The server refuses what the form let through (an older client rule, say).
    const second = await addLink(user, 'Site', 'site.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('Link address: only http:// and https:// addresses are allowed'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address of link 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });
});

describe(
  'ProfileEditor after someone else saved first (409 on expectedUpdatedAt)',
  { timeout: 20_000 },
  () => {
    const stale = {
      message:
        'This record was changed by someone else since you opened it. Reload to see the latest version.',
      field: 'expectedUpdatedAt',
    };
    const newer: Candidate = {
      ...candidate,
      programme: 'BSc Data Science',
      updatedAt: '2026-11-02T10:00:00.000Z',
    };

    it('sends the version it shows, keeps what was typed on a 409, and offers Reload', async () => {
      mock.onPatch(url).replyOnce(409, stale);
      const { user, onSaved } = await renderEditor();
      const phone = screen.getByLabelText('Phone');
      await user.type(phone, '+44 161 555 0100');
      await user.click(screen.getByRole('button', { name: 'Save profile' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'This record was changed by someone else since you opened it. Reload to see the latest version.',
      );
      expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
      expect(JSON.parse(String(mock.history.patch[0]?.data)).expectedUpdatedAt).toBe(
        candidate.updatedAt,
      );
      expect(phone).toHaveValue('+44 161 555 0100');
      expect(onSaved).not.toHaveBeenCalled();
    });

    it('Reload shows the latest profile, puts the edits back on request, and saves over the new version', async () => {
      mock.onPatch(url).replyOnce(409, stale);
      mock.onGet(url).replyOnce(200, newer);
      mock
        .onPatch(url)
        .replyOnce((config) => [200, { ...newer, ...JSON.parse(String(config.data)) }]);
      const { user } = await renderEditor();
      await user.type(screen.getByLabelText('Phone'), '+44 161 555 0100');
      await user.click(screen.getByRole('button', { name: 'Save profile' }));
      await user.click(await screen.findByRole('button', { name: 'Reload' }));

      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent(
        'You are now seeing the latest version. Your edits were set aside, not saved.',
      );
      await waitFor(() =>
        expect(screen.getByLabelText('Programme of study')).toHaveValue('BSc Data Science'),
      );
      expect(screen.getByLabelText('Phone')).toHaveValue('');

      await user.click(within(status).getByRole('button', { name: 'Put back my edits' }));
      expect(screen.getByLabelText('Phone')).toHaveValue('+44 161 555 0100');
      // What was typed goes back over the latest version; the rest of it stays.
      expect(screen.getByLabelText('Programme of study')).toHaveValue('BSc Data Science');
      expect(screen.getByRole('button', { name: 'Discard changes' })).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Save profile' }));
      await waitFor(() => expect(mock.history.patch).toHaveLength(2));
      const second = JSON.parse(String(mock.history.patch[1]?.data));
      expect(second).toMatchObject({
        phone: '+44 161 555 0100',
        expectedUpdatedAt: newer.updatedAt,
      });
    });
  },
);
