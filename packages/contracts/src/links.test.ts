import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webLinkSchema } from './links.ts';
import {
  normaliseWebLink,
  safeHttpHref,
  WEB_LINK_MAX_LENGTH,
  webLinkMessages,
  type WebLinkProblem,
} from './web-links.ts';

describe('normaliseWebLink', () => {
  it.each([
    ['linkedin.com/in/x', 'https://linkedin.com/in/x'],
    ['  linkedin.com/in/x  ', 'https://linkedin.com/in/x'],
    ['www.example.com', 'https://www.example.com'],
    ['example.com/', 'https://example.com/'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['HTTPS://GitHub.COM/Ada', 'https://github.com/Ada'],
    ['example.com:8080/jobs', 'https://example.com:8080/jobs'],
    ['localhost:3000/portfolio', 'https://localhost:3000/portfolio'],
    ['http://localhost', 'http://localhost'],
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
    ['bücher.de', 'https://xn--bcher-kva.de'],
    ['example.com/a b'.replace(' ', '%20'), 'https://example.com/a%20b'],
    ['example.com/über', 'https://example.com/%C3%BCber'],
    ['https://example.com/#javascript:alert(1)', 'https://example.com/#javascript:alert(1)'],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseWebLink(input)).toEqual({ ok: true, url: expected });
  });

  it.each<[string, WebLinkProblem]>([
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    ['  javascript:alert(1)', 'scheme'],
    ['javascript://example.com/%0aalert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['data:image/png;base64,iVBORw0KGgo=', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['ftp://files.example.com', 'scheme'],
    ['mailto:ada@example.com', 'scheme'],
    ['tel:+441615550100', 'scheme'],
    ['blob:https://example.com/uuid', 'scheme'],
    ['java\tscript:alert(1)', 'invalid'],
    ['java\nscript:alert(1)', 'invalid'],
    ['javascript&#58;alert(1)', 'invalid'],
    ['javascript:1', 'invalid'],
    ['/profile', 'invalid'],
    ['./profile', 'invalid'],
    ['../profile', 'invalid'],
    ['//evil.example', 'invalid'],
    ['?q=1', 'invalid'],
    ['#top', 'invalid'],
    ['https:example.com', 'invalid'],
    ['https:/example.com', 'invalid'],
    ['https:\\\\evil.example', 'invalid'],
    ['/\\evil.example', 'invalid'],
    ['http://good.example\\@evil.example', 'invalid'],
    ['https://user:pass@example.com', 'credentials'],
    ['https://user@example.com', 'credentials'],
    ['https://@example.com', 'credentials'],
    ['good.example@evil.example', 'credentials'],
    ['https://exa mple.com', 'invalid'],
    ['https://example.com/a b', 'invalid'],
    ['https://example.com/\u0000', 'invalid'],
    ['https://exa\u200bmple.com', 'invalid'],
    ['https://example.com/\u202egnp.exe', 'invalid'],
    ['https://example.com/a\u00a0b', 'invalid'],
    ['intranet', 'invalid'],
    ['https://intranet/jobs', 'invalid'],
    ['https://.example.com', 'invalid'],
    ['https://example..com', 'invalid'],
    ['example.com:99999', 'invalid'],
    ['https://', 'invalid'],
    ['', 'invalid'],
    ['   ', 'invalid'],
  ])('%j is refused (%s)', (input, problem) => {
    expect(normaliseWebLink(input)).toEqual({ ok: false, problem });
  });

  it('is stable: a normalised address normalises to itself', () => {
    for (const input of ['linkedin.com/in/x', 'bücher.de', 'example.com', 'HTTP://A.EXAMPLE/b']) {
      const first = normaliseWebLink(input);
      expect(first.ok).toBe(true);
      if (first.ok) expect(normaliseWebLink(first.url)).toEqual(first);
    }
  });
});

describe('webLinkSchema', () => {
  const schema = z.object({ website: webLinkSchema('Employer website') });
  const messages = webLinkMessages('Employer website');

  it('outputs the normalised address', () => {
    expect(schema.parse({ website: 'northwind.example/careers' })).toEqual({
      website: 'https://northwind.example/careers',
    });
  });

  it.each([
    ['javascript:alert(1)', messages.scheme],
    ['data:text/html,hi', messages.scheme],
    ['https://a:b@example.com', messages.credentials],
    ['nowhere', messages.invalid],
    ['', messages.invalid],
    [`example.com/${'a'.repeat(WEB_LINK_MAX_LENGTH)}`, messages.tooLong],
  ])('refuses %j on the field, with a message naming it', (website, message) => {
    const result = schema.safeParse({ website });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['website'], message })]);
    expect(message.startsWith('Employer website: ')).toBe(true);
  });

  it('keeps an empty value as empty when optional', () => {
    const optional = webLinkSchema('Employer website', { optional: true });
    expect(optional.parse('')).toBe('');
    expect(optional.parse('   ')).toBe('');
    expect(optional.parse('example.com')).toBe('https://example.com');
    expect(optional.safeParse('ftp://example.com').success).toBe(false);
  });
});

describe('safeHttpHref', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['example.com', 'https://example.com'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['https://user:pw@example.com', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (stored, href) => {
    expect(safeHttpHref(stored)).toBe(href);
  });
});
