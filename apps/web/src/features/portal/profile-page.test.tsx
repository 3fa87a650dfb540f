// @vitest-environment jsdom
import type { Candidate } from '@careers/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../core/http/http.ts';
import { ProfileEditor } from './profile-page.tsx';
import { englishI18n } from './test-i18n.ts';

const mock = new MockAdapter(http);
afterEach(() => {
  cleanup();
  mock.reset();
});

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
  createdAt: '2026-09-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
};
const url = `/api/v1/candidates/${candidate.id}`;

async function renderEditor(initial = candidate) {
  const onSaved = vi.fn();
  render(
    <I18nextProvider i18n={await englishI18n()}>
      <ProfileEditor candidate={initial} onSaved={onSaved} />
    </I18nextProvider>,
  );
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

describe('ProfileEditor links', { timeout: 20_000 }, () => {
  it('takes a bare host, shows it normalised on leaving the field, and saves that', async () => {
    mock.onPatch(url).reply((config) => [200, { ...candidate, ...JSON.parse(config.data) }]);
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
    ['javascript:alert(1)', 'Link address: only http:// and https:// addresses are allowed'],
    ['data:text/html,hi', 'Link address: only http:// and https:// addresses are allowed'],
    [
      '//evil.example',
      'Link address: enter a web address such as example.com or https://example.com',
    ],
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
