import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const webRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const AVATARS = path.join(webRoot, 'public', 'images', 'avatars');
/** Where the sprite is served; core/ui/avatar.tsx points each sample avatar into it. */
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

export function avatarSpritePlugin(): Plugin {
  return {
    name: 'careers-avatar-sprite',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== SPRITE_PATH) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(avatarSprite());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SPRITE_PATH.slice(1), source: avatarSprite() });
    },
  };
}
