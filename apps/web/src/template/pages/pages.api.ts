import { api } from '../../core/api/api.ts';
import type { ContentAnswers as Answer } from '../../fake-api/types.ts';

/** The sample-data reads of the demo pages (the fake API answers them in the browser). */
export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountSettings: build.query<Answer['/account-setting/data'], void>({
      query: () => '/account-setting/data',
    }),
    getProfile: build.query<Answer['/profile/data'], void>({ query: () => '/profile/data' }),
    getBlogPosts: build.query<Answer['/blog/list/data'], void>({ query: () => '/blog/list/data' }),
    getBlogSidebar: build.query<Answer['/blog/list/data/sidebar'], void>({
      query: () => '/blog/list/data/sidebar',
    }),
    getBlogDetail: build.query<Answer['/blog/list/data/detail'], number>({
      query: (id) => ({ url: '/blog/list/data/detail', params: { id } }),
    }),
    getBlogEdit: build.query<Answer['/blog/list/data/edit'], number>({
      query: (id) => ({ url: '/blog/list/data/edit', params: { id } }),
    }),
    getFaq: build.query<Answer['/faq/data'], string>({
      query: (q) => ({ url: '/faq/data', params: { q } }),
    }),
    getKnowledgeBase: build.query<Answer['/faq/data/knowledge_base'], void>({
      query: () => '/faq/data/knowledge_base',
    }),
    getKnowledgeBaseCategory: build.query<Answer['/faq/data/category'], string>({
      query: (category) => ({ url: '/faq/data/category', params: { category } }),
    }),
    getKnowledgeBaseQuestion: build.query<
      Answer['/faq/data/question'],
      { category: string; question: string }
    >({
      query: (params) => ({ url: '/faq/data/question', params }),
    }),
    getPricing: build.query<Answer['/pricing/data'], void>({ query: () => '/pricing/data' }),
  }),
});

export const {
  useGetAccountSettingsQuery,
  useGetProfileQuery,
  useLazyGetProfileQuery,
  useGetBlogPostsQuery,
  useGetBlogSidebarQuery,
  useGetBlogDetailQuery,
  useGetBlogEditQuery,
  useGetFaqQuery,
  useGetKnowledgeBaseQuery,
  useGetKnowledgeBaseCategoryQuery,
  useGetKnowledgeBaseQuestionQuery,
  useGetPricingQuery,
} = pagesApi;
