import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Bookmark, Link2, Linkedin, MessageSquare, Twitter } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { selectUser } from '../../../core/auth/auth.slice.ts';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { sanitizeHtml } from '../../../core/markdown/sanitize-html.ts';
import { useCopy } from '../shared/use-copy.ts';
import { LoadState } from '../shared/load-state.tsx';
import { useGetBlogDetailQuery, useGetBlogSidebarQuery } from '../pages.api.ts';
import { commentAdded, selectAddedComments, selectSavedPost } from './blog.slice.ts';
import { BlogSidebar } from './blog-sidebar.tsx';
import { CommentForm } from './comment-form.tsx';
import { PostByline, PostTags } from './post-meta.tsx';
import '../pages.scss';

export function BlogDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { id = '1' } = useParams();
  const postId = Number(id);
  const user = useSelector(selectUser);
  const [search, setSearch] = useState('');
  const detail = useGetBlogDetailQuery(postId);
  const sidebar = useGetBlogSidebarQuery();
  const added = useSelector((s: Parameters<typeof selectAddedComments>[0]) =>
    selectAddedComments(s, postId),
  );
  const saved = useSelector((s: Parameters<typeof selectSavedPost>[0]) =>
    selectSavedPost(s, postId),
  );

  const blog = detail.data?.blog;
  const comments = [...(detail.data?.comments ?? []), ...(added ?? [])];
  const url = `${window.location.origin}/pages/blog/detail/${postId}`;
  const title = saved?.blogTitle ?? blog?.title ?? '';

  const copy = useCopy();

  return (
    <>
      <RoutePageHeader />
      <div className="row g-4">
        <div className="col-lg-8 col-xl-9">
          <LoadState error={detail.isError} ready={!!blog} />
          {blog && (
            <>
              <Card className="mb-4">
                <img
                  src={saved?.featuredImage ?? blog.img}
                  alt=""
                  className="card-img-top blog-detail-img"
                />
                <Card.Body>
                  <article>
                    <h2 className="h3">{title}</h2>
                    <PostByline post={blog} place="page" />
                    <PostTags tags={blog.tags} place="page" />
                    {saved ? (
                      // Saved from the editor in this session: sanitised again before it is shown.
                      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(saved.contentHtml) }} />
                    ) : (
                      blog.content.map((paragraph, i) => <p key={i}>{paragraph}</p>)
                    )}
                  </article>
                  <hr />
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <a href="#comments" className="d-flex align-items-center gap-1 text-body me-3">
                      <MessageSquare size={16} aria-hidden="true" />
                      {t('pages.blog.commentCount', { count: comments.length })}
                    </a>
                    {blog.bookmarked && (
                      <span className="d-flex align-items-center gap-1 text-body-secondary me-auto">
                        <Bookmark size={16} aria-hidden="true" />
                        {t('pages.blog.bookmarked')}
                      </span>
                    )}
                    <div
                      className="d-flex gap-2 ms-auto"
                      role="group"
                      aria-label={t('pages.blog.share')}
                    >
                      <button
                        type="button"
                        className="btn btn-outline-primary btn-sm"
                        onClick={() => void copy(url, 'pages.blog.linkCopied')}
                      >
                        <Link2 size={14} className="me-1" aria-hidden="true" />
                        {t('pages.blog.copyLink')}
                      </button>
                      <a
                        className="btn btn-outline-secondary btn-sm"
                        href={`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('pages.blog.shareOn', { network: 'X' })}
                      >
                        <Twitter size={14} aria-hidden="true" />
                      </a>
                      <a
                        className="btn btn-outline-secondary btn-sm"
                        href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('pages.blog.shareOn', { network: 'LinkedIn' })}
                      >
                        <Linkedin size={14} aria-hidden="true" />
                      </a>
                    </div>
                  </div>
                </Card.Body>
              </Card>

              <section id="comments" aria-labelledby="comments-title" className="mb-4">
                <h2 id="comments-title" className="h4 mb-3">
                  {t('pages.blog.comments')}
                </h2>
                {comments.length === 0 && (
                  <p className="text-body-secondary">{t('pages.blog.noComments')}</p>
                )}
                <ul className="list-unstyled mb-0" aria-label={t('pages.blog.comments')}>
                  {comments.map((c, i) => (
                    <li key={i}>
                      <Card className="mb-3">
                        <Card.Body className="d-flex gap-3">
                          <img
                            src={c.avatar}
                            alt=""
                            className="rounded-circle flex-shrink-0"
                            width={40}
                            height={40}
                          />
                          <div className="min-w-0">
                            <h3 className="h6 mb-0">{c.userFullName}</h3>
                            <small className="text-body-secondary">{c.commentedAt}</small>
                            <p className="mb-0 mt-2">{c.commentText}</p>
                          </div>
                        </Card.Body>
                      </Card>
                    </li>
                  ))}
                </ul>
              </section>

              <Card>
                <Card.Body>
                  <h2 className="h4 mb-3">{t('pages.blog.leaveComment')}</h2>
                  <CommentForm
                    defaults={{ name: user?.fullName ?? '', email: user?.email ?? '' }}
                    onAdd={(values) => {
                      dispatch(
                        commentAdded({
                          postId,
                          comment: {
                            avatar: user?.avatar ?? '/images/avatars/avatar-01.svg',
                            userFullName: values.name,
                            commentedAt: new Date().toLocaleString(i18n.language, {
                              dateStyle: 'medium',
                              timeStyle: 'short',
                            }),
                            commentText: values.comment,
                          },
                        }),
                      );
                      void notify('success', t('pages.blog.commentAdded'));
                    }}
                  />
                </Card.Body>
              </Card>
              <div className="mt-3">
                <Link to={`/pages/blog/edit/${postId}`} className="btn btn-outline-primary">
                  {t('pages.blog.editPost')}
                </Link>
              </div>
            </>
          )}
        </div>
        <div className="col-lg-4 col-xl-3">
          {sidebar.data && (
            <BlogSidebar
              data={sidebar.data}
              query={search}
              onQuery={setSearch}
              onSearch={() => void navigate(`/pages/blog/list?q=${encodeURIComponent(search)}`)}
              category={null}
              onCategory={(c) =>
                void navigate(`/pages/blog/list${c ? `?category=${encodeURIComponent(c)}` : ''}`)
              }
            />
          )}
        </div>
      </div>
    </>
  );
}
