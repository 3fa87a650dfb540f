import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import { avatarSprite, avatarSpritePlugin, spritePathOf, SPRITE_PATH } from './avatar-sprite.ts';

describe('the avatar sprite', () => {
  it('holds each avatar file as a symbol named by the file, its drawing unchanged', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'avatars-'));
    writeFileSync(
      path.join(dir, 'avatar-02.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img"><rect width="128" height="128" fill="#E0F2F1"/></svg>',
    );
    writeFileSync(
      path.join(dir, 'avatar-01.svg'),
      '<svg viewBox="0 0 64 64"><circle r="3"/></svg>\n',
    );
    expect(avatarSprite(dir)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="avatar-01" viewBox="0 0 64 64"><circle r="3"/></symbol>' +
        '<symbol id="avatar-02" viewBox="0 0 128 128"><rect width="128" height="128" fill="#E0F2F1"/></symbol>' +
        '</svg>\n',
    );
  });

  it('covers every sample avatar the app ships', () => {
    const sprite = avatarSprite();
    for (let n = 1; n <= 16; n += 1) {
      expect(sprite).toContain(`<symbol id="avatar-${String(n).padStart(2, '0')}"`);
    }
  });

  it('is named by its content in a build, which the app is told and the bundle holds', () => {
    const plugin = avatarSpritePlugin();
    const env = (command: ConfigEnv['command']): ConfigEnv => ({ command, mode: 'production' });
    const config = plugin.config as (config: UserConfig, env: ConfigEnv) => UserConfig;
    const built = config({}, env('build')).define?.['import.meta.env.AVATAR_SPRITE'] as string;
    expect(JSON.parse(built)).toBe(spritePathOf(avatarSprite()));
    expect(JSON.parse(built)).toMatch(/^\/assets\/avatars-[\w-]{8}\.svg$/);
    const emitted: unknown[] = [];
    (plugin.generateBundle as (this: unknown) => void).call({
      emitFile: (file: unknown) => emitted.push(file),
    });
    expect(emitted).toEqual([
      { type: 'asset', fileName: JSON.parse(built).slice(1), source: avatarSprite() },
    ]);
    // The development server serves the sprite at its plain path.
    const served = avatarSpritePlugin();
    const dev = (served.config as typeof config)({}, env('serve'));
    expect(dev.define?.['import.meta.env.AVATAR_SPRITE']).toBe(JSON.stringify(SPRITE_PATH));
  });

  it('changes its name when its content changes', () => {
    expect(spritePathOf('<svg/>')).not.toBe(spritePathOf('<svg></svg>'));
  });
});
