import type { ComponentType } from 'react';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { Calendar, Clock, CreditCard, MapPin } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { FairIllustration, TrophyIllustration } from '../shared/illustrations.tsx';
import {
  ADVISERS,
  CHANNELS,
  DESIGN_TEAM,
  FAIR_ATTENDEES,
  PROFILE,
  TRANSACTIONS,
} from './advance-data.ts';
import { DemoPage } from '../shared/demo-page.tsx';
import { TitledCard } from '../shared/titled-card.tsx';
import { Photo } from '../../shared/photo.tsx';
import { numberFormat } from '../../../core/format/number.ts';

const K = 'uiElements.cards.advance';

function useMoney() {
  const { i18n } = useTranslation();
  const fmt = numberFormat(i18n.language, {
    style: 'currency',
    currency: 'GBP',
    signDisplay: 'always',
    maximumFractionDigits: 0,
  });
  return (n: number) => fmt.format(n);
}

function CongratulationsCard() {
  const { t } = useTranslation();
  return (
    <Card className="h-100 ui-congrats-card">
      <Card.Body className="d-flex align-items-center gap-3">
        <div className="flex-grow-1">
          <h2 className="h5 mb-1">{t(`${K}.congrats.title`, { name: 'Priya' })}</h2>
          <p className="text-body-secondary mb-2">{t(`${K}.congrats.subtitle`)}</p>
          <p className="h3 text-primary fw-bold mb-1">{t(`${K}.congrats.figure`)}</p>
          <p className="small mb-3">{t(`${K}.congrats.text`)}</p>
          <Link to="/careers/applications" className="btn btn-primary btn-sm">
            {t(`${K}.congrats.action`)}
          </Link>
        </div>
        <TrophyIllustration className="flex-shrink-0" />
      </Card.Body>
    </Card>
  );
}

function ProfileCard() {
  const { t } = useTranslation();
  return (
    <Card className="h-100 text-center overflow-hidden">
      <img src="/images/profile/cover.svg" alt="" className="ui-profile-cover" />
      <Card.Body className="pt-0">
        <Photo
          src={PROFILE.avatar}
          size={84}
          className="rounded-circle border border-4 ui-profile-avatar"
        />
        <h2 className="h5 mt-2 mb-0">{PROFILE.name}</h2>
        <p className="text-body-secondary small">{t(`${K}.profile.role`)}</p>
        <div className="d-flex justify-content-center flex-wrap gap-2 mb-3">
          <span className="badge bg-light-primary">{t(`${K}.profile.skillData`)}</span>
          <span className="badge bg-light-info">{t(`${K}.profile.skillPython`)}</span>
        </div>
        <hr />
        <dl className="d-flex justify-content-around mb-0">
          {PROFILE.stats.map((s) => (
            <div key={s.key}>
              <dt className="small fw-normal text-body-secondary">{t(`${K}.profile.${s.key}`)}</dt>
              <dd className="h4 mb-0">{s.value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

function EmployeeTaskCard() {
  const { t } = useTranslation();
  return (
    <TitledCard title={t(`${K}.tasks.title`)}>
      <ul className="list-unstyled mb-0">
        {ADVISERS.map((a, i) => (
          <li key={a.name} className="d-flex align-items-center gap-3 mb-3">
            <Avatar name={a.name} src={a.avatar} size={38} />
            <div className="flex-grow-1 min-w-0">
              <p className="mb-0 fw-semibold text-body-emphasis">{a.name}</p>
              <p className="mb-1 small text-body-secondary">{t(`${K}.tasks.duty${i % 4}`)}</p>
              <ProgressBar
                now={a.progress}
                style={{ height: 5 }}
                aria-label={t(`${K}.tasks.progressOf`, { name: a.name })}
              />
            </div>
            <span className="small text-body-secondary text-nowrap">
              <Clock size={12} aria-hidden="true" /> {t(`${K}.tasks.hours`, { count: a.hours })}
            </span>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

function MeetupCard() {
  const { t } = useTranslation();
  return (
    <Card className="h-100 overflow-hidden">
      <FairIllustration className="ui-meetup-illus" />
      <Card.Body>
        <div className="d-flex gap-3 align-items-start mb-3">
          <div className="ui-meetup-date text-center">
            <span className="d-block small text-uppercase">{t(`${K}.meetup.month`)}</span>
            <span className="d-block h4 mb-0">14</span>
          </div>
          <div>
            <h2 className="h5 mb-1">{t(`${K}.meetup.title`)}</h2>
            <p className="small text-body-secondary mb-0">{t(`${K}.meetup.subtitle`)}</p>
          </div>
        </div>
        <p className="d-flex gap-2 align-items-center mb-2">
          <span className="ui-icon-badge bg-light-primary">
            <Calendar size={16} aria-hidden="true" />
          </span>
          <span>{t(`${K}.meetup.when`)}</span>
        </p>
        <p className="d-flex gap-2 align-items-center mb-3">
          <span className="ui-icon-badge bg-light-primary">
            <MapPin size={16} aria-hidden="true" />
          </span>
          <span>{t(`${K}.meetup.where`)}</span>
        </p>
        <div className="d-flex align-items-center gap-2">
          <div className="ui-avatar-group">
            {FAIR_ATTENDEES.map((src) => (
              <img key={src} src={src} alt="" width={32} height={32} className="rounded-circle" />
            ))}
          </div>
          <span className="small text-body-secondary">{t(`${K}.meetup.going`, { count: 86 })}</span>
        </div>
      </Card.Body>
    </Card>
  );
}

function TransactionsCard() {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <TitledCard title={t(`${K}.transactions.title`)}>
      <ul className="list-unstyled mb-0">
        {TRANSACTIONS.map((tx) => (
          <li key={tx.kind} className="d-flex align-items-center gap-3 mb-3">
            <span className={`ui-icon-badge bg-light-${tx.tone}`}>
              <CreditCard size={16} aria-hidden="true" />
            </span>
            <div className="flex-grow-1">
              <p className="mb-0 fw-semibold text-body-emphasis">
                {t(`${K}.transactions.${tx.kind}`)}
              </p>
              <p className="mb-0 small text-body-secondary">
                {t(`${K}.transactions.${tx.kind}Detail`)}
              </p>
            </div>
            <span
              className={`fw-semibold ${tx.amount < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}`}
            >
              {money(tx.amount)}
            </span>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

function ChannelsCard() {
  const { t, i18n } = useTranslation();
  const pct = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <TitledCard title={t(`${K}.channels.title`)} subtitle={t(`${K}.channels.subtitle`)}>
      {CHANNELS.map((c) => (
        <div key={c.channel} className="mb-3">
          <div className="d-flex justify-content-between small mb-1">
            <span className="text-body-emphasis">{t(`${K}.channels.${c.channel}`)}</span>
            <span>{pct.format(c.share / 100)}</span>
          </div>
          <ProgressBar
            now={c.share}
            variant={c.variant}
            style={{ height: 6 }}
            aria-label={t(`${K}.channels.${c.channel}`)}
          />
        </div>
      ))}
    </TitledCard>
  );
}

function AppDesignCard() {
  const { t } = useTranslation();
  return (
    <Card className="h-100">
      <Card.Body>
        <span className="badge bg-light-primary mb-2">{t(`${K}.design.date`)}</span>
        <h2 className="h5">{t(`${K}.design.title`)}</h2>
        <p className="text-body-secondary">{t(`${K}.design.text`)}</p>
        <h3 className="h6 text-uppercase small text-body-secondary">{t(`${K}.design.team`)}</h3>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          {DESIGN_TEAM.map((m) => (
            <span key={m.name} className="d-inline-flex align-items-center gap-1 small">
              <Avatar name={m.name} src={m.avatar} size={28} /> {m.name}
            </span>
          ))}
        </div>
        <dl className="row g-0 text-center border rounded py-2 mb-3">
          {(['due', 'budget', 'cost'] as const).map((k) => (
            <div key={k} className="col-4">
              <dt className="small fw-normal text-body-secondary">{t(`${K}.design.${k}`)}</dt>
              <dd className="fw-semibold mb-0">{t(`${K}.design.${k}Value`)}</dd>
            </div>
          ))}
        </dl>
        <div className="d-grid">
          <Link to="/apps/todo" className="btn btn-primary">
            {t(`${K}.design.action`)}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}

const THIRD = 'col-12 col-md-6 col-lg-4';
const HALF = 'col-12 col-md-6 col-lg-6';

/** The cards in reading order, each with the grid column it fills. */
const CARDS: [string, ComponentType][] = [
  ['col-12 col-lg-8', CongratulationsCard],
  [THIRD, ProfileCard],
  [THIRD, EmployeeTaskCard],
  [THIRD, MeetupCard],
  [THIRD, TransactionsCard],
  [HALF, ChannelsCard],
  [HALF, AppDesignCard],
];

export function CardsAdvancePage() {
  return (
    <DemoPage className="ui-cards-advance">
      <div className="row g-4">
        {CARDS.map(([col, Example], i) => (
          <div key={i} className={col}>
            <Example />
          </div>
        ))}
      </div>
    </DemoPage>
  );
}
