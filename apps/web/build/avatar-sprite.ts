import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const webRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const AVATARS = path.join(webRoot, 'public', 'images', 'avatars');
/**
 * Where the development server serves the sprite (a build's is named by its content,
 * `spritePathOf`); core/ui/avatar.tsx points each sample avatar into it.
 */
export const SPRITE_PATH = '/images/avatars.svg';

/**
 * One SVG of every sample avatar (`public/images/avatars/avatar-NN.svg`), each a <symbol> with
 * the file's name as its id: a list of ten people costs one request, not ten.
 */
export function avatarSprite(dir = AVATARS): string {
  if (!existsSync(dir)) return '';
  const symbols = readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => {
      const svg = readFileSync(path.join(dir, file), 'utf8');
      const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 128 128';
      const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      return `<symbol id="${file.replace(/\.svg$/, '')}" viewBox="${viewBox}">${body}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** Where a build serves the sprite: under `/assets/`, named by its content, cached for good. */
export function spritePathOf(source: string): string {
  return `/assets/avatars-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.svg`;
}

/**
 * Serves the sprite and tells the app where (`import.meta.env.AVATAR_SPRITE`). A build names it
 * by its content: each avatar's `<use>` fetches the sprite on its own, and a file revalidated
 * on every use (`no-cache`, as the unhashed public files are) cost one request per row drawn
 * before the first answer came back — enough to take a long list past its request budget.
 */
export function avatarSpritePlugin(): Plugin {
  let source = '';
  let spritePath = SPRITE_PATH;
  return {
    name: 'careers-avatar-sprite',
    config(_config, { command }) {
      if (command === 'build') {
        source = avatarSprite();
        spritePath = spritePathOf(source);
      }
      return { define: { 'import.meta.env.AVATAR_SPRITE': JSON.stringify(spritePath) } };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== SPRITE_PATH) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(avatarSprite());
      });
    },
    generateBundle() {
      if (source) this.emitFile({ type: 'asset', fileName: spritePath.slice(1), source });
    },
  };
}
