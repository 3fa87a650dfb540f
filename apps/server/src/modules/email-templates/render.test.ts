import { describe, expect, it } from 'vitest';
import { emailKinds } from './registry.ts';
import { placeholdersIn, renderTemplate } from './render.ts';
import { checkTemplate } from './email-templates.service.ts';
import { mailLanguages } from '@careers/contracts';

const kinds = { link: 'url', name: 'text', reason: 'text' } as const;

describe('renderTemplate', () => {
  it('renders Markdown to sanitised HTML and to plain text with the values filled in', async () => {
    const out = await renderTemplate(
      {
        subject: 'Hello {{name}}',
        body: 'Dear **{{name}}**,\n\n- one\n- two\n\n[Follow it]({{link}})\n\nBye',
      },
      { name: 'Ada', link: 'https://careers.example/portal/applications/1?a=1&b=2' },
      kinds,
    );
    expect(out.subject).toBe('Hello Ada');
    expect(out.html).toContain('<strong>Ada</strong>');
    expect(out.html).toContain('<li>one</li>');
    expect(out.html).toContain(
      '<a href="https://careers.example/portal/applications/1?a=1&amp;b=2">Follow it</a>',
    );
    expect(out.text).toBe(
      'Dear Ada,\n\n- one\n- two\n\nFollow it (https://careers.example/portal/applications/1?a=1&b=2)\n\nBye',
    );
  });

  it.each([
    ['an HTML tag', '<img src=x onerror=alert(1)>'],
    ['a Markdown link', '[x](javascript:alert(1))'],
    ['an autolink', '<https://evil.example>'],
    ['Markdown emphasis and a heading', '# **big**'],
    ['an outbox secret placeholder', '{{secret:reset}}'],
  ])('a value with %s is shown as text, never as markup', async (_, name) => {
    const out = await renderTemplate(
      { subject: 'Hi {{name}}', body: 'Dear {{name}},\n\n{{link}}' },
      { name, link: 'https://careers.example/x' },
      kinds,
    );
    expect(out.html).not.toMatch(/<img|<h1|<em|<strong|<[^>]*javascript:|href="https:\/\/evil/);
    expect(out.html.match(/<a /g)).toHaveLength(1);
    expect(out.html).not.toContain('{{secret:');
    expect(out.text).not.toContain('{{secret:');
    // The text part shows the value as typed (a braced secret placeholder is broken up).
    expect(out.text.replace('\u200b', '')).toContain(name);
  });

  it('sanitises what the template itself writes: script, handlers, unsafe links', async () => {
    const out = await renderTemplate(
      {
        subject: 'S',
        body: '<script>alert(1)</script><p onclick="x()">hi</p>\n\n[a](javascript:alert(1)) [b](https://ok.example)',
      },
      {},
      kinds,
    );
    expect(out.html).not.toMatch(/script|onclick|javascript/);
    expect(out.html).toContain('<a href="https://ok.example">b</a>');
  });

  it('a line whose placeholders all have no value is left out', async () => {
    const out = await renderTemplate(
      { subject: 'S', body: 'Hello\n\nThe reason: {{reason}}\n\nBye' },
      { reason: null },
      kinds,
    );
    expect(out.text).toBe('Hello\n\nBye');
    const kept = await renderTemplate(
      { subject: 'S', body: 'Hello\n\nThe reason: {{reason}}\n\nBye' },
      { reason: 'Too late' },
      kinds,
    );
    expect(kept.text).toBe('Hello\n\nThe reason: Too late\n\nBye');
  });

  it('a link placeholder only ever holds an http(s) link', async () => {
    const out = await renderTemplate(
      { subject: 'S', body: '[go]({{link}})' },
      { link: 'javascript:alert(1)' },
      kinds,
    );
    expect(out.html).not.toContain('javascript');
  });
});

describe('the registry', () => {
  it('has a default in every language for every kind, using only its own placeholders', () => {
    for (const kind of emailKinds) {
      for (const language of mailLanguages) {
        const template = kind.defaults[language];
        expect(template.subject, `${kind.key} ${language}`).not.toBe('');
        expect(() => checkTemplate(kind, template), `${kind.key} ${language}`).not.toThrow();
        for (const name of placeholdersIn(template.subject + template.body))
          expect(Object.keys(kind.placeholders)).toContain(name);
      }
    }
  });

  it('keys are unique', () => {
    const keys = emailKinds.map((k) => k.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('refuses unknown placeholders, naming them, and a reset without its link', () => {
    const reset = emailKinds.find((k) => k.key === 'auth.reset')!;
    expect(() => checkTemplate(reset, { subject: 'Hi {{nope}}', body: '{{link}}' })).toThrow(
      /Unknown placeholder \{\{nope\}\}/,
    );
    expect(() => checkTemplate(reset, { subject: 'Hi', body: 'No link here' })).toThrow(
      'The reset email must contain {{link}}',
    );
    expect(() =>
      checkTemplate(reset, { subject: 'Hi', body: '{{link}} {{secret:reset}}' }),
    ).toThrow(/Write a placeholder as/);
  });
});
