import type { ReactNode } from 'react';
import { Award, CheckCircle, Eye, FileText, MessageSquare, Send, type Icon } from 'react-feather';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { STUDENTS } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';

interface Entry {
  key: string;
  color: string;
  icon?: Icon;
  extra?: ReactNode;
}

/** A vertical timeline; each entry's strings live under uiComponents.timeline.steps.<key>. */
function Timeline({ entries, icons = false }: { entries: Entry[]; icons?: boolean }) {
  const { t } = useUc();
  return (
    <ul className="uc-timeline list-unstyled mb-0">
      {entries.map(({ key, color, icon: I, extra }) => (
        <li key={key} className="uc-timeline-item">
          <span
            className={`uc-timeline-point ${icons ? `uc-timeline-icon bg-${color}-subtle text-${color}-emphasis` : `bg-${color}`}`}
            aria-hidden="true"
          >
            {icons && I && <I size={14} />}
          </span>
          <div className="uc-timeline-event">
            <div className="d-flex justify-content-between flex-wrap gap-1 mb-1">
              <h3 className="h6 mb-0">{t(`timeline.steps.${key}.title`)}</h3>
              <small className="text-body-secondary">{t(`timeline.steps.${key}.when`)}</small>
            </div>
            <p className="mb-0 small">{t(`timeline.steps.${key}.text`)}</p>
            {extra}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TimelinePage() {
  const { t } = useUc();
  const journey: Entry[] = [
    { key: 'submitted', color: 'primary', icon: Send },
    { key: 'reviewed', color: 'info', icon: Eye },
    { key: 'interview', color: 'warning', icon: MessageSquare },
    { key: 'offer', color: 'success', icon: Award },
  ];
  const activity: Entry[] = [
    {
      key: 'cv',
      color: 'primary',
      extra: (
        <div className="d-inline-flex align-items-center gap-2 mt-2 px-2 py-1 rounded bg-body-tertiary small">
          <img src="/images/files/pdf.svg" alt="" width={20} height={20} />
          amara-okafor-cv.pdf
        </div>
      ),
    },
    {
      key: 'panel',
      color: 'warning',
      extra: (
        <ul
          className="uc-avatar-group list-unstyled mb-0 mt-2"
          aria-label={t('avatar.group.panel')}
        >
          {STUDENTS.slice(1, 4).map((s) => (
            <li key={s.name} title={s.name}>
              <span className="uc-avatar-btn">
                <Avatar name={s.name} src={s.photo} size={30} />
              </span>
              <span className="visually-hidden">{s.name}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'feedback',
      color: 'info',
      extra: (
        <div className="d-flex align-items-center gap-2 mt-2">
          <Avatar name={STUDENTS[4].name} src={STUDENTS[4].photo} size={30} />
          <span className="small">
            <span className="fw-semibold">{STUDENTS[4].name}</span> · {t('timeline.adviser')}
          </span>
        </div>
      ),
    },
    { key: 'accepted', color: 'success' },
  ];
  const fair: Entry[] = [
    { key: 'doors', color: 'secondary', icon: CheckCircle },
    { key: 'talks', color: 'primary', icon: MessageSquare },
    { key: 'clinic', color: 'info', icon: FileText },
  ];
  const examples: { key: string; entries: Entry[]; icons?: boolean }[] = [
    { key: 'basic', entries: journey },
    { key: 'icons', entries: journey, icons: true },
    { key: 'avatars', entries: activity },
    { key: 'fair', entries: fair, icons: true },
  ];
  return (
    <DemoPage>
      {examples.map(({ key, entries, icons }) => (
        <DemoCard key={key} section={`timeline.${key}`}>
          <Timeline entries={entries} icons={icons} />
        </DemoCard>
      ))}
    </DemoPage>
  );
}
