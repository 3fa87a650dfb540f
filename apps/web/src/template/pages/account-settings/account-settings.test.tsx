// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountSettings } from '../../../fake-api/types.ts';
import { makeTestStore, render } from '../../../core/test/render.tsx';
import { renderWithUser } from '../shared/render-with-user.tsx';
import {
  accountSettingsLoaded,
  accountSettingsSaved,
  selectAccountSettings,
} from './account-settings.slice.ts';
import { avatarProblem } from './account-schemas.ts';
import { GeneralTab } from './general-tab.tsx';
import { InfoTab } from './info-tab.tsx';
import { NotificationsTab } from './notifications-tab.tsx';
import { PasswordTab } from './password-tab.tsx';
import { SocialTab } from './social-tab.tsx';

// Forms typed key by key are slow in jsdom on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
});

const SETTINGS: AccountSettings = {
  general: {
    avatar: '/images/avatars/avatar-01.svg',
    username: 'helen.ashworth',
    fullName: 'Helen Ashworth',
    email: 'helen@example.ac.uk',
    company: 'Careers Service',
  },
  info: {
    bio: 'Head of Careers',
    dob: '1978-03-14',
    country: 'United Kingdom',
    website: '',
    phone: '',
  },
  social: {
    socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
    connections: [{ name: 'GitHub', icon: 'GitHub', connected: false, account: '' }],
  },
  notification: {
    commentOnArticle: true,
    answerOnForm: false,
    followMe: false,
    newAnnouncements: true,
    productUpdates: false,
    blogDigest: true,
  },
};

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('general tab', () => {
  it('refuses an empty name and a bad email, then saves valid values', async () => {
    const onSave = vi.fn();
    const { user } = renderWithUser(<GeneralTab initial={SETTINGS.general} onSave={onSave} />);
    await user.clear(screen.getByLabelText('Full name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Full name'), 'Helen A. Ashworth');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'helen.a@example.ac.uk');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      fullName: 'Helen A. Ashworth',
      email: 'helen.a@example.ac.uk',
    });
  });

  it('previews a valid avatar, refuses a large or wrong file, and resets', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<GeneralTab initial={SETTINGS.general} onSave={vi.fn()} />);
    const input = screen.getByLabelText('Upload new photo', { selector: 'input' });
    const img = screen.getByAltText('Profile photo');

    await user.upload(input, file('big.png', 'image/png', 900 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('smaller than 800 KB');
    expect(img).toHaveAttribute('src', SETTINGS.general.avatar);

    await user.upload(input, file('cv.pdf', 'application/pdf', 1000));
    expect(screen.getByRole('alert')).toHaveTextContent('JPG, GIF or PNG');

    await user.upload(input, file('me.png', 'image/png', 1000));
    expect(img).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(img).toHaveAttribute('src', SETTINGS.general.avatar);
  });

  it('judges avatar files by type and size', () => {
    expect(avatarProblem(file('a.gif', 'image/gif', 10))).toBeNull();
    expect(avatarProblem(file('a.jpg', 'image/jpeg', 800 * 1024))).toBe('pages.account.avatarSize');
    expect(avatarProblem(file('a.svg', 'image/svg+xml', 10))).toBe('pages.account.avatarType');
  });
});

describe('password tab', () => {
  async function fill(current: string, next: string, confirm: string) {
    const onSave = vi.fn();
    const { user } = renderWithUser(<PasswordTab onSave={onSave} />);
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    return onSave;
  }

  it.each([
    [
      'needs at least 10 characters',
      'Short1!',
      'Short1!',
      'Password must be at least 10 characters',
    ],
    [
      'refuses a common password, like the contracts schema',
      'password123',
      'password123',
      /This password is too common/,
    ],
    [
      'needs the confirmation to match',
      'Tangerine-Orbit-42',
      'Tangerine-Orbit-43',
      'The passwords do not match',
    ],
  ])('%s', async (_, next, confirm, message) => {
    const onSave = await fill('old-secret', next, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a valid change and empties the form', async () => {
    const onSave = await fill('old-secret', 'Tangerine-Orbit-42', 'Tangerine-Orbit-42');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });
});

describe('information tab', () => {
  function renderInfo() {
    const onSave = vi.fn();
    return { onSave, ...renderWithUser(<InfoTab initial={SETTINGS.info} onSave={onSave} />) };
  }

  it('refuses a bad website, a bad phone and a future birth date', async () => {
    const { user, onSave } = renderInfo();
    await user.type(screen.getByLabelText('Website'), 'careers dot example');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    const future = `${new Date().getFullYear() + 1}-01-01`;
    await user.clear(screen.getByLabelText('Birth date'));
    await user.type(screen.getByLabelText('Birth date'), future);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/full web address/)).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('The date cannot be in the future')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the chosen country and a valid website', async () => {
    const { user, onSave } = renderInfo();
    await user.selectOptions(screen.getByLabelText('Country'), 'Portugal');
    await user.type(screen.getByLabelText('Website'), 'https://helen.example.ac.uk');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      country: 'Portugal',
      website: 'https://helen.example.ac.uk',
    });
  });
});

describe('social tab', () => {
  it('refuses a link that is not a web address and connects an account', async () => {
    const onSave = vi.fn();
    const onConnectionChange = vi.fn();
    const { user } = renderWithUser(
      <SocialTab
        initial={SETTINGS.social}
        username="helen.ashworth"
        onSave={onSave}
        onConnectionChange={onConnectionChange}
      />,
    );
    await user.type(screen.getByLabelText('LinkedIn'), 'linkedin/helen');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/full web address/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Connect to GitHub' }));
    expect(onConnectionChange).toHaveBeenCalledWith(
      [{ name: 'GitHub', icon: 'GitHub', connected: true, account: 'helen.ashworth' }],
      { name: 'GitHub', icon: 'GitHub', connected: true, account: 'helen.ashworth' },
    );
  });
});

describe('notifications tab', () => {
  it('saves the six flags as switched', async () => {
    const onSave = vi.fn();
    const { user } = renderWithUser(
      <NotificationsTab initial={SETTINGS.notification} onSave={onSave} />,
    );
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    await user.click(screen.getByLabelText('Someone follows me'));
    await user.click(screen.getByLabelText('Weekly blog digest'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...SETTINGS.notification,
        followMe: true,
        blogDigest: false,
      }),
    );
  });
});

describe('account settings slice', () => {
  it('keeps saved sections for the session, even when the data loads again', () => {
    const store = makeTestStore();
    store.dispatch(accountSettingsLoaded(SETTINGS));
    store.dispatch(
      accountSettingsSaved({
        section: 'info',
        values: { ...SETTINGS.info, phone: '+44 1234 567890' },
      }),
    );
    store.dispatch(accountSettingsLoaded(SETTINGS));
    expect(selectAccountSettings(store.getState())?.info.phone).toBe('+44 1234 567890');
  });
});
