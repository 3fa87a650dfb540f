import Card from 'react-bootstrap/Card';
import Pagination from 'react-bootstrap/Pagination';
import { MessageSquare } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import type { BlogPost } from '../../../fake-api/types.ts';
import { LoadState } from '../shared/load-state.tsx';
import { useGetBlogPostsQuery, useGetBlogSidebarQuery } from '../pages.api.ts';
import { BlogSidebar } from './blog-sidebar.tsx';
import { PostByline, PostTags } from './post-meta.tsx';
import '../pages.scss';

export const BLOG_PER_PAGE = 4;

function PostCard({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  return (
    <Card className="h-100 blog-card">
      <img src={post.img} alt="" className="card-img-top blog-card-img" />
      <Card.Body className="d-flex flex-column">
        <h2 className="h5">
          <Link to={`/pages/blog/detail/${post.id}`} className="text-body">
            {post.title}
          </Link>
        </h2>
        <PostByline post={post} place="card" />
        <PostTags tags={post.tags} place="card" />
        <p className="text-body-secondary flex-grow-1">{post.excerpt}</p>
        <hr />
        <div className="d-flex justify-content-between align-items-center">
          <Link
            to={`/pages/blog/detail/${post.id}#comments`}
            className="d-flex align-items-center gap-1 text-body"
          >
            <MessageSquare size={16} aria-hidden="true" />
            {t('pages.blog.commentCount', { count: post.comment })}
          </Link>
          <Link
            to={`/pages/blog/detail/${post.id}`}
            className="fw-semibold"
            aria-label={t('pages.blog.readMoreAbout', { title: post.title })}
          >
            {t('pages.blog.readMore')}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}

export function BlogListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = params.get('category');
  const posts = useGetBlogPostsQuery();
  const sidebar = useGetBlogSidebarQuery();

  const update = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        for (const [k, v] of Object.entries(next)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace: true },
    );

  const needle = query.trim().toLowerCase();
  const filtered = (posts.data ?? []).filter(
    (p) =>
      (!needle || `${p.title} ${p.excerpt}`.toLowerCase().includes(needle)) &&
      (!category || p.tags.includes(category)),
  );
  const pages = Math.max(1, Math.ceil(filtered.length / BLOG_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Number(params.get('page')) || 1));
  const shown = filtered.slice((page - 1) * BLOG_PER_PAGE, page * BLOG_PER_PAGE);

  return (
    <>
      <RoutePageHeader />
      <div className="row g-4">
        <div className="col-lg-8 col-xl-9">
          <LoadState error={posts.isError} ready={!!posts.data} />
          {posts.data && shown.length === 0 && (
            <p className="text-body-secondary" role="status">
              {t('pages.blog.noPosts')}
            </p>
          )}
          <div className="row g-4">
            {shown.map((post) => (
              <div key={post.id} className="col-md-6">
                <PostCard post={post} />
              </div>
            ))}
          </div>
          {pages > 1 && (
            <nav aria-label={t('pages.blog.paging')} className="mt-4">
              <Pagination className="justify-content-center">
                <Pagination.Prev
                  disabled={page === 1}
                  onClick={() => update({ page: String(page - 1) })}
                  aria-label={t('pages.common.previous')}
                />
                {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                  <Pagination.Item
                    key={n}
                    active={n === page}
                    onClick={() => update({ page: String(n) })}
                    aria-label={t('pages.blog.pageN', { n })}
                  >
                    {n}
                  </Pagination.Item>
                ))}
                <Pagination.Next
                  disabled={page === pages}
                  onClick={() => update({ page: String(page + 1) })}
                  aria-label={t('pages.common.next')}
                />
              </Pagination>
            </nav>
          )}
        </div>
        <div className="col-lg-4 col-xl-3">
          {sidebar.data && (
            <BlogSidebar
              data={sidebar.data}
              query={query}
              onQuery={(q) => update({ q, page: null })}
              category={category}
              onCategory={(c) => update({ category: c, page: null })}
            />
          )}
        </div>
      </div>
    </>
  );
}
