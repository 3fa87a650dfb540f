// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestStore } from '../../../core/test/render.tsx';
import { renderWithUser } from '../shared/render-with-user.tsx';
import { commentAdded, selectAddedComments } from './blog.slice.ts';
import { BlogEditForm, slugify, type BlogEditValues } from './blog-edit-form.tsx';
import { CommentForm } from './comment-form.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const POST: BlogEditValues = {
  blogTitle: 'Old title',
  slug: 'old-title',
  blogCategories: ['Advice'],
  status: 'Published',
  excerpt: 'Short',
  featuredImage: '/images/blog/blog-01.svg',
  contentHtml: '<p>Hello</p><img src=x onerror="alert(1)">',
};

describe('blog edit form', () => {
  it('makes slugs from titles', () => {
    expect(slugify('  Ten Minutes: That Improve a CV! ')).toBe('ten-minutes-that-improve-a-cv');
    expect(slugify('Café début')).toBe('cafe-debut');
  });

  it('follows the title with the slug until the slug is edited, and saves sanitised HTML', async () => {
    const onSave = vi.fn();
    const { user } = renderWithUser(
      <BlogEditForm initial={POST} categories={['Advice', 'Events']} onSave={onSave} />,
    );
    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug');
    await user.clear(title);
    await user.type(title, 'Careers Fair Guide');
    expect(slug).toHaveValue('careers-fair-guide');

    await user.clear(slug);
    await user.type(slug, 'fair-guide');
    await user.type(title, ' 2026');
    expect(slug).toHaveValue('fair-guide');

    await user.click(screen.getByRole('button', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]![0] as BlogEditValues;
    expect(saved).toMatchObject({
      blogTitle: 'Careers Fair Guide 2026',
      slug: 'fair-guide',
      blogCategories: ['Advice', 'Events'],
    });
    expect(saved.contentHtml).not.toContain('onerror');
  });

  it('needs at least one category', async () => {
    const onSave = vi.fn();
    const { user } = renderWithUser(
      <BlogEditForm initial={POST} categories={['Advice']} onSave={onSave} />,
    );
    await user.click(screen.getByRole('button', { name: 'Advice' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Choose at least one category')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('comments', () => {
  it('need a comment and a valid email', async () => {
    const onAdd = vi.fn();
    const { user } = renderWithUser(
      <CommentForm defaults={{ name: 'Helen', email: 'bad' }} onAdd={onAdd} />,
    );
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('are kept per post in the slice', () => {
    const store = makeTestStore();
    const comment = { avatar: '', userFullName: 'A', commentedAt: 'now', commentText: 'Hi' };
    store.dispatch(commentAdded({ postId: 2, comment }));
    expect(selectAddedComments(store.getState(), 2)).toEqual([comment]);
    expect(selectAddedComments(store.getState(), 1)).toBeUndefined();
  });
});
