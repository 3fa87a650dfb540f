// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr strong b em i u s del blockquote code pre ul ol li a table thead tbody tr th td'.split(
    ' ',
  ),
);
const ALLOWED_ATTRS = new Set(['href', 'title', 'align', 'start', 'colspan', 'rowspan']);

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

/** Every element allowlisted, every attribute allowlisted, every link http(s)/mailto and safe. */
function expectInert(html: string) {
  const box = parse(html);
  for (const el of box.querySelectorAll('*')) {
    expect(ALLOWED_TAGS, `<${el.localName}> in ${html}`).toContain(el.localName);
    for (const attr of el.attributes) {
      if (el.localName === 'a' && (attr.name === 'target' || attr.name === 'rel')) continue;
      expect(ALLOWED_ATTRS, `${attr.name} on <${el.localName}> in ${html}`).toContain(attr.name);
    }
    const href = el.getAttribute('href');
    if (href !== null) {
      expect(href).toMatch(/^(?:https?:\/\/|mailto:)/i);
      expect(el.getAttribute('rel')).toBe('noopener noreferrer');
      expect(el.getAttribute('target')).toBe('_blank');
    }
  }
  // And nothing of the kind survives inside any tag (text may mention it, harmlessly).
  expect(html).not.toMatch(/<[^>]*(?:javascript:|vbscript:|data:|\son\w+=|style=)/i);
  expect(html).not.toMatch(/<(?:script|style|iframe|form|input|svg|math|img)/i);
}

describe('renderMarkdown', () => {
  it.each([
    ['script tag', 'Hi <script>alert(1)</script> there', 'Hi there'],
    ['img with onerror', '<img src=x onerror="alert(2)">', ''],
    ['markdown javascript: link', '[click](javascript:alert(3))', 'click'],
    ['upper-case javascript: link', '[click](JaVaScRiPt:alert(3))', 'click'],
    ['entity-encoded javascript:', '[click](&#106;avascript&#58;alert(4))', 'click'],
    ['entity-encoded javascript: in HTML', '<a href="&#x6A;avascript&colon;alert(4)">x</a>', 'x'],
    ['tab inside javascript:', '<a href="java\tscript:alert(4)">x</a>', 'x'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'x'],
    ['data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)', 'x'],
    ['style attribute', '<p style="position:fixed;inset:0;background:red">cover</p>', 'cover'],
    ['style element', '<style>body{display:none}</style>text', 'text'],
    ['class and id', '<p class="d-none" id="app">hidden</p>', 'hidden'],
    ['data and aria attributes', '<p data-bs-toggle="modal" aria-hidden="true">x</p>', 'x'],
    [
      'event handler on allowed tag',
      '<strong onclick="alert(1)" onmouseover="x()">b</strong>',
      'b',
    ],
    [
      'form and inputs',
      '<form action="https://evil.example"><input name="pw"><button>Go</button></form>',
      'Go',
    ],
    ['textarea and select', '<textarea>t</textarea><select><option>o</option></select>', 'to'],
    ['iframe', '<iframe src="https://evil.example"></iframe>after', 'after'],
    ['srcdoc iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['svg with onload', '<svg onload="alert(1)"><circle r="5"/></svg>', ''],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['base tag', '<base href="https://evil.example/">\n\n[x](/jobs)', 'x'],
    [
      'link target and rel from the author',
      '<a href="https://a.example" target="_self" rel="opener">a</a>',
      'a',
    ],
    ['relative and protocol-relative links', '[a](/admin) [b](//evil.example)', 'a b'],
    ['task list checkbox', '- [x] done', 'done'],
  ])('%s comes out inert', (_name, source, text) => {
    const html = renderMarkdown(source);
    expectInert(html);
    expect(parse(html).textContent?.replace(/\s+/g, ' ').trim()).toBe(text);
  });

  it('keeps benign Markdown structure: headings, emphasis, lists, quotes, code and tables', () => {
    const html = renderMarkdown(
      [
        '## The role',
        '',
        'You will **build** *things* ~~slowly~~ at <u>scale</u>.',
        '',
        '- first',
        '- second',
        '',
        '3. three',
        '4. four',
        '',
        '> A quote',
        '',
        '```',
        'const x = 1 < 2;',
        '```',
        '',
        '| Skill | Level |',
        '|:------|:-----:|',
        '| SQL   | High  |',
        '',
        '---',
        'Line one  ',
        'line two',
      ].join('\n'),
    );
    expectInert(html);
    const box = parse(html);
    expect(box.querySelector('h2')?.textContent).toBe('The role');
    expect(box.querySelector('strong')?.textContent).toBe('build');
    expect(box.querySelector('em')?.textContent).toBe('things');
    expect(box.querySelector('del')?.textContent).toBe('slowly');
    expect(box.querySelector('u')?.textContent).toBe('scale');
    expect([...box.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'first',
      'second',
    ]);
    expect(box.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(box.querySelector('blockquote')?.textContent?.trim()).toBe('A quote');
    expect(box.querySelector('pre > code')?.textContent).toBe('const x = 1 < 2;\n');
    expect(box.querySelector('th[align="center"]')?.textContent).toBe('Level');
    expect(box.querySelector('td')?.textContent).toBe('SQL');
    expect(box.querySelector('hr')).not.toBeNull();
    expect(box.querySelector('br')).not.toBeNull();
  });

  it('keeps http(s) and mailto links, opening apart with no opener or referrer', () => {
    const box = parse(
      renderMarkdown(
        '[Apply](https://jobs.example/apply?ref=uni) <https://plain.example> [Mail](mailto:jobs@x.example)',
      ),
    );
    const links = [...box.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://jobs.example/apply?ref=uni',
      'https://plain.example',
      'mailto:jobs@x.example',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('shows no images: an http(s) image becomes a link named by its alt text', () => {
    const box = parse(
      renderMarkdown('![Team photo](https://cdn.example/team.jpg) ![](https://x.example/p.gif)'),
    );
    expect(box.querySelector('img')).toBeNull();
    expect(
      [...box.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Team photo', 'https://cdn.example/team.jpg'],
      ['https://x.example/p.gif', 'https://x.example/p.gif'],
    ]);
    expect(renderMarkdown('![<b>x</b>](javascript:alert(1))')).toBe(
      '<p>&lt;b&gt;x&lt;/b&gt;</p>\n',
    );
  });

  it('leaves other DOMPurify users alone (the link hook is on an instance of its own)', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeHtml('<a href="https://a.example">a</a>');
    expect(DOMPurify.sanitize('<a href="https://a.example">a</a>')).toBe(
      '<a href="https://a.example">a</a>',
    );
  });
});
