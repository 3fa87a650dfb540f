import { Offcanvas } from 'react-bootstrap';
import { Plus } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { EmailsMeta } from '../../../fake-api/types.ts';
import { LABEL_COLORS, LABELS, VIEW_ICONS, VIEWS } from './email-constants.ts';
import type { MailView } from './email.api.ts';

interface EmailSidebarProps {
  meta: EmailsMeta;
  show: boolean;
  rtl: boolean;
  onHide: () => void;
  onCompose: () => void;
}

function count(meta: EmailsMeta, view: MailView): { value: number; color: string } | null {
  if (view === 'inbox' && meta.inbox > 0) return { value: meta.inbox, color: 'primary' };
  if (view === 'spam' && meta.spam > 0) return { value: meta.spam, color: 'danger' };
  if (view === 'draft' && meta.draft > 0) return { value: meta.draft, color: 'warning' };
  return null;
}

/** Compose, folders with their counts, labels; an off-canvas panel below lg. */
export function EmailSidebar({ meta, show, rtl, onHide, onCompose }: EmailSidebarProps) {
  const { t } = useTranslation();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="lg"
      placement={rtl ? 'end' : 'start'}
      className="app-sidebar"
      // Named only while it is a dialog (below lg); inline it is a plain region with a nav.
      aria-labelledby={show ? 'email-sidebar-title' : undefined}
    >
      <Offcanvas.Header closeButton closeLabel={t('email.close')}>
        <Offcanvas.Title id="email-sidebar-title" as="h2" className="h5">
          {t('email.mailbox')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="app-sidebar-body">
        <div className="p-3">
          <button type="button" className="btn btn-primary w-100" onClick={onCompose}>
            <Plus size={16} aria-hidden="true" className="me-1" />
            {t('email.compose')}
          </button>
        </div>
        <nav aria-label={t('email.folders')}>
          <ul className="app-nav list-unstyled mb-0">
            {VIEWS.map((view) => {
              const Icon = VIEW_ICONS[view];
              const badge = count(meta, view);
              return (
                <li key={view}>
                  <NavLink
                    to={view === 'inbox' ? '/apps/email' : `/apps/email/${view}`}
                    end
                    className="app-nav-link"
                    onClick={onHide}
                  >
                    <Icon size={18} aria-hidden="true" />
                    <span className="flex-grow-1">{t(`email.views.${view}`)}</span>
                    {badge && (
                      <span
                        className={`badge rounded-pill bg-${badge.color}-subtle text-${badge.color}-emphasis`}
                        aria-label={t('email.countLabel', { count: badge.value })}
                      >
                        {badge.value}
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
          <h3 className="app-nav-heading">{t('email.labels')}</h3>
          <ul className="app-nav list-unstyled mb-0">
            {LABELS.map((label) => (
              <li key={label}>
                <NavLink
                  to={`/apps/email/label/${label}`}
                  className="app-nav-link"
                  onClick={onHide}
                >
                  <span className={`label-dot bg-${LABEL_COLORS[label]}`} aria-hidden="true" />
                  <span>{t(`email.labelNames.${label}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
