import { seedFaq } from '../data/faq.ts';
import { seedKnowledgeBase } from '../data/knowledge-base.ts';
import { seedBlog } from '../data/blog.ts';
import { seedPricing } from '../data/pricing.ts';
import { seedAccountSettings, seedProfile } from '../data/profile.ts';
import type { SampleArea } from '../db.ts';
import { BLOG_CATEGORIES, type BlogSeed } from '../data/blog.ts';
import type { KnowledgeBaseArticle, KnowledgeBaseSeed } from '../data/knowledge-base.ts';
import type { FakeDb } from '../db.ts';
import { FakeHttpError, ok } from '../lib/http.ts';
import { idValue, includesText, stringParam } from '../lib/query.ts';
import { get, type Route } from '../lib/route.ts';
import type {
  BlogDetail,
  BlogEdit,
  BlogPost,
  BlogSidebar,
  FaqData,
  KnowledgeBaseCategory,
  KnowledgeBaseCategoryPage,
  KnowledgeBaseQuestionLink,
  KnowledgeBaseQuestionPage,
} from '../types.ts';

function blogPost({
  content: _c,
  comments,
  categories: _k,
  status: _s,
  ...post
}: BlogSeed): BlogPost {
  return { ...post, comment: comments.length };
}

/** `id` picks the post; without it the first post (the /pages/blog/detail redirect target). */
function findPost(db: FakeDb, params: Record<string, unknown>): BlogSeed {
  const id = params.id === undefined ? db.blog[0]?.id : idValue(params.id, 'id');
  const post = db.blog.find((p) => p.id === id);
  if (!post) throw new FakeHttpError(404, { message: `Blog post ${String(id)} not found` });
  return post;
}

export function blogDetail(post: BlogSeed): BlogDetail {
  return {
    blog: { ...blogPost(post), content: post.content, bookmarked: post.id % 2 === 0 },
    comments: post.comments,
  };
}

export function blogEdit(post: BlogSeed): BlogEdit {
  return {
    id: post.id,
    avatar: post.avatar,
    userFullName: post.userFullName,
    createdTime: post.blogPosted,
    blogTitle: post.title,
    blogCategories: post.categories.map((c) => ({ value: c.toLowerCase(), label: c })),
    slug: post.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    status: post.status,
    excerpt: post.excerpt,
    featuredImage: post.img,
  };
}

export function blogSidebar(db: FakeDb): BlogSidebar {
  return {
    recentPosts: db.blog
      .slice(0, 4)
      .map((p) => ({ id: p.id, img: p.img, title: p.title, createdTime: p.blogPosted })),
    categories: BLOG_CATEGORIES.map((c) => ({ ...c })),
  };
}

/** Search matches question and answer; categories without a match are left out. */
export function searchFaq(db: FakeDb, q: string): FaqData {
  return {
    categories: db.faq
      .map((category) => ({
        ...category,
        qandA: category.qandA.filter(
          (qa) => includesText(qa.question, q) || includesText(qa.answer, q),
        ),
      }))
      .filter((category) => category.qandA.length > 0),
  };
}

function kbCategory({
  sections: _s,
  lastUpdated: _l,
  ...category
}: KnowledgeBaseSeed): KnowledgeBaseCategory {
  return category;
}

function link({ id, question, slug }: KnowledgeBaseArticle): KnowledgeBaseQuestionLink {
  return { id, question, slug };
}

/** `category` is the slug; without it the first category. */
function findCategory(db: FakeDb, params: Record<string, unknown>): KnowledgeBaseSeed {
  const slug = stringParam(params, 'category');
  const category = slug ? db.knowledgeBase.find((c) => c.category === slug) : db.knowledgeBase[0];
  if (!category) throw new FakeHttpError(404, { message: `Category ${slug} not found` });
  return category;
}

export function knowledgeBaseCategory(category: KnowledgeBaseSeed): KnowledgeBaseCategoryPage {
  return {
    category: kbCategory(category),
    sections: category.sections.map(({ articles, ...section }) => ({
      ...section,
      questions: articles.map(link),
    })),
  };
}

export function knowledgeBaseQuestion(
  category: KnowledgeBaseSeed,
  slug: string,
): KnowledgeBaseQuestionPage {
  const articles = category.sections.flatMap((s) => s.articles);
  const article = slug ? articles.find((a) => a.slug === slug) : articles[0];
  if (!article) throw new FakeHttpError(404, { message: `Question ${slug} not found` });
  return {
    id: article.id,
    title: article.question,
    lastUpdated: category.lastUpdated,
    content: article.content,
    relatedQuestions: articles.filter((a) => a.id !== article.id).map(link),
  };
}

export const contentRoutes: Route[] = [
  get('/profile/data', (db) => ok(db.profile)),
  get('/pricing/data', (db) => ok(db.pricing)),
  get('/account-setting/data', (db) => ok(db.accountSettings)),
  get('/blog/list/data', (db) => ok(db.blog.map(blogPost))),
  get('/blog/list/data/sidebar', (db) => ok(blogSidebar(db))),
  get('/blog/list/data/detail', (db, { params }) => ok(blogDetail(findPost(db, params)))),
  get('/blog/list/data/edit', (db, { params }) => ok(blogEdit(findPost(db, params)))),
  get('/faq/data', (db, { params }) => ok(searchFaq(db, stringParam(params, 'q')))),
  get('/faq/data/knowledge_base', (db) => ok(db.knowledgeBase.map(kbCategory))),
  get('/faq/data/category', (db, { params }) =>
    ok(knowledgeBaseCategory(findCategory(db, params))),
  ),
  get('/faq/data/question', (db, { params }) =>
    ok(knowledgeBaseQuestion(findCategory(db, params), stringParam(params, 'question'))),
  ),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: contentRoutes,
  store: {
    faq: seedFaq,
    knowledgeBase: seedKnowledgeBase,
    blog: seedBlog,
    pricing: seedPricing,
    profile: seedProfile,
    accountSettings: seedAccountSettings,
  },
};
