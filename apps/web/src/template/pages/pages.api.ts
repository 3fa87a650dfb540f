import { api } from '../../core/api/api.ts';
import type {
  AccountSettings,
  BlogDetail,
  BlogEdit,
  BlogPost,
  BlogSidebar,
  FaqData,
  KnowledgeBaseCategory,
  KnowledgeBaseCategoryPage,
  KnowledgeBaseQuestionPage,
  PricingData,
  ProfileData,
} from '../../fake-api/types.ts';

/** The sample-data reads of the demo pages (the fake API answers them in the browser). */
export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountSettings: build.query<AccountSettings, void>({
      query: () => '/account-setting/data',
    }),
    getProfile: build.query<ProfileData, void>({ query: () => '/profile/data' }),
    getBlogPosts: build.query<BlogPost[], void>({ query: () => '/blog/list/data' }),
    getBlogSidebar: build.query<BlogSidebar, void>({ query: () => '/blog/list/data/sidebar' }),
    getBlogDetail: build.query<BlogDetail, number>({
      query: (id) => ({ url: '/blog/list/data/detail', params: { id } }),
    }),
    getBlogEdit: build.query<BlogEdit, number>({
      query: (id) => ({ url: '/blog/list/data/edit', params: { id } }),
    }),
    getFaq: build.query<FaqData, string>({
      query: (q) => ({ url: '/faq/data', params: { q } }),
    }),
    getKnowledgeBase: build.query<KnowledgeBaseCategory[], void>({
      query: () => '/faq/data/knowledge_base',
    }),
    getKnowledgeBaseCategory: build.query<KnowledgeBaseCategoryPage, string>({
      query: (category) => ({ url: '/faq/data/category', params: { category } }),
    }),
    getKnowledgeBaseQuestion: build.query<
      KnowledgeBaseQuestionPage,
      { category: string; question: string }
    >({
      query: (params) => ({ url: '/faq/data/question', params }),
    }),
    getPricing: build.query<PricingData, void>({ query: () => '/pricing/data' }),
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
