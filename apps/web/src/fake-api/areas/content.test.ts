import { describe, expect, it } from 'vitest';
import { createClient, statusOf, type Http, getStatus } from '../lib/test-client.ts';
import type { ContentAnswers } from '../types.ts';

/** A GET of one content URL, typed by what that URL answers. */
function read<U extends keyof ContentAnswers>(
  http: Http,
  url: U,
  params?: Record<string, unknown>,
) {
  return http.get<ContentAnswers[U]>(url, { params });
}

describe('profile, pricing and account settings', () => {
  it('[200] /profile/data answers the profile sections', async () => {
    const { http } = createClient();
    const { data } = await read(http, '/profile/data');
    expect(data.header.username).toBe('Helen Ashworth');
    expect(data.posts.length).toBeGreaterThan(0);
    expect(data.posts[0]).toMatchObject({
      likes: expect.any(Number) as number,
      comments: expect.any(Number) as number,
    });
    expect(data.posts[0]?.likedUsers.length).toBeGreaterThan(0);
    for (const key of [
      'userAbout',
      'suggestedPages',
      'twitterFeeds',
      'latestPhotos',
      'suggestions',
      'polls',
    ]) {
      expect(data).toHaveProperty(key);
    }
  });

  it('[200] /pricing/data answers the spec prices and 3 questions', async () => {
    const { http } = createClient();
    const { data } = await read(http, '/pricing/data');
    expect(
      data.plans.map((p) => [
        p.title,
        p.monthlyPrice,
        p.yearlyPlan.perMonth,
        p.yearlyPlan.totalAnnual,
        p.popular,
      ]),
    ).toEqual([
      ['Basic', 0, 0, 0, false],
      ['Standard', 49, 40, 480, true],
      ['Enterprise', 99, 80, 960, false],
    ]);
    expect(data.qandA).toHaveLength(3);
  });

  it('[200] /account-setting/data answers general, info, social and notifications', async () => {
    const { http } = createClient();
    const { data } = await read(http, '/account-setting/data');
    expect(Object.keys(data).sort()).toEqual(['general', 'info', 'notification', 'social']);
    expect(Object.keys(data.notification).sort()).toEqual([
      'answerOnForm',
      'blogDigest',
      'commentOnArticle',
      'followMe',
      'newAnnouncements',
      'productUpdates',
    ]);
  });
});

describe('blog', () => {
  it('[200] lists 6 posts and the sidebar', async () => {
    const { http } = createClient();
    const { data } = await read(http, '/blog/list/data');
    expect(data).toHaveLength(6);
    expect(data[0]).not.toHaveProperty('content');
    const sidebar = await read(http, '/blog/list/data/sidebar');
    expect(sidebar.data.recentPosts.length).toBeGreaterThan(0);
    expect(sidebar.data.categories.length).toBeGreaterThan(0);
  });

  it('[200] answers a post detail with comments, the first post by default; [404] unknown', async () => {
    const { http } = createClient();
    const first = await read(http, '/blog/list/data/detail');
    expect(first.data.blog.id).toBe(1);
    const third = await read(http, '/blog/list/data/detail', { id: 3 });
    expect(third.data.blog.id).toBe(3);
    expect(third.data.blog.content.length).toBeGreaterThan(0);
    expect(third.data.comments).toHaveLength(third.data.blog.comment);
    expect(await statusOf(http.get('/blog/list/data/detail', { params: { id: 42 } }))).toBe(404);
  });

  it('[200] answers the edit view', async () => {
    const { http } = createClient();
    const { data } = await read(http, '/blog/list/data/edit', { id: 2 });
    expect(data).toMatchObject({
      id: 2,
      blogTitle: 'What happens at an assessment centre?',
      status: 'Published',
    });
    expect(data.slug).toBe('what-happens-at-an-assessment-centre');
    expect(data.blogCategories.length).toBeGreaterThan(0);
  });
});

describe('FAQ and knowledge base', () => {
  it('[200] /faq/data answers 5 categories with 28 questions, and searches them', async () => {
    const { http } = createClient();
    const { data } = await read(http, '/faq/data');
    expect(data.categories).toHaveLength(5);
    expect(data.categories.flatMap((c) => c.qandA)).toHaveLength(28);
    const found = await read(http, '/faq/data', { q: 'PASSWORD' });
    expect(found.data.categories.map((c) => c.id)).toEqual(['account-privacy']);
    expect((await read(http, '/faq/data', { q: 'zzzz' })).data.categories).toEqual([]);
  });

  it('[200] knowledge base: 6 categories, a category page and a question page', async () => {
    const { http } = createClient();
    const { data } = await read(http, '/faq/data/knowledge_base');
    expect(data).toHaveLength(6);
    const slug = data[1]?.category ?? '';
    const category = await read(http, '/faq/data/category', { category: slug });
    expect(category.data.category.category).toBe(slug);
    const questions = category.data.sections.flatMap((s) => s.questions);
    expect(questions.length).toBeGreaterThan(2);
    const question = await read(http, '/faq/data/question', {
      category: slug,
      question: questions[1]?.slug,
    });
    expect(question.data.title).toBe(questions[1]?.question);
    expect(question.data.content.length).toBeGreaterThan(0);
    expect(question.data.relatedQuestions.map((q) => q.id)).not.toContain(questions[1]?.id);
  });

  it('[404] for an unknown category or question', async () => {
    expect(await getStatus('/faq/data/category', { category: 'nope' })).toBe(404);
    expect(
      await getStatus('/faq/data/question', { category: 'getting-started', question: 'nope' }),
    ).toBe(404);
  });
});
