import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { BlogSidebar as SidebarData } from '../../../fake-api/types.ts';
import { FeatherIcon } from '../shared/feather-icon.tsx';
import { SearchForm } from '../shared/search-form.tsx';

interface BlogSidebarProps {
  data: SidebarData;
  query: string;
  onQuery: (q: string) => void;
  category: string | null;
  onCategory: (category: string | null) => void;
  /** Called when the search is submitted (the post page then opens the filtered list). */
  onSearch?: () => void;
}

/** Search, recent posts and categories beside the blog list and a post. */
export function BlogSidebar({
  data,
  query,
  onQuery,
  category,
  onCategory,
  onSearch,
}: BlogSidebarProps) {
  const { t } = useTranslation();
  return (
    <aside className="blog-sidebar" aria-label={t('pages.blog.sidebar')}>
      <SearchForm
        className="mb-4"
        iconAfter
        label={t('pages.blog.search')}
        placeholder={t('pages.blog.search')}
        value={query}
        onChange={onQuery}
        onSubmit={onSearch}
      />
      <h2 className="h5 mb-3">{t('pages.blog.recentPosts')}</h2>
      <ul className="list-unstyled mb-4">
        {data.recentPosts.map((post) => (
          <li key={post.id} className="d-flex gap-3 mb-3">
            <img src={post.img} alt="" width={72} height={52} className="rounded blog-thumb" />
            <div className="min-w-0">
              <Link to={`/pages/blog/detail/${post.id}`} className="fw-semibold d-block text-body">
                {post.title}
              </Link>
              <small className="text-body-secondary">{post.createdTime}</small>
            </div>
          </li>
        ))}
      </ul>
      <h2 className="h5 mb-3">{t('pages.blog.categories')}</h2>
      <ul className="list-unstyled mb-0">
        {data.categories.map((c) => (
          <li key={c.category} className="mb-2">
            <button
              type="button"
              className={`btn btn-link p-0 d-flex align-items-center gap-2 text-decoration-none ${category === c.category ? 'fw-bold' : 'text-body'}`}
              aria-pressed={category === c.category}
              onClick={() => onCategory(category === c.category ? null : c.category)}
            >
              <span className={`avatar bg-light-${c.color}`}>
                <FeatherIcon name={c.icon} size={16} />
              </span>
              {c.category}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
