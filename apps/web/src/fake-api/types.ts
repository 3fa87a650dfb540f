// Shapes of the sample-data API (spec sections 3 and 7), shared with the screens.
// Types only: `import type { … } from '…/fake-api/types.ts'` pulls in no data.
// Dates are ISO 8601 strings unless a field says otherwise.

/* ---------- sample auth ---------- */

export interface Ability {
  action: string;
  subject: string;
}

export type SampleRole = 'admin' | 'client';

/** userData of the sample login: never carries the password. */
export interface User {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  role: SampleRole;
  ability: Ability[];
  extras: { eCommerceCartItemsCount: number };
}

export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  userData: User;
  accessToken: string;
  refreshToken: string;
}
export interface LoginError {
  error: { email: string[] };
}
export interface RegisterRequest {
  email: string;
  password: string;
  username: string;
}
export interface RegisterResponse {
  user: User;
  accessToken: string;
  refreshToken: string;
}
/** Status 200: only the keys that are in use are present. */
export interface RegisterError {
  error: { email?: string; username?: string };
}
export type RefreshResponse = LoginResponse;
export interface RefreshError {
  error: string;
}

/* ---------- email ---------- */

export type EmailFolder = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash';
export type EmailLabel = 'personal' | 'company' | 'important' | 'private';
export interface EmailAddress {
  name: string;
  email: string;
}
export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  url: string;
  size: string;
}
export interface EmailReply {
  id: number;
  from: EmailAddress & { avatar: string };
  to: EmailAddress[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** Plain text; paragraphs are separated by a blank line. */
  message: string;
  attachments: EmailAttachment[];
  time: string;
}
export interface Email extends EmailReply {
  isStarred: boolean;
  isRead: boolean;
  isDeleted: boolean;
  labels: EmailLabel[];
  replies: EmailReply[];
  folder: EmailFolder;
}
/** get-email and paginate-email: neighbours are within the mail's folder, newest first. */
export interface EmailWithPaging extends Email {
  hasPreviousMail: boolean;
  hasNextMail: boolean;
}
export interface EmailsMeta {
  inbox: number;
  spam: number;
  draft: number;
}
export interface EmailsResponse {
  emails: Email[];
  emailsMeta: EmailsMeta;
}
export type EmailUpdate = Partial<
  Pick<Email, 'isStarred' | 'isRead' | 'isDeleted' | 'folder' | 'labels'>
>;

/* ---------- chat ---------- */

export type ChatStatus = 'online' | 'offline' | 'away' | 'busy';
export interface ChatMessage {
  message: string;
  time: string;
  senderId: number;
  feedback: { isSent: boolean; isDelivered: boolean; isSeen: boolean };
}
export interface ChatProfile {
  id: number;
  avatar: string;
  fullName: string;
  role: string;
  about: string;
  status: ChatStatus;
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}
export interface ChatSummary {
  id: number;
  unseenMsgs: number;
  lastMessage: ChatMessage | null;
}
export interface Contact {
  id: number;
  avatar: string;
  fullName: string;
  role: string;
  about: string;
  status: ChatStatus;
  chat?: ChatSummary;
}
export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}
export interface ChatsAndContactsResponse {
  /** Contacts with a chat, most recent conversation first. */
  chatsContacts: (Contact & { chat: ChatSummary })[];
  contacts: Contact[];
  profileUser: ChatProfile;
}
export interface GetChatResponse {
  chat: Chat | null;
  contact: Contact;
}
export interface SendMessageRequest {
  obj: { contact: { id: number }; message: string };
}
export interface SendMessageResponse {
  newMessageData: ChatMessage;
  chat: Chat;
}

/* ---------- todo ---------- */

export type TaskTag = 'team' | 'low' | 'medium' | 'high' | 'update';
export type TaskFilter = 'important' | 'completed' | 'deleted';
export type TaskSort = 'latest' | 'title-asc' | 'title-desc' | 'assignee' | 'due-date';
export interface Task {
  id: number;
  title: string;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  description: string;
  assignee: { fullName: string; avatar: string } | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}
export type NewTask = Omit<Task, 'id'>;

/* ---------- calendar ---------- */

export type CalendarName = 'Personal' | 'Business' | 'Family' | 'Holiday' | 'ETC';
export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: {
    calendar: CalendarName;
    guests?: string[];
    location?: string;
    description?: string;
  };
}
export type NewCalendarEvent = Omit<CalendarEvent, 'id'>;

/* ---------- invoices ---------- */

export type InvoiceStatus =
  'Paid' | 'Downloaded' | 'Sent' | 'Draft' | 'Partial Payment' | 'Past Due';
export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}
export interface Invoice {
  id: number;
  /** 'YYYY-MM-DD' */
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** 0 when settled, else a money string such as '$1,240.50' or '-$120.00' (credit). */
  balance: 0 | string;
  /** 'YYYY-MM-DD' */
  dueDate: string;
}
export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}
export interface InvoicesResponse {
  allData: Invoice[];
  total: number;
  invoices: Invoice[];
}
export interface InvoiceDetailResponse {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}

/* ---------- users (list) ---------- */

export type UserRole = 'admin' | 'editor' | 'author' | 'maintainer' | 'subscriber';
export type UserPlan = 'basic' | 'team' | 'company' | 'enterprise';
export type UserStatus = 'active' | 'pending' | 'inactive';
export type BillingType =
  'Manual - Credit Card' | 'Manual - Paypal' | 'Manual - Cash' | 'Auto Debit';
export interface ListUser {
  id: number;
  fullName: string;
  username: string;
  email: string;
  company: string;
  country: string;
  contact: string;
  role: UserRole;
  currentPlan: UserPlan;
  status: UserStatus;
  billing: BillingType;
  /** '' when the user has no picture (show initials). */
  avatar: string;
}
export type NewListUser = Omit<ListUser, 'id'>;
export interface UsersResponse {
  total: number;
  users: ListUser[];
}

/* ---------- e-commerce ---------- */

export type ProductColor = 'primary' | 'success' | 'warning' | 'danger' | 'info';
export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  rating: number;
}
export interface ShopProduct extends Product {
  isInWishlist: boolean;
  isInCart: boolean;
}
export interface ProductDetail extends ShopProduct {
  colorOptions: ProductColor[];
}
export interface CartProduct extends ShopProduct {
  qty: number;
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}
export interface WishlistItem {
  id: number;
  productId: number;
}
export interface CartItem {
  id: number;
  productId: number;
  qty: number;
}
export type ShopSort = 'featured' | 'price-asc' | 'price-desc';
export interface ProductsResponse {
  products: ShopProduct[];
  total: number;
  userWishlist: WishlistItem[];
  userCart: CartItem[];
}

/* ---------- permissions and roles ---------- */

export type PermissionRole = 'administrator' | 'manager' | 'user' | 'support' | 'restricted-user';
export interface Permission {
  id: number;
  name: string;
  assignedTo: PermissionRole[];
  /** Like '14 Oct 2021, 10:20 AM'. */
  createdDate: string;
}
export interface PermissionsResponse {
  params: Record<string, unknown>;
  allData: Permission[];
  total: number;
  permissions: Permission[];
}
export interface RoleCard {
  role: PermissionRole;
  title: string;
  totalUsers: number;
  avatars: string[];
}

/* ---------- data tables ---------- */

export type EmployeeStatus = 1 | 2 | 3 | 4 | 5;
export interface Employee {
  id: number;
  full_name: string;
  post: string;
  email: string;
  city: string;
  /** 'YYYY-MM-DD' */
  start_date: string;
  salary: number;
  age: number;
  experience: string;
  status: EmployeeStatus;
  /** '' when the employee has no picture. */
  avatar: string;
}
export interface DatatableResponse {
  allData: Employee[];
  invoices: Employee[];
  total: number;
}

/* ---------- search, bookmarks, autocomplete ---------- */

/** A page of the app: the search's Pages group and the bookmark suggestions. */
export interface SearchItem {
  id: number;
  /** Stable key, e.g. 'email'. */
  target: string;
  /** The menu title, also its translation key. */
  title: string;
  /** react-feather icon name, e.g. 'Mail'. */
  icon: string;
  link: string;
  isBookmarked: boolean;
}
export type Bookmark = SearchItem;
export interface SearchFile {
  id: number;
  title: string;
  by: string;
  size: string;
  file: string;
}
export interface SearchContact {
  id: number;
  title: string;
  email: string;
  img: string;
  date: string;
}
export type SearchGroup =
  | { groupTitle: 'Pages'; searchLimit: number; data: SearchItem[] }
  | { groupTitle: 'Files'; searchLimit: number; data: SearchFile[] }
  | { groupTitle: 'Contacts'; searchLimit: number; data: SearchContact[] };
export interface MainSearchResponse {
  searchArr: SearchGroup[];
}
export interface BookmarksResponse {
  suggestions: SearchItem[];
  bookmarks: SearchItem[];
}
export interface AutocompleteItem {
  /** Also the rank, 1 first. */
  id: number;
  title: string;
}

/* ---------- content pages ---------- */

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

/* ---------- analytics and statistics cards ---------- */

export type AnalyticsRange = 'Last 28 Days' | 'Last Month' | 'Last Year';
export interface ChartSeries {
  name: string;
  data: number[];
}
export interface SupportTrackerCard {
  title: string;
  lastDays: AnalyticsRange[];
  totalTicket: number;
  newTicket: number;
  openTicket: number;
  responseTime: number;
  completedPercent: number;
}
export interface AvgSessionsCard {
  sessions: number;
  lastDays: AnalyticsRange[];
  growth: string;
  goal: number;
  users: number;
  retention: number;
  duration: number;
  series: ChartSeries[];
}
export interface RevenueReportCard {
  years: string[];
  price: string;
  budget: string;
  earning: ChartSeries[];
  budgetSeries: ChartSeries[];
}
export interface GoalOverviewCard {
  completed: string;
  inProgress: string;
  series: number[];
}
export interface RevenueCard {
  thisMonth: string;
  lastMonth: string;
  series: ChartSeries[];
}
export interface ProductOrdersCard {
  lastDays: AnalyticsRange[];
  chartInfo: { finished: number; pending: number; rejected: number };
  series: number[];
}
export interface SessionsDeviceCard {
  lastDays: AnalyticsRange[];
  chartInfo: { icon: string; name: string; iconColor: string; usage: number; upDown: number }[];
  series: number[];
}
export interface CustomersCard {
  lastDays: AnalyticsRange[];
  listData: { icon: string; iconColor: string; text: string; result: number }[];
  series: number[];
}
export interface StatisticsSeriesCard {
  title: string;
  statistics: string;
  series: ChartSeries[];
}
export interface CardAnalyticsData {
  'support-tracker': SupportTrackerCard;
  'avg-sessions': AvgSessionsCard;
  'revenue-report': RevenueReportCard;
  'goal-overview': GoalOverviewCard;
  revenue: RevenueCard;
  'product-orders': ProductOrdersCard;
  'sessions-device': SessionsDeviceCard;
  customers: CustomersCard;
}
export type CardStatisticsData = Record<
  | 'orders-bar-chart'
  | 'profit-line-chart'
  | 'subscribers'
  | 'revenue'
  | 'sales'
  | 'orders'
  | 'site-traffic'
  | 'active-users'
  | 'newsletter',
  StatisticsSeriesCard
>;
