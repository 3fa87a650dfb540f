import { type StoredUser, seedAuthUsers } from './data/auth-users.ts';
import { type BlogSeed, seedBlog } from './data/blog.ts';
import { seedCardAnalytics, seedCardStatistics } from './data/cards.ts';
import { seedChats, seedContacts, seedProfileUser } from './data/chat.ts';
import { seedEmails } from './data/emails.ts';
import { seedEmployees } from './data/employees.ts';
import { seedEvents } from './data/calendar.ts';
import { seedFaq } from './data/faq.ts';
import { seedInvoices } from './data/invoices.ts';
import { type KnowledgeBaseSeed, seedKnowledgeBase } from './data/knowledge-base.ts';
import { seedPermissions, seedRoleCards } from './data/permissions.ts';
import { seedPricing } from './data/pricing.ts';
import { seedProducts } from './data/products.ts';
import { seedAccountSettings, seedProfile } from './data/profile.ts';
import { seedSearchContacts, seedSearchFiles, seedSearchPages } from './data/search.ts';
import { seedAutocomplete } from './data/autocomplete.ts';
import { seedTasks } from './data/todo.ts';
import { seedListUsers } from './data/users.ts';
import { createRandom, type Random, randomInt } from './lib/random.ts';
import type {
  AccountSettings,
  AutocompleteItem,
  CalendarEvent,
  CardAnalyticsData,
  CardStatisticsData,
  Chat,
  ChatProfile,
  Contact,
  Email,
  Employee,
  FakeApiSeeds,
  FaqCategory,
  Invoice,
  ListUser,
  Permission,
  PricingData,
  Product,
  ProfileData,
  RoleCard,
  SearchContact,
  SearchFile,
  SearchItem,
  Task,
  WishlistItem,
} from './types.ts';

/** A cart line with the figures the cart answer shows, fixed when the line is added. */
export interface CartEntry {
  id: number;
  productId: number;
  qty: number;
  shippingInDays: number;
  offers: number;
  discountPercentage: number;
}

/** The in-memory store of one mount: every mutation lands here and shows in the next read. */
export interface FakeDb {
  random: Random;
  authUsers: StoredUser[];
  emails: Email[];
  chat: { profileUser: ChatProfile; contacts: Contact[]; chats: Chat[] };
  tasks: Task[];
  events: CalendarEvent[];
  invoices: Invoice[];
  users: ListUser[];
  products: Product[];
  wishlist: WishlistItem[];
  cart: CartEntry[];
  permissions: Permission[];
  roleCards: RoleCard[];
  employees: Employee[];
  search: { pages: SearchItem[]; files: SearchFile[]; contacts: SearchContact[] };
  autocomplete: AutocompleteItem[];
  faq: FaqCategory[];
  knowledgeBase: KnowledgeBaseSeed[];
  blog: BlogSeed[];
  pricing: PricingData;
  profile: ProfileData;
  accountSettings: AccountSettings;
  cardAnalytics: CardAnalyticsData;
  cardStatistics: CardStatisticsData;
}

export function cartEntry(random: Random, id: number, productId: number, qty = 1): CartEntry {
  return {
    id,
    productId,
    qty,
    shippingInDays: randomInt(random, 1, 7),
    offers: randomInt(random, 1, 4),
    discountPercentage: randomInt(random, 3, 20),
  };
}

type Builders<T> = { [K in keyof T]: () => T[K] };

/**
 * An object whose fields are built on first read and then kept (and writable), so the first
 * sample call pays only for the areas it touches.
 */
export function lazyStore<T extends object>(builders: Builders<T>): T {
  const store = {} as T;
  for (const key of Object.keys(builders) as (keyof T)[]) {
    Object.defineProperty(store, key, {
      configurable: true,
      enumerable: true,
      get() {
        const value = builders[key]();
        Object.defineProperty(store, key, { value, writable: true, enumerable: true });
        return value;
      },
    });
  }
  return store;
}

/**
 * A fresh store built from the seed data; dates are relative to `now`. The app gives what it
 * derives from itself (the search's pages), asked for when that area is first read.
 */
export function createDb(
  now: Date,
  seeds: () => FakeApiSeeds = () => ({ searchPages: [] }),
): FakeDb {
  const seed = now.getDate() * 31 + 7;
  return lazyStore<FakeDb>({
    random: () => createRandom(seed),
    authUsers: seedAuthUsers,
    emails: () => seedEmails(now),
    chat: () => ({
      profileUser: seedProfileUser(),
      contacts: seedContacts(),
      chats: seedChats(now),
    }),
    tasks: () => seedTasks(now),
    events: () => seedEvents(now),
    invoices: () => seedInvoices(now),
    users: seedListUsers,
    products: seedProducts,
    wishlist: () => [
      { id: 1, productId: 6 },
      { id: 2, productId: 24 },
    ],
    cart: () => {
      // Its own sequence, so the seeded cart does not depend on which area was read first.
      const random = createRandom(seed + 1);
      return [
        cartEntry(random, 1, 1),
        cartEntry(random, 2, 7, 2),
        cartEntry(random, 3, 12, 3),
        cartEntry(random, 4, 17),
        cartEntry(random, 5, 26),
      ];
    },
    permissions: seedPermissions,
    roleCards: seedRoleCards,
    employees: seedEmployees,
    search: () => ({
      pages: seedSearchPages(seeds().searchPages),
      files: seedSearchFiles(),
      contacts: seedSearchContacts(),
    }),
    autocomplete: seedAutocomplete,
    faq: seedFaq,
    knowledgeBase: seedKnowledgeBase,
    blog: seedBlog,
    pricing: seedPricing,
    profile: seedProfile,
    accountSettings: seedAccountSettings,
    cardAnalytics: seedCardAnalytics,
    cardStatistics: seedCardStatistics,
  });
}
