import { Bell, Briefcase, Check, Clock, Mail, MessageSquare, Star, X } from 'react-feather';
import { Link } from 'react-router';
import { DemoCard } from './demo-card.tsx';
import { DemoPage } from './demo-page.tsx';
import { useUc } from './use-uc.ts';
import { THEME_COLORS } from '../../../core/theme/theme-config.ts';

const GLOW: Record<string, string> = {
  primary: 'rgba(115,103,240,.7)',
  secondary: 'rgba(128,131,144,.7)',
  success: 'rgba(40,199,111,.7)',
  danger: 'rgba(255,76,81,.7)',
  warning: 'rgba(255,159,67,.7)',
  info: 'rgba(0,186,209,.7)',
  dark: 'rgba(75,75,75,.7)',
};

const STATUSES = [
  { key: 'applied', color: 'primary', icon: Briefcase },
  { key: 'review', color: 'warning', icon: Clock },
  { key: 'interview', color: 'info', icon: MessageSquare },
  { key: 'offer', color: 'success', icon: Check },
  { key: 'rejected', color: 'danger', icon: X },
] as const;

/** The examples that show a badge in every theme colour (uiComponents.badges.<key>). */
const COLOR_STYLES: { key: string; className: (c: string) => string; glow?: boolean }[] = [
  { key: 'colors', className: (c) => `badge text-bg-${c}` },
  { key: 'glow', className: (c) => `badge text-bg-${c} badge-glow`, glow: true },
  {
    key: 'light',
    className: (c) => `badge bg-${c}-subtle text-${c}-emphasis border border-${c}-subtle`,
  },
];

/** Badges and pill badges share every example; `pill` rounds their ends. */
export function BadgeShowcase({ pill }: { pill: boolean }) {
  const { t } = useUc();
  const shape = pill ? 'rounded-pill' : '';
  return (
    <DemoPage>
      {COLOR_STYLES.map(({ key, className, glow }) => (
        <DemoCard key={key} section={`badges.${key}`} row>
          {THEME_COLORS.map((c) => (
            <span
              key={c}
              className={`${className(c)} ${shape}`}
              style={glow ? { ['--uc-glow' as string]: GLOW[c] } : undefined}
            >
              {t(`common.colors.${c}`)}
            </span>
          ))}
        </DemoCard>
      ))}

      <DemoCard section="badges.icons" row>
        {STATUSES.map(({ key, color, icon: I }) => (
          <span key={key} className={`badge text-bg-${color} d-inline-flex gap-1 ${shape}`}>
            <I size={12} aria-hidden="true" />
            {t(`badges.status.${key}`)}
          </span>
        ))}
      </DemoCard>

      <DemoCard section="badges.links" row>
        {STATUSES.map(({ key, color }) => (
          <Link
            key={key}
            to="/components/badges"
            className={`badge bg-${color}-subtle text-${color}-emphasis text-decoration-none ${shape}`}
          >
            {t('badges.links.filter', { status: t(`badges.status.${key}`) })}
          </Link>
        ))}
      </DemoCard>

      <DemoCard section="badges.notify">
        <div className="uc-demo-row gap-4">
          <button type="button" className="btn btn-outline-primary uc-notify overflow-visible">
            <Mail size={16} aria-hidden="true" className="me-1" />
            {t('badges.notify.messages')}
            <span className={`badge text-bg-danger ${shape}`}>
              4<span className="visually-hidden"> {t('badges.notify.unread')}</span>
            </span>
          </button>
          <button
            type="button"
            className="btn btn-icon btn-flat-secondary uc-notify overflow-visible"
            aria-label={t('badges.notify.alerts', { count: 12 })}
          >
            <Bell size={20} aria-hidden="true" />
            <span className={`badge text-bg-primary ${shape}`} aria-hidden="true">
              12
            </span>
          </button>
          <span className="d-inline-flex align-items-center gap-2">
            <Star size={16} aria-hidden="true" />
            {t('badges.notify.shortlisted')}
            <span className={`badge text-bg-success ${shape}`}>7</span>
          </span>
        </div>
      </DemoCard>

      <DemoCard section="badges.headings" wide>
        <p className="h3 mb-2">
          {t('vacancies.software')}{' '}
          <span className={`badge text-bg-primary ${shape}`}>{t('badges.status.new')}</span>
        </p>
        <p className="h5 mb-0">
          {t('vacancies.analyst')}{' '}
          <span className={`badge text-bg-warning ${shape}`}>{t('badges.status.closing')}</span>
        </p>
      </DemoCard>
    </DemoPage>
  );
}
