import { SKINS, type Direction, type Skin } from './theme-config.ts';

// Spec §1: skin, direction and menu-collapsed are remembered in local storage.
const KEYS = { skin: 'skin', direction: 'direction', menuCollapsed: 'menuCollapsed' } as const;

export interface PersistedLayout {
  skin?: Skin;
  direction?: Direction;
  menuCollapsed?: boolean;
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function readPersisted(): PersistedLayout {
  if (typeof localStorage === 'undefined') return {};
  const skin = read(KEYS.skin);
  const direction = read(KEYS.direction);
  const collapsed = read(KEYS.menuCollapsed);
  return {
    skin: SKINS.includes(skin as Skin) ? (skin as Skin) : undefined,
    direction: direction === 'rtl' || direction === 'ltr' ? direction : undefined,
    menuCollapsed: typeof collapsed === 'boolean' ? collapsed : undefined,
  };
}

export function writePersisted(values: PersistedLayout): void {
  if (typeof localStorage === 'undefined') return;
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) localStorage.setItem(key, JSON.stringify(value));
  }
}
