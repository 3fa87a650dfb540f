import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { avatarSprite } from './avatar-sprite.ts';

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
});
