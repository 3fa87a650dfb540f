import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { EmailsMeta } from '../../../fake-api/types.ts';
import { AppNavList } from '../shared/app-nav.tsx';
import { AppSidebar } from '../shared/app-sidebar.tsx';
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
  const folders = VIEWS.map((view) => {
    const badge = count(meta, view);
    return {
      to: view === 'inbox' ? '/apps/email' : `/apps/email/${view}`,
      end: true,
      icon: VIEW_ICONS[view],
      label: t(`email.views.${view}`),
      badge: badge && (
        <span
          className={`badge rounded-pill bg-${badge.color}-subtle text-${badge.color}-emphasis`}
          aria-label={t('email.countLabel', { count: badge.value })}
        >
          {badge.value}
        </span>
      ),
    };
  });
  const labels = LABELS.map((label) => ({
    to: `/apps/email/label/${label}`,
    dot: LABEL_COLORS[label],
    label: t(`email.labelNames.${label}`),
  }));
  return (
    <AppSidebar
      name="email"
      title={t('email.mailbox')}
      closeLabel={t('email.close')}
      {...{ show, rtl, onHide }}
      actionLabel={t('email.compose')}
      onAction={onCompose}
      navLabel={t('email.folders')}
    >
      <AppNavList items={folders} onNavigate={onHide} labelClassName="flex-grow-1" />
      <h3 className="app-nav-heading">{t('email.labels')}</h3>
      <AppNavList items={labels} onNavigate={onHide} />
    </AppSidebar>
  );
}
