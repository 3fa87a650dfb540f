import { existsSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDb, lazyStore } from '../db.ts';
import { sampleAreas } from '../routes.ts';
import { money } from './invoices.ts';

const now = new Date(2026, 1, 10, 9, 30);
const db = createDb(now, undefined, Object.values(sampleAreas));
const publicDir = new URL('../../../public', import.meta.url).pathname;

const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [key(item)]: (acc[key(item)] ?? 0) + 1 }), {});

describe('sample data sizes (sample-data.md)', () => {
  it('two sample auth users', () => {
    expect(db.authUsers.map((u) => [u.email, u.password, u.role])).toEqual([
      ['admin@demo.com', 'admin', 'admin'],
      ['client@demo.com', 'client', 'client'],
    ]);
  });

  it('24 mails: inbox 8, spam 6, trash 4, draft 4, sent 2; four labels; 7 starred', () => {
    expect(db.emails).toHaveLength(24);
    expect(count(db.emails, (e) => e.folder)).toEqual({ inbox: 8, spam: 6, trash: 4, draft: 4, sent: 2 });
    expect(new Set(db.emails.flatMap((e) => e.labels))).toEqual(new Set(['personal', 'company', 'important', 'private']));
    expect(db.emails.filter((e) => e.isStarred)).toHaveLength(7);
  });

  it('chat: 10 contacts, 2 chats of 6 and 10 messages', () => {
    expect(db.chat.contacts).toHaveLength(10);
    expect(db.chat.chats.map((c) => c.chat.length)).toEqual([6, 10]);
  });

  it('todo: 18 tasks with all five tags, 2 deleted, some completed and important', () => {
    expect(db.tasks).toHaveLength(18);
    expect(new Set(db.tasks.flatMap((t) => t.tags)).size).toBe(5);
    expect(db.tasks.filter((t) => t.isDeleted)).toHaveLength(2);
    expect(db.tasks.filter((t) => t.isCompleted).length).toBeGreaterThan(2);
    expect(db.tasks.filter((t) => t.isImportant).length).toBeGreaterThan(2);
  });

  it('calendar: 10 events over the five calendars', () => {
    expect(db.events).toHaveLength(10);
    expect(new Set(db.events.map((e) => e.extendedProps.calendar)).size).toBe(5);
  });

  it('invoices: 50 from id 4987, six statuses, some settled', () => {
    expect(db.invoices.map((i) => i.id)).toEqual(Array.from({ length: 50 }, (_, n) => 4987 + n));
    expect(new Set(db.invoices.map((i) => i.invoiceStatus)).size).toBe(6);
    expect(db.invoices.filter((i) => i.balance === 0).length).toBeGreaterThan(5);
    expect(db.invoices.filter((i) => typeof i.balance === 'string' && i.balance.startsWith('-')).length).toBeGreaterThan(0);
  });

  it('users 50, products 27 (one brand several times), wishlist 2, cart 5', () => {
    expect(db.users).toHaveLength(50);
    expect(new Set(db.users.map((u) => u.email)).size).toBe(50);
    expect(db.products).toHaveLength(27);
    expect(Math.max(...Object.values(count(db.products, (p) => p.brand)))).toBeGreaterThanOrEqual(4);
    expect(db.products.every((p) => p.rating >= 1 && p.rating <= 5)).toBe(true);
    expect(db.wishlist).toHaveLength(2);
    expect(db.cart).toHaveLength(5);
  });

  it('permissions 9, role cards 5, employees 100, autocomplete 100', () => {
    expect(db.permissions).toHaveLength(9);
    expect(db.roleCards).toHaveLength(5);
    expect(db.employees).toHaveLength(100);
    expect(db.autocomplete).toHaveLength(100);
  });

  it('FAQ 5 categories and 28 questions; knowledge base 6; blog 6', () => {
    expect(db.faq).toHaveLength(5);
    expect(db.faq.flatMap((c) => c.qandA)).toHaveLength(28);
    expect(db.knowledgeBase).toHaveLength(6);
    expect(db.blog).toHaveLength(6);
  });

  it('is the same on every load for the same day', () => {
    const { random: _a, ...one } = createDb(now, undefined, Object.values(sampleAreas));
    const { random: _b, ...two } = createDb(now, undefined, Object.values(sampleAreas));
    expect(one).toEqual(two);
  });
});

describe('local images', () => {
  it('every /images path in the data exists, and each SVG is under 2 KB', () => {
    const paths = new Set(JSON.stringify(db).match(/\/images\/[a-z0-9/-]+\.svg/g) ?? []);
    expect(paths.size).toBeGreaterThan(50);
    for (const path of paths) expect(existsSync(`${publicDir}${path}`), path).toBe(true);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
    for (const file of walk(`${publicDir}/images`)) expect(statSync(file).size, file).toBeLessThan(2048);
  });

  it('no data points at the internet', () => {
    expect(JSON.stringify(db)).not.toMatch(/https?:\/\/[^"]*\.(png|jpe?g|svg|gif|webp)/);
  });
});

describe('money', () => {
  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1240.5, '$1,240.50'],
    [1234567.891, '$1,234,567.89'],
    [-120, '-$120.00'],
  ])('formats %d as %s', (amount, text) => {
    expect(money(amount)).toBe(text);
  });
});

describe('lazy store', () => {
  it('builds an area on first read only, keeps it, and lets it be replaced', () => {
    let built = 0;
    const store = lazyStore<{ items: number[] }>({
      items: () => {
        built += 1;
        return [1, 2];
      },
    });
    expect(built).toBe(0);
    store.items.push(3);
    expect(store.items).toEqual([1, 2, 3]);
    expect(built).toBe(1);
    store.items = [9];
    expect(store.items).toEqual([9]);
  });

  it('seeds the same cart whichever area is read first', () => {
    const a = createDb(now, undefined, Object.values(sampleAreas));
    const b = createDb(now, undefined, Object.values(sampleAreas));
    void b.invoices;
    void b.random();
    expect(a.cart).toEqual(b.cart);
  });
});
