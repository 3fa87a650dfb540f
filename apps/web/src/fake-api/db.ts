import type { StoredUser } from './data/auth-users.ts';
import type { BlogSeed } from './data/blog.ts';
import type { KnowledgeBaseSeed } from './data/knowledge-base.ts';
import { createRandom, type Random, randomInt } from './lib/random.ts';
import type { Route } from './lib/route.ts';
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

/** What an area's store is built from: the mount's day and the app's part of the sample data. */
export interface StoreContext {
  now: Date;
  /** The mount's seed for its random sequences (from the day of the month). */
  seed: number;
  seeds: () => FakeApiSeeds;
}

/** How an area builds the parts of the store it reads and writes, each on first read. */
export type StoreBuilders = { [K in keyof FakeDb]?: (context: StoreContext) => FakeDb[K] };

/** One area of the sample API: its calls and the parts of the store they use. */
export interface SampleArea {
  routes: readonly Route[];
  store: StoreBuilders;
}

/** Defines `key` on `target` as built by `build` on first read, then kept (and writable). */
function defineLazy(target: object, key: PropertyKey, build: () => unknown): void {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get() {
      const value = build();
      Object.defineProperty(target, key, { value, writable: true, enumerable: true });
      return value;
    },
  });
}

/**
 * An object whose fields are built on first read and then kept (and writable), so the first
 * sample call pays only for the parts it touches.
 */
export function lazyStore<T extends object>(builders: Builders<T>): T {
  const store = {} as T;
  for (const key of Object.keys(builders) as (keyof T)[]) defineLazy(store, key, builders[key]);
  return store;
}

/** A fresh store for a mount, and how an area's parts join it once its module has loaded. */
export function createStore(
  now: Date,
  seeds: () => FakeApiSeeds = () => ({ searchPages: [] }),
): { db: FakeDb; addArea(area: SampleArea): void } {
  const context: StoreContext = { now, seed: now.getDate() * 31 + 7, seeds };
  // The rest of the store joins it area by area (FakeDb names every part any area has).
  const db = lazyStore({ random: () => createRandom(context.seed) }) as FakeDb;
  const addArea = (area: SampleArea) => {
    for (const [key, build] of Object.entries(area.store)) {
      // Parts already there (an area added again) are kept as they are.
      if (Object.hasOwn(db, key)) continue;
      defineLazy(db, key, () => (build as (context: StoreContext) => unknown)(context));
    }
  };
  return { db, addArea };
}

/**
 * A fresh store with the given areas' parts, each built on first read; dates are relative to
 * `now`. The app gives what it derives from itself (the search's pages), asked for when that
 * area is first read.
 */
export function createDb(
  now: Date,
  seeds?: () => FakeApiSeeds,
  areas: readonly SampleArea[] = [],
): FakeDb {
  const store = createStore(now, seeds);
  for (const area of areas) store.addArea(area);
  return store.db;
}
