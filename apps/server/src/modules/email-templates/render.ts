import type { MarkedExtension, Tokens } from 'marked';
import type { IOptions } from 'sanitize-html';

/**
 * An email template is Markdown with `{{name}}` placeholders. Rendering puts an inert stand-in
 * where each placeholder is, renders the Markdown, sanitises the HTML against the same allowlist
 * as the web's descriptions, and only then writes the values in — escaped for HTML — so a value
 * (a candidate's name, a vacancy's title) can never add a link, a tag or Markdown of its own. The
 * plain-text part is rendered from the same Markdown.
 */

/**
 * `text`: a value shown as it is; `url`: one of our own links (http or https); `secret`: a code
 * the outbox fills in at delivery (`{{secret:name}}`, masked wherever staff read mail).
 */
export type PlaceholderKind = 'text' | 'url' | 'secret';

/** An outbox secret placeholder, and nothing else. */
const SECRET_ONLY = /^\{\{secret:[a-z][\w-]*\}\}$/;

export interface TemplateText {
  subject: string;
  body: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export type PlaceholderValues = Record<string, string | null | undefined>;

export const PLACEHOLDER = /\{\{\s*([a-zA-Z][\w]*)\s*\}\}/g;

/** The placeholder names a template's text uses, in order, once each. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

// The web's allowlist (apps/web/src/core/markdown/sanitize-html.ts): text structure, links and
// tables; nothing that runs, loads, submits or restyles.
const ALLOWED_TAGS =
  'h1 h2 h3 h4 h5 h6 p br hr strong b em i u s del blockquote code pre ul ol li a table thead tbody tr th td'.split(
    ' ',
  );
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const isEmpty = (v: string | null | undefined) => v === null || v === undefined || v === '';

/**
 * A line whose placeholders all have no value is left out (with the blank line it leaves), so a
 * template can say "The reason: {{reason}}" and the line goes when there is no reason.
 */
function dropEmptyLines(body: string, values: PlaceholderValues): string {
  return body
    .split('\n')
    .filter((line) => {
      const names = placeholdersIn(line);
      return names.length === 0 || names.some((n) => !isEmpty(values[n]));
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** A value as shown, unable to open an outbox secret placeholder `{{secret:…}}`. */
function plain(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/\{\{/g, '{\u200b{');
}

const oneLine = (value: string) => plain(value).replace(/\s*\n+\s*/g, ' ');

// Stand-ins Markdown leaves alone: private-use characters around a number for text, and a
// link-shaped stand-in for links (the sanitiser keeps an https link; our value replaces it).
const textToken = (i: number) => `\ue000${i}\ue001`;
const urlToken = (i: number) => `https://placeholder.invalid/${i}`;
const TEXT_TOKEN = /\ue000(\d+)\ue001/g;
const URL_TOKEN = /https:\/\/placeholder\.invalid\/(\d+)/g;

/** The Markdown renderer for the plain-text part: structure kept as plain text, links spelt out. */
const textRenderer: MarkedExtension['renderer'] = {
  space: () => '',
  code: ({ text }: Tokens.Code) => `${text}\n\n`,
  blockquote({ tokens }: Tokens.Blockquote) {
    const inner = this.parser.parse(tokens).trim();
    return `${inner.replace(/^/gm, '> ')}\n\n`;
  },
  html: ({ text }: Tokens.HTML | Tokens.Tag) => text.replace(/<[^>]*>/g, ''),
  heading({ tokens }: Tokens.Heading) {
    return `${this.parser.parseInline(tokens)}\n\n`;
  },
  hr: () => '---\n\n',
  list(token: Tokens.List) {
    const start = typeof token.start === 'number' ? token.start : 1;
    const items = token.items.map((item, i) => {
      const bullet = token.ordered ? `${start + i}. ` : '- ';
      return bullet + this.parser.parse(item.tokens).trim().replace(/\n+/g, '\n  ');
    });
    return `${items.join('\n')}\n\n`;
  },
  listitem(item: Tokens.ListItem) {
    return this.parser.parse(item.tokens);
  },
  checkbox: () => '',
  paragraph({ tokens }: Tokens.Paragraph) {
    return `${this.parser.parseInline(tokens)}\n\n`;
  },
  table(token: Tokens.Table) {
    const row = (cells: Tokens.TableCell[]) =>
      cells.map((c) => this.parser.parseInline(c.tokens)).join(' | ');
    return `${[row(token.header), ...token.rows.map(row)].join('\n')}\n\n`;
  },
  tablerow: ({ text }: Tokens.TableRow) => text,
  tablecell({ tokens }: Tokens.TableCell) {
    return this.parser.parseInline(tokens);
  },
  strong({ tokens }: Tokens.Strong) {
    return this.parser.parseInline(tokens);
  },
  em({ tokens }: Tokens.Em) {
    return this.parser.parseInline(tokens);
  },
  codespan: ({ text }: Tokens.Codespan) => text,
  br: () => '\n',
  del({ tokens }: Tokens.Del) {
    return this.parser.parseInline(tokens);
  },
  link({ href, tokens }: Tokens.Link) {
    const label = this.parser.parseInline(tokens);
    if (!SAFE_HREF.test(href.trim())) return label;
    return label === href || `mailto:${label}` === href ? href : `${label} (${href})`;
  },
  image: ({ text }: Tokens.Image) => text,
  text(token: Tokens.Text | Tokens.Escape) {
    return 'tokens' in token && token.tokens ? this.parser.parseInline(token.tokens) : token.text;
  },
};

type Engines = {
  toHtml: (markdown: string) => string;
  toText: (markdown: string) => string;
};

let engines: Promise<Engines> | undefined;

/** marked and sanitize-html load when the first email is rendered, not at server start. */
function loadEngines(): Promise<Engines> {
  engines ??= (async () => {
    const [{ Marked }, { default: sanitize }] = await Promise.all([
      import('marked'),
      import('sanitize-html'),
    ]);
    const html = new Marked({ gfm: true, breaks: false, async: false });
    const text = new Marked({ gfm: true, breaks: false, async: false, renderer: textRenderer });
    const options: IOptions = {
      allowedTags: ALLOWED_TAGS,
      allowedAttributes: {
        a: ['href', 'title'],
        ol: ['start'],
        th: ['align', 'colspan', 'rowspan'],
        td: ['align', 'colspan', 'rowspan'],
      },
      allowedSchemes: ['http', 'https', 'mailto'],
      allowedSchemesAppliedToAttributes: ['href'],
      allowProtocolRelative: false,
      disallowedTagsMode: 'discard',
      exclusiveFilter: () => false,
      transformTags: {
        a: (tagName: string, attribs: Record<string, string>) => {
          const { href, ...rest } = attribs;
          return {
            tagName,
            attribs: href && SAFE_HREF.test(href.trim()) ? { ...rest, href } : rest,
          };
        },
      },
    };
    return {
      toHtml: (md) => sanitize(html.parse(md, { async: false }), options).trim(),
      toText: (md) =>
        unescapeHtml(text.parse(md, { async: false }))
          .replace(/[ \t]+\n/g, '\n')
          .replace(/\n{3,}/g, '\n\n')
          .trim(),
    };
  })();
  return engines;
}

/**
 * Renders a template with its values: the subject as plain text, the body as sanitised HTML and
 * as plain text. `kinds` says which placeholders are links; the rest are text.
 */
export async function renderTemplate(
  template: TemplateText,
  values: PlaceholderValues,
  kinds: Record<string, PlaceholderKind>,
  /** Shared by the renderings of one template for many recipients: Markdown parsed once. */
  memo?: Map<string, { html: string; text: string }>,
): Promise<RenderedEmail> {
  const { toHtml, toText } = await loadEngines();
  const used: { name: string; kind: PlaceholderKind }[] = [];
  // Stand-ins typed into the template itself are made harmless first.
  const source = template.body
    .replace(/[\ue000\ue001]/g, '')
    .replace(/placeholder\.invalid/gi, 'placeholder-invalid');
  const body = dropEmptyLines(source, values).replace(PLACEHOLDER, (_, name: string) => {
    const kind = kinds[name] ?? 'text';
    used.push({ name, kind });
    const i = used.length - 1;
    return kind === 'url' ? urlToken(i) : textToken(i);
  });
  const valueAt = (i: string): string => {
    const ref = used[Number(i)];
    if (!ref) return '';
    const value = values[ref.name] ?? '';
    // A link is ours; anything that is not http(s) is dropped rather than written into href.
    if (ref.kind === 'url') return /^https?:\/\//i.test(value) ? value : '';
    // A secret passes only as its own placeholder; text can never open one.
    if (ref.kind === 'secret') return SECRET_ONLY.test(value) ? value : '';
    return plain(value);
  };
  // The values are tokens until after the Markdown: the same lines give the same output.
  let parsed = memo?.get(body);
  if (!parsed) {
    parsed = { html: toHtml(body), text: toText(body) };
    memo?.set(body, parsed);
  }
  const html = parsed.html
    .replace(URL_TOKEN, (_, i: string) => escapeHtml(valueAt(i)))
    .replace(TEXT_TOKEN, (_, i: string) => escapeHtml(valueAt(i)).replace(/\n/g, '<br>'));
  const text = parsed.text
    .replace(URL_TOKEN, (_, i: string) => valueAt(i))
    .replace(TEXT_TOKEN, (_, i: string) => valueAt(i));
  const subject = template.subject
    .replace(PLACEHOLDER, (_, name: string) => oneLine(values[name] ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
  return { subject, html, text };
}
