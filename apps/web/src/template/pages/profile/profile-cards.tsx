import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { Star, UserPlus } from 'react-feather';
import { useTranslation } from 'react-i18next';
import type { ProfileData } from '../../../fake-api/types.ts';

export function AboutCard({ about }: { about: ProfileData['userAbout'] }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ['pages.profile.joined', about.joined],
    ['pages.profile.lives', about.lives],
    ['pages.profile.email', about.email],
    ['pages.profile.website', about.website],
  ];
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">{t('pages.profile.about')}</h2>
        <p>{about.about}</p>
        <dl className="mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="mb-2">
              <dt className="small text-uppercase text-body-secondary">{t(label)}</dt>
              <dd className="mb-0 text-break">{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

export function SuggestedPagesCard({ pages }: { pages: ProfileData['suggestedPages'] }) {
  const { t } = useTranslation();
  const [favorites, setFavorites] = useState(() => pages.map((p) => p.favorite));
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{t('pages.profile.suggestedPages')}</h2>
        <ul className="list-unstyled mb-0">
          {pages.map((p, i) => (
            <li key={p.username} className="d-flex align-items-center gap-2 mb-3">
              <img src={p.avatar} alt="" width={32} height={32} className="rounded-circle" />
              <div className="flex-grow-1 min-w-0">
                <div className="fw-semibold small text-truncate">{p.username}</div>
                <small className="text-body-secondary">{p.subtitle}</small>
              </div>
              <button
                type="button"
                className={`btn btn-link p-0 ${favorites[i] ? 'text-warning' : 'text-body-secondary'}`}
                aria-pressed={favorites[i]}
                aria-label={t('pages.profile.favorite', { name: p.username })}
                onClick={() => setFavorites((f) => f.map((v, j) => (j === i ? !v : v)))}
              >
                <Star size={16} aria-hidden="true" fill={favorites[i] ? 'currentColor' : 'none'} />
              </button>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}

export function TwitterFeedCard({ feeds }: { feeds: ProfileData['twitterFeeds'] }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{t('pages.profile.twitterFeed')}</h2>
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
      </Card.Body>
    </Card>
  );
}

export function LatestPhotosCard({ photos }: { photos: ProfileData['latestPhotos'] }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{t('pages.profile.latestPhotos')}</h2>
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
      </Card.Body>
    </Card>
  );
}

export function SuggestionsCard({ people }: { people: ProfileData['suggestions'] }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string[]>([]);
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{t('pages.profile.suggestions')}</h2>
        <ul className="list-unstyled mb-0">
          {people.map((p) => (
            <li key={p.name} className="d-flex align-items-center gap-2 mb-3">
              <img src={p.avatar} alt="" width={32} height={32} className="rounded-circle" />
              <div className="flex-grow-1 min-w-0">
                <div className="fw-semibold small">{p.name}</div>
                <small className="text-body-secondary">{p.mutualFriend}</small>
              </div>
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
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
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
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('pages.profile.polls')}</h2>
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
                  {p.votedUser.map((u) => (
                    <img
                      key={u.username}
                      src={u.img}
                      alt={u.username}
                      title={u.username}
                      width={24}
                      height={24}
                      className="rounded-circle"
                    />
                  ))}
                </div>
              </div>
            );
          })}
        </fieldset>
        <p className="small text-body-secondary mb-0">
          {t('pages.profile.totalVotes', { count: total })}
        </p>
      </Card.Body>
    </Card>
  );
}
