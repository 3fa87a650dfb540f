import { useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { Star, UserPlus } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { ProfileData } from '../../../fake-api/types.ts';

/** A card of the profile's side columns: its heading, then its content. */
function SideCard({
  title,
  titleClass = 'h5 mb-3',
  children,
}: {
  title: string;
  titleClass?: string;
  children: ReactNode;
}) {
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className={titleClass}>{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}

/** A person or page in a side list: avatar, name, a second line and an action button. */
function PersonItem({
  avatar,
  name,
  sub,
  truncate = false,
  action,
}: {
  avatar: string;
  name: string;
  sub: string;
  /** Cut a long name short on one line. */
  truncate?: boolean;
  action: ReactNode;
}) {
  return (
    <li className="d-flex align-items-center gap-2 mb-3">
      <img src={avatar} alt="" width={32} height={32} className="rounded-circle" />
      <div className="flex-grow-1 min-w-0">
        <div className={`fw-semibold small${truncate ? ' text-truncate' : ''}`}>{name}</div>
        <small className="text-body-secondary">{sub}</small>
      </div>
      {action}
    </li>
  );
}

/** Round avatars of people, named by their usernames (liked a post, voted in the poll). */
export function UserAvatars({
  users,
  size,
}: {
  users: { username: string; src: string }[];
  size: number;
}) {
  return users.map((u) => (
    <img
      key={u.username}
      src={u.src}
      alt={u.username}
      title={u.username}
      width={size}
      height={size}
      className="rounded-circle"
    />
  ));
}

export function AboutCard({ about }: { about: ProfileData['userAbout'] }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ['pages.profile.joined', about.joined],
    ['pages.profile.lives', about.lives],
    ['pages.profile.email', about.email],
    ['pages.profile.website', about.website],
  ];
  return (
    <SideCard title={t('pages.profile.about')} titleClass="h5">
      <p>{about.about}</p>
      <dl className="mb-0">
        {rows.map(([label, value]) => (
          <div key={label} className="mb-2">
            <dt className="small text-uppercase text-body-secondary">{t(label)}</dt>
            <dd className="mb-0 text-break">{value}</dd>
          </div>
        ))}
      </dl>
    </SideCard>
  );
}

export function SuggestedPagesCard({ pages }: { pages: ProfileData['suggestedPages'] }) {
  const { t } = useTranslation();
  const [favorites, setFavorites] = useState(() => pages.map((p) => p.favorite));
  return (
    <SideCard title={t('pages.profile.suggestedPages')}>
      <ul className="list-unstyled mb-0">
        {pages.map((p, i) => (
          <PersonItem
            key={p.username}
            avatar={p.avatar}
            name={p.username}
            sub={p.subtitle}
            truncate
            action={
              <button
                type="button"
                className={`btn btn-link p-0 ${favorites[i] ? 'text-warning' : 'text-body-secondary'}`}
                aria-pressed={favorites[i]}
                aria-label={t('pages.profile.favorite', { name: p.username })}
                onClick={() => setFavorites((f) => f.map((v, j) => (j === i ? !v : v)))}
              >
                <Star size={16} aria-hidden="true" fill={favorites[i] ? 'currentColor' : 'none'} />
              </button>
            }
          />
        ))}
      </ul>
    </SideCard>
  );
}

export function TwitterFeedCard({ feeds }: { feeds: ProfileData['twitterFeeds'] }) {
  const { t } = useTranslation();
  return (
    <SideCard title={t('pages.profile.twitterFeed')}>
      {feeds.map((f) => (
        <div key={f.id} className="mb-3">
          <div className="d-flex align-items-center gap-2 mb-1">
            <img src={f.imgUrl} alt="" width={32} height={32} className="rounded-circle" />
            <div className="min-w-0">
              <div className="fw-semibold small">{f.title}</div>
              <small className="text-body-secondary">{f.tags}</small>
            </div>
          </div>
          <p className="small mb-0">{f.desc}</p>
        </div>
      ))}
    </SideCard>
  );
}

export function LatestPhotosCard({ photos }: { photos: ProfileData['latestPhotos'] }) {
  const { t } = useTranslation();
  return (
    <SideCard title={t('pages.profile.latestPhotos')}>
      <div className="row g-2">
        {photos.map((p, i) => (
          <div key={i} className="col-4">
            <img
              src={p.img}
              alt={t('pages.profile.photoN', { n: i + 1 })}
              className="img-fluid rounded w-100"
            />
          </div>
        ))}
      </div>
    </SideCard>
  );
}

export function SuggestionsCard({ people }: { people: ProfileData['suggestions'] }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string[]>([]);
  return (
    <SideCard title={t('pages.profile.suggestions')}>
      <ul className="list-unstyled mb-0">
        {people.map((p) => (
          <PersonItem
            key={p.name}
            avatar={p.avatar}
            name={p.name}
            sub={p.mutualFriend}
            action={
              <button
                type="button"
                className={`btn btn-sm ${added.includes(p.name) ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={added.includes(p.name)}
                aria-label={t('pages.profile.connectWith', { name: p.name })}
                onClick={() =>
                  setAdded((a) =>
                    a.includes(p.name) ? a.filter((n) => n !== p.name) : [...a, p.name],
                  )
                }
              >
                <UserPlus size={14} aria-hidden="true" />
              </button>
            }
          />
        ))}
      </ul>
    </SideCard>
  );
}

/** Poll: voting adds one vote to the chosen option; percentages follow the new totals. */
export function PollCard({
  polls,
  voters = 100,
}: {
  polls: ProfileData['polls'];
  voters?: number;
}) {
  const { t } = useTranslation();
  // The sample results are percentages of `voters` votes.
  const [votes, setVotes] = useState(() => polls.map((p) => Math.round((p.result * voters) / 100)));
  const [voted, setVoted] = useState<number | null>(null);
  const total = votes.reduce((a, b) => a + b, 0);
  const vote = (i: number) => {
    if (voted === i) return;
    setVotes((v) => v.map((n, j) => n + (j === i ? 1 : 0) - (j === voted ? 1 : 0)));
    setVoted(i);
  };
  return (
    <SideCard title={t('pages.profile.polls')} titleClass="h5 mb-1">
      <p className="small text-body-secondary">{t('pages.profile.pollQuestion')}</p>
      <fieldset>
        <legend className="visually-hidden">{t('pages.profile.pollQuestion')}</legend>
        {polls.map((p, i) => {
          const pct = total ? Math.round((votes[i]! * 100) / total) : 0;
          return (
            <div key={p.name} className="mb-3">
              <div className="d-flex justify-content-between">
                <div className="form-check mb-1">
                  <input
                    id={`poll-${i}`}
                    type="radio"
                    name="profile-poll"
                    className="form-check-input"
                    checked={voted === i}
                    onChange={() => vote(i)}
                  />
                  <label htmlFor={`poll-${i}`} className="form-check-label">
                    {p.name}
                  </label>
                </div>
                <span className="fw-semibold" data-testid={`poll-result-${i}`}>
                  {pct}%
                </span>
              </div>
              <ProgressBar now={pct} className="progress-thin" aria-label={p.name} />
              <div className="d-flex mt-2 avatar-group">
                <UserAvatars
                  users={p.votedUser.map((u) => ({ username: u.username, src: u.img }))}
                  size={24}
                />
              </div>
            </div>
          );
        })}
      </fieldset>
      <p className="small text-body-secondary mb-0">
        {t('pages.profile.totalVotes', { count: total })}
      </p>
    </SideCard>
  );
}
