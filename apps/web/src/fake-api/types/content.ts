// Sample-data API shapes: content pages. Re-exported by ../types.ts.

export interface ProfileData {
  header: { avatar: string; username: string; designation: string; coverImg: string };
  userAbout: { about: string; joined: string; lives: string; email: string; website: string };
  suggestedPages: { avatar: string; username: string; subtitle: string; favorite: boolean }[];
  twitterFeeds: {
    id: number;
    imgUrl: string;
    title: string;
    tags: string;
    desc: string;
    favorite: boolean;
  }[];
  posts: ProfilePost[];
  latestPhotos: { img: string }[];
  suggestions: { avatar: string; name: string; mutualFriend: string }[];
  polls: { name: string; result: number; votedUser: { img: string; username: string }[] }[];
}
export interface ProfilePost {
  avatar: string;
  username: string;
  postTime: string;
  postText: string;
  postImg: string | null;
  likes: number;
  youLiked: boolean;
  comments: number;
  share: number;
  likedUsers: { avatar: string; username: string }[];
  detailedComments: {
    avatar: string;
    username: string;
    comment: string;
    commentsLikes: number;
    youLiked: boolean;
  }[];
}

export interface PricingPlan {
  id: 'basic' | 'standard' | 'enterprise';
  title: string;
  img: string;
  subtitle: string;
  monthlyPrice: number;
  yearlyPlan: { perMonth: number; totalAnnual: number };
  planBenefits: string[];
  popular: boolean;
}
export interface PricingData {
  plans: PricingPlan[];
  qandA: { question: string; answer: string }[];
}

export interface AccountSettings {
  general: { avatar: string; username: string; fullName: string; email: string; company: string };
  info: { bio: string; dob: string; country: string; website: string; phone: string };
  social: {
    socialLinks: Record<
      'twitter' | 'facebook' | 'google' | 'linkedIn' | 'instagram' | 'quora',
      string
    >;
    connections: { name: string; icon: string; connected: boolean; account: string }[];
  };
  notification: {
    commentOnArticle: boolean;
    answerOnForm: boolean;
    followMe: boolean;
    newAnnouncements: boolean;
    productUpdates: boolean;
    blogDigest: boolean;
  };
}

export interface BlogPost {
  id: number;
  img: string;
  title: string;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  tags: string[];
  excerpt: string;
  comment: number;
}
export interface BlogComment {
  avatar: string;
  userFullName: string;
  commentedAt: string;
  commentText: string;
}
export interface BlogDetail {
  blog: BlogPost & { content: string[]; bookmarked: boolean };
  comments: BlogComment[];
}
export interface BlogSidebar {
  recentPosts: { id: number; img: string; title: string; createdTime: string }[];
  categories: { category: string; icon: string; color: string }[];
}
export interface BlogEdit {
  id: number;
  avatar: string;
  userFullName: string;
  createdTime: string;
  blogTitle: string;
  blogCategories: { value: string; label: string }[];
  slug: string;
  status: 'Published' | 'Pending' | 'Draft';
  excerpt: string;
  featuredImage: string;
}

export interface FaqQuestion {
  id: number;
  question: string;
  answer: string;
}
export interface FaqCategory {
  id: string;
  icon: string;
  title: string;
  subtitle: string;
  qandA: FaqQuestion[];
}
export interface FaqData {
  categories: FaqCategory[];
}

export interface KnowledgeBaseCategory {
  id: number;
  /** Slug used in /pages/knowledge-base/:category */
  category: string;
  img: string;
  title: string;
  desc: string;
}
export interface KnowledgeBaseQuestionLink {
  id: number;
  question: string;
  slug: string;
}
export interface KnowledgeBaseSection {
  id: number;
  title: string;
  icon: string;
  iconColor: string;
  questions: KnowledgeBaseQuestionLink[];
}
export interface KnowledgeBaseCategoryPage {
  category: KnowledgeBaseCategory;
  sections: KnowledgeBaseSection[];
}
export interface KnowledgeBaseQuestionPage {
  id: number;
  title: string;
  lastUpdated: string;
  /** Paragraphs of plain text. */
  content: string[];
  relatedQuestions: KnowledgeBaseQuestionLink[];
}

/** What each read of the content area answers, by URL (the demo pages' endpoints and the tests). */
export interface ContentAnswers {
  '/profile/data': ProfileData;
  '/pricing/data': PricingData;
  '/account-setting/data': AccountSettings;
  '/blog/list/data': BlogPost[];
  '/blog/list/data/sidebar': BlogSidebar;
  '/blog/list/data/detail': BlogDetail;
  '/blog/list/data/edit': BlogEdit;
  '/faq/data': FaqData;
  '/faq/data/knowledge_base': KnowledgeBaseCategory[];
  '/faq/data/category': KnowledgeBaseCategoryPage;
  '/faq/data/question': KnowledgeBaseQuestionPage;
}
