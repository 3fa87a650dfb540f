import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A translation file as JSON: nested sections down to the texts. */
export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every text of a translation tree by its dotted key (`careers.vacancy.title`). */
export function flattenLocale(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flattenLocale(value, full)) out.set(k, v);
  }
  return out;
}

/** A locales/ folder's file of one language, as it stands on disk. */
export function readLocale(folder: string, lng: string): LocaleTree {
  return JSON.parse(readFileSync(path.join(folder, `${lng}.json`), 'utf8')) as LocaleTree;
}
