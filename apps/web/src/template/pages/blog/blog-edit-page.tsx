import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { LoadState } from '../shared/load-state.tsx';
import {
  useGetBlogDetailQuery,
  useGetBlogEditQuery,
  useGetBlogSidebarQuery,
} from '../pages.api.ts';
import { postSaved, selectSavedPost } from './blog.slice.ts';
import { BlogEditForm, type BlogEditValues } from './blog-edit-form.tsx';
import '../pages.scss';
import { Photo } from '../../shared/photo.tsx';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function BlogEditPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { id = '1' } = useParams();
  const postId = Number(id);
  const edit = useGetBlogEditQuery(postId);
  const detail = useGetBlogDetailQuery(postId);
  const sidebar = useGetBlogSidebarQuery();
  const saved = useSelector((s: Parameters<typeof selectSavedPost>[0]) =>
    selectSavedPost(s, postId),
  );

  const categories = sidebar.data?.categories.map((c) => c.category);
  const ready = edit.data && detail.data && categories;
  const failed = edit.isError || detail.isError || sidebar.isError;
  let initial: BlogEditValues | null = null;
  if (edit.data && detail.data) {
    initial = saved
      ? { ...saved }
      : {
          blogTitle: edit.data.blogTitle,
          slug: edit.data.slug,
          blogCategories: edit.data.blogCategories.map((c) => c.label),
          status: edit.data.status,
          excerpt: edit.data.excerpt,
          featuredImage: edit.data.featuredImage,
          contentHtml: detail.data.blog.content.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
        };
  }

  return (
    <>
      <RoutePageHeader />
      <LoadState error={failed} ready={!!ready} />
      {ready && initial && edit.data && categories && (
        <Card>
          <Card.Body>
            <div className="d-flex align-items-center gap-3 mb-4">
              <Photo src={edit.data.avatar} size={40} className="rounded-circle" />
              <div>
                <div className="fw-semibold">{edit.data.userFullName}</div>
                <small className="text-body-secondary">{edit.data.createdTime}</small>
              </div>
              <Link
                to={`/pages/blog/detail/${postId}`}
                className="btn btn-outline-secondary btn-sm ms-auto"
              >
                {t('pages.blog.viewPost')}
              </Link>
            </div>
            <BlogEditForm
              key={postId}
              initial={initial}
              categories={categories}
              onSave={(values) => {
                dispatch(
                  postSaved({
                    ...values,
                    id: postId,
                    avatar: edit.data!.avatar,
                    userFullName: edit.data!.userFullName,
                    createdTime: edit.data!.createdTime,
                  }),
                );
                void notify('success', t('pages.blog.saved'));
              }}
            />
          </Card.Body>
        </Card>
      )}
    </>
  );
}
