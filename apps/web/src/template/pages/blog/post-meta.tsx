import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { BlogPost } from '../../../fake-api/types.ts';
import { tagColor } from './tag-color.ts';

/** Where the meta lines stand: on a card of the list, or at the top of the post's own page. */
type Place = 'card' | 'page';

/** “By <author> · <date>” beside the author's avatar. */
export function PostByline({ post, place }: { post: BlogPost; place: Place }) {
  const { t } = useTranslation();
  const size = place === 'page' ? 28 : 24;
  return (
    <div
      className={`d-flex ${place === 'page' ? 'flex-wrap align-items-center gap-2 mb-3' : 'align-items-center gap-2 mb-2'} small`}
    >
      <img src={post.avatar} alt="" className="rounded-circle" width={size} height={size} />
      <span>
        {t('pages.blog.by')} <span className="fw-semibold">{post.userFullName}</span>
      </span>
      <span className="text-body-secondary">· {post.blogPosted}</span>
    </div>
  );
}

/** The post's tags as coloured pills. */
export function PostTags({ tags, place }: { tags: string[]; place: Place }) {
  return (
    <div className={`d-flex flex-wrap gap-1 ${place === 'page' ? 'mb-3' : 'mb-2'}`}>
      {tags.map((tag) => (
        <span key={tag} className={`badge rounded-pill bg-light-${tagColor(tag)}`}>
          {tag}
        </span>
      ))}
    </div>
  );
}
