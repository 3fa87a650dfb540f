import Dropdown from 'react-bootstrap/Dropdown';
import { LogOut, Settings, Sliders, User } from 'react-feather';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { selectUser, type AuthState } from '../../auth/auth.slice.ts';
import { logoutEverywhere } from '../../auth/logout.ts';
import { setCustomizerOpen } from '../../theme/layout.slice.ts';

type Dispatch = ThunkDispatch<{ auth: AuthState }, unknown, UnknownAction>;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function UserDropdown() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch>();
  const navigate = useNavigate();
  const user = useSelector(selectUser);
  const isAdmin = user?.role === 'admin';
  const name = user?.fullName ?? t('frame.user.guest');
  const role = user ? t(`frame.user.roles.${user.role}`, { defaultValue: user.role }) : '';

  const logout = async () => {
    await dispatch(logoutEverywhere());
    void navigate('/login');
  };

  return (
    <Dropdown as="li" className="nav-item dropdown-user" align="end">
      <Dropdown.Toggle as="button" className="nav-link btn dropdown-user-link">
        {/* Named by the visible name and role (label in content); on phones they stay for readers. */}
        <span className="user-nav d-none d-sm-flex">
          <span className="user-name fw-semibold">{name}</span>
          <span className="user-status">{role}</span>
        </span>
        <span className="visually-hidden d-sm-none">{t('frame.user.menu', { name })}</span>
        <span className="avatar avatar-user" aria-hidden="true">
          {user?.avatar ? <img src={user.avatar} alt="" /> : initials(name)}
          <span className="avatar-status-online" />
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {/* The careers screens only: the template's profile and settings pages are demos. */}
        {isAdmin ? (
          <Dropdown.Item as={Link} to="/careers/account">
            <Settings size={14} className="me-2" aria-hidden="true" />
            {t('frame.user.settings')}
          </Dropdown.Item>
        ) : (
          <Dropdown.Item as={Link} to="/portal/profile">
            <User size={14} className="me-2" aria-hidden="true" />
            {t('frame.user.profile')}
          </Dropdown.Item>
        )}
        <Dropdown.Item as="button" onClick={() => dispatch(setCustomizerOpen(true))}>
          <Sliders size={14} className="me-2" aria-hidden="true" />
          {t('frame.customizer.open')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void logout()}>
          <LogOut size={14} className="me-2" aria-hidden="true" />
          {t('frame.user.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
