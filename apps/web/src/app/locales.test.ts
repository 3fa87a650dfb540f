import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { navigation } from './navigation.ts';
import { routes } from './routes.tsx';
import { flattenNav, isGroup, type NavItem } from '../core/layout/nav-types.ts';
import { flattenLocale, readLocale } from '../core/test/locale-files.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.resolve(here, '../../public/locales');
const srcDir = path.resolve(here, '..');

const load = (lng: string) => flattenLocale(readLocale(localesDir, lng));

// The frame's folders; areas keep their keys in their own locales/ fragments.
const FRAME_DIRS = ['app', 'core', 'features/misc', 'template/access-control'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('translation files', () => {
  const en = load('en');

  // One file per language with the English keys: core/i18n/locale-parity.test.ts.
  it('has every key the frame uses literally', () => {
    const used = new Set<string>();
    for (const file of FRAME_DIRS.flatMap((d) => sourceFiles(path.join(srcDir, d)))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'((?:frame|menu|misc|acl)\.[\w.-]+)'/g)) {
        used.add(m[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !en.has(k))).toEqual([]);
  });

  it('has every menu, section and route title', () => {
    const titles = new Set<string>();
    const walk = (items: NavItem[]) =>
      items.forEach((i) => {
        titles.add(i.title);
        if (isGroup(i)) walk(i.children);
      });
    navigation.forEach((s) => {
      titles.add(s.header);
      walk(s.items);
    });
    routes.forEach((r) => {
      titles.add(r.meta.title);
      r.meta.breadcrumb?.forEach((b) => titles.add(b));
    });
    expect(flattenNav(navigation).length).toBeGreaterThan(100);
    expect([...titles].filter((k) => !en.has(k))).toEqual([]);
  });
});
