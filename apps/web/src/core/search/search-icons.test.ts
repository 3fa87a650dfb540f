import { FileText, Users } from 'react-feather';
import { describe, expect, it } from 'vitest';
import { iconByName } from './search-icons.ts';

describe('iconByName', () => {
  it('answers the named icon, and a page icon for a name it does not know', () => {
    expect(iconByName('Users')).toBe(Users);
    expect(iconByName('NoSuchIcon')).toBe(FileText);
    expect(iconByName(undefined)).toBe(FileText);
  });
});
