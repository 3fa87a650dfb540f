import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Award, Briefcase, Calendar, GitHub, Users } from 'react-feather';
import { Avatar, type AvatarColor } from '../../../core/ui/avatar.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { STUDENTS } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';

const SIZES = [
  { key: 'sm', px: 26 },
  { key: 'md', px: 38 },
  { key: 'lg', px: 50 },
  { key: 'xl', px: 70 },
] as const;

const STATUS = [
  { key: 'online', color: 'success' },
  { key: 'away', color: 'warning' },
  { key: 'busy', color: 'danger' },
  { key: 'offline', color: 'secondary' },
] as const;

const COLORS: AvatarColor[] = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'];

export function AvatarPage() {
  const { t } = useUc();
  return (
    <DemoPage>
      <DemoCard section="avatar.sizes" row>
        {SIZES.map(({ key, px }, i) => (
          <figure key={key} className="text-center mb-0">
            <Avatar name={STUDENTS[i]?.name ?? ''} src={STUDENTS[i]?.photo} size={px} />
            <figcaption className="small text-body-secondary mt-1">
              {t(`common.sizes.${key}`)}
            </figcaption>
          </figure>
        ))}
      </DemoCard>

      <DemoCard section="avatar.initials">
        <ul className="uc-demo-row list-unstyled mb-0">
          {STUDENTS.map((s, i) => (
            <li key={s.name} className="d-flex align-items-center gap-2">
              <Avatar name={s.name} color={COLORS[i]} size={38} />
              <span className="small">{s.name}</span>
            </li>
          ))}
        </ul>
      </DemoCard>

      <DemoCard section="avatar.status">
        <ul className="uc-demo-row list-unstyled mb-0 gap-4">
          {STATUS.map(({ key, color }, i) => (
            <li key={key} className="d-flex align-items-center gap-2">
              <span className="position-relative d-inline-flex">
                <Avatar name={STUDENTS[i]?.name ?? ''} src={STUDENTS[i]?.photo} size={42} />
                <span className={`uc-status bg-${color}`} aria-hidden="true" />
              </span>
              <span className="small">
                <span className="d-block fw-semibold text-body-emphasis">{STUDENTS[i]?.name}</span>
                {t(`avatar.status.${key}`)}
              </span>
            </li>
          ))}
        </ul>
      </DemoCard>

      <DemoCard section="avatar.icons" row>
        {[
          { I: Briefcase, c: 'primary', k: 'vacancy' },
          { I: Users, c: 'success', k: 'students' },
          { I: Calendar, c: 'warning', k: 'event' },
          { I: Award, c: 'info', k: 'offer' },
          { I: GitHub, c: 'dark', k: 'portfolio' },
        ].map(({ I, c, k }) => (
          <span
            key={k}
            role="img"
            aria-label={t(`avatar.icons.${k}`)}
            className={`uc-avatar-icon rounded-circle bg-${c}-subtle text-${c}-emphasis`}
          >
            <I size={20} aria-hidden="true" />
          </span>
        ))}
      </DemoCard>

      <DemoCard section="avatar.group" wide>
        <div className="d-flex flex-wrap align-items-center gap-4">
          <ul className="uc-avatar-group list-unstyled mb-0" aria-label={t('avatar.group.panel')}>
            {STUDENTS.slice(0, 5).map((s) => (
              <li key={s.name}>
                <OverlayTrigger
                  placement="top"
                  overlay={<Tooltip id={`av-${s.name.replace(/\s/g, '-')}`}>{s.name}</Tooltip>}
                >
                  <button type="button" className="uc-avatar-btn" aria-label={s.name}>
                    <Avatar name={s.name} src={s.photo} size={38} />
                  </button>
                </OverlayTrigger>
              </li>
            ))}
            <li>
              <span className="uc-avatar-more rounded-circle">
                {t('avatar.group.more', { count: 12 })}
              </span>
            </li>
          </ul>
          <p className="mb-0 text-body-secondary small">{t('avatar.group.caption')}</p>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
