import Card from 'react-bootstrap/Card';
import { Heart, MessageSquare, Share2 } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { ProfilePost } from '../../../fake-api/types.ts';
import { UserAvatars } from './profile-cards.tsx';
import { Photo } from '../../shared/photo.tsx';

interface ProfilePostCardProps {
  post: ProfilePost;
  onToggleLike: () => void;
  onToggleCommentLike: (index: number) => void;
}

/** A feed post: text, image, likes (toggle), liked users, comments. */
export function ProfilePostCard({ post, onToggleLike, onToggleCommentLike }: ProfilePostCardProps) {
  const { t } = useTranslation();
  const shownLikers = post.likedUsers.slice(0, 5);
  return (
    <Card className="mb-4" as="article">
      <Card.Body>
        <div className="d-flex align-items-center gap-3 mb-3">
          <img src={post.avatar} alt="" width={40} height={40} className="rounded-circle" />
          <div>
            <h3 className="h6 mb-0">{post.username}</h3>
            <small className="text-body-secondary">{post.postTime}</small>
          </div>
        </div>
        <p>{post.postText}</p>
        {post.postImg && (
          <img
            src={post.postImg}
            alt=""
            className="img-fluid rounded mb-3 w-100 profile-post-img"
          />
        )}
        <div className="d-flex flex-wrap align-items-center gap-3 pb-3 border-bottom">
          <button
            type="button"
            className={`btn btn-sm d-flex align-items-center gap-1 ${post.youLiked ? 'btn-danger' : 'btn-outline-secondary'}`}
            aria-pressed={post.youLiked}
            aria-label={t('pages.profile.likeCount', { count: post.likes })}
            onClick={onToggleLike}
          >
            <Heart size={14} aria-hidden="true" fill={post.youLiked ? 'currentColor' : 'none'} />
            <span aria-hidden="true">{post.likes}</span>
          </button>
          <div className="avatar-group d-flex" aria-label={t('pages.profile.likedBy')} role="group">
            <UserAvatars
              users={shownLikers.map((u) => ({ username: u.username, src: u.avatar }))}
              size={26}
            />
            {post.likedUsers.length > shownLikers.length && (
              <span className="small text-body-secondary ms-2 align-self-center">
                +{post.likedUsers.length - shownLikers.length}
              </span>
            )}
          </div>
          <span className="d-flex align-items-center gap-1 ms-auto text-body-secondary small">
            <MessageSquare size={14} aria-hidden="true" />
            {t('pages.profile.commentCount', { count: post.comments })}
          </span>
          <span className="d-flex align-items-center gap-1 text-body-secondary small">
            <Share2 size={14} aria-hidden="true" />
            {t('pages.profile.shareCount', { count: post.share })}
          </span>
        </div>
        <ul className="list-unstyled mt-3 mb-0">
          {post.detailedComments.map((c, i) => (
            <li key={i} className="d-flex gap-2 mb-3">
              <Photo src={c.avatar} size={32} className="rounded-circle flex-shrink-0" />
              <div className="flex-grow-1 min-w-0">
                <div className="fw-semibold small">{c.username}</div>
                <p className="mb-0 small">{c.comment}</p>
              </div>
              <button
                type="button"
                className={`btn btn-link btn-sm p-0 d-flex align-items-center gap-1 ${c.youLiked ? 'text-danger' : 'text-body-secondary'}`}
                aria-pressed={c.youLiked}
                aria-label={t('pages.profile.likeCommentCount', { count: c.commentsLikes })}
                onClick={() => onToggleCommentLike(i)}
              >
                <Heart size={13} aria-hidden="true" fill={c.youLiked ? 'currentColor' : 'none'} />
                <span aria-hidden="true">{c.commentsLikes}</span>
              </button>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
