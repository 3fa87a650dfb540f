import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import type { ProfilePost } from '../../../fake-api/types.ts';
import { ErrorState } from '../../../core/ui/state-views.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { useGetProfileQuery, useLazyGetProfileQuery } from '../pages.api.ts';
import {
  AboutCard,
  LatestPhotosCard,
  PollCard,
  SuggestedPagesCard,
  SuggestionsCard,
  TwitterFeedCard,
} from './profile-cards.tsx';
import { ProfilePostCard } from './profile-post.tsx';
import '../pages.scss';
import { Photo } from '../../shared/photo.tsx';

type ProfileTab = 'feed' | 'about' | 'photos' | 'friends';
const TABS: ProfileTab[] = ['feed', 'about', 'photos', 'friends'];

export function toggleLike(post: ProfilePost): ProfilePost {
  return { ...post, youLiked: !post.youLiked, likes: post.likes + (post.youLiked ? -1 : 1) };
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { data, isError: error } = useGetProfileQuery();
  const [fetchMore] = useLazyGetProfileQuery();
  const [posts, setPosts] = useState<ProfilePost[] | null>(null);
  const [tab, setTab] = useState<ProfileTab>('feed');
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);

  // The loaded posts until the first like or load more; then this page's own copy.
  const shownPosts = posts ?? data?.posts ?? [];
  const updatePost = (i: number, change: (p: ProfilePost) => ProfilePost) =>
    setPosts(shownPosts.map((p, j) => (j === i ? change(p) : p)));

  const loadMore = async () => {
    setLoadingMore(true);
    setMoreError(false);
    try {
      const more = await fetchMore().unwrap();
      setPosts((list) => [...(list ?? shownPosts), ...more.posts]);
    } catch {
      setMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  };

  if (error || !data) {
    return (
      <>
        <RoutePageHeader />
        <LoadState error={error} ready={false} />
      </>
    );
  }
  const { header } = data;

  return (
    <>
      <RoutePageHeader />
      <Card className="mb-4 profile-header overflow-hidden">
        <img src={header.coverImg} alt="" className="profile-cover w-100" />
        <div className="profile-header-info px-3 px-md-4 pb-3 d-flex flex-wrap align-items-end gap-3">
          <Photo src={header.avatar} size={110} className="rounded profile-avatar" />
          <div className="pb-1">
            <h2 className="h4 mb-0">{header.username}</h2>
            <p className="mb-0 text-body-secondary">{header.designation}</p>
          </div>
        </div>
        <div className="border-top px-3 px-md-4 py-2">
          <Nav
            variant="pills"
            activeKey={tab}
            onSelect={(k) => setTab((k as ProfileTab) ?? 'feed')}
            aria-label={t('pages.profile.sections')}
          >
            {TABS.map((key) => (
              <Nav.Item key={key}>
                <Nav.Link
                  as="button"
                  type="button"
                  eventKey={key}
                  aria-current={tab === key ? 'page' : undefined}
                >
                  {t(`pages.profile.tabs.${key}`)}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
        </div>
      </Card>

      {tab === 'about' && <AboutCard about={data.userAbout} />}
      {tab === 'photos' && <LatestPhotosCard photos={data.latestPhotos} />}
      {tab === 'friends' && <SuggestionsCard people={data.suggestions} />}
      {tab === 'feed' && (
        <div className="row g-4">
          <div className="col-lg-3 order-2 order-lg-1">
            <AboutCard about={data.userAbout} />
            <SuggestedPagesCard pages={data.suggestedPages} />
            <TwitterFeedCard feeds={data.twitterFeeds} />
          </div>
          <div className="col-lg-6 order-1 order-lg-2">
            <section aria-label={t('pages.profile.posts')}>
              {shownPosts.map((post, i) => (
                <ProfilePostCard
                  key={i}
                  post={post}
                  onToggleLike={() => updatePost(i, toggleLike)}
                  onToggleCommentLike={(c) =>
                    updatePost(i, (p) => ({
                      ...p,
                      detailedComments: p.detailedComments.map((dc, k) =>
                        k === c
                          ? {
                              ...dc,
                              youLiked: !dc.youLiked,
                              commentsLikes: dc.commentsLikes + (dc.youLiked ? -1 : 1),
                            }
                          : dc,
                      ),
                    }))
                  }
                />
              ))}
            </section>
            {moreError && <ErrorState text={t('pages.common.loadError')} />}
            <div className="text-center">
              <button
                type="button"
                className="btn btn-primary"
                disabled={loadingMore}
                onClick={() => void loadMore()}
              >
                {loadingMore && (
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                )}
                {t(loadingMore ? 'pages.common.loading' : 'pages.profile.loadMore')}
              </button>
            </div>
          </div>
          <div className="col-lg-3 order-3">
            <LatestPhotosCard photos={data.latestPhotos} />
            <SuggestionsCard people={data.suggestions} />
            <PollCard polls={data.polls} />
          </div>
        </div>
      )}
    </>
  );
}
