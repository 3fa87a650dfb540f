import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type ComponentType } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import {
  Bold,
  Code,
  CornerUpLeft,
  CornerUpRight,
  Italic,
  List,
  type IconProps,
} from 'react-feather';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../core/markdown/sanitize-html.ts';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';

type Tool = {
  key: string;
  Icon?: ComponentType<IconProps>;
  text?: string;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  can?: (e: Editor) => boolean;
};

const TOOLS: Tool[][] = [
  [
    {
      key: 'bold',
      Icon: Bold,
      run: (e) => e.chain().focus().toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      key: 'italic',
      Icon: Italic,
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      key: 'strike',
      text: 'S',
      run: (e) => e.chain().focus().toggleStrike().run(),
      active: (e) => e.isActive('strike'),
    },
    {
      key: 'code',
      Icon: Code,
      run: (e) => e.chain().focus().toggleCode().run(),
      active: (e) => e.isActive('code'),
    },
  ],
  [
    {
      key: 'heading2',
      text: 'H2',
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      key: 'heading3',
      text: 'H3',
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
  ],
  [
    {
      key: 'bulletList',
      Icon: List,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      key: 'orderedList',
      text: '1.',
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      key: 'blockquote',
      text: '“',
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
    {
      key: 'codeBlock',
      text: '{ }',
      run: (e) => e.chain().focus().toggleCodeBlock().run(),
      active: (e) => e.isActive('codeBlock'),
    },
  ],
  [
    {
      key: 'undo',
      Icon: CornerUpLeft,
      run: (e) => e.chain().focus().undo().run(),
      can: (e) => e.can().undo(),
    },
    {
      key: 'redo',
      Icon: CornerUpRight,
      run: (e) => e.chain().focus().redo().run(),
      can: (e) => e.can().redo(),
    },
  ],
];

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  // Re-render the toolbar on every transaction so the buttons show the active marks.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        TOOLS.flat().map((tool) => [
          tool.key,
          { active: tool.active?.(e) ?? false, enabled: tool.can?.(e) ?? true },
        ]),
      ),
  });
  return (
    <div
      role="toolbar"
      aria-label={t('formsDemo.editor.toolbar')}
      className="d-flex flex-wrap gap-2 p-2 border-bottom"
    >
      {TOOLS.map((group, i) => (
        <div key={i} className="btn-group" role="group">
          {group.map(({ key, Icon, text, run, active }) => {
            const s = state[key];
            return (
              <button
                key={key}
                type="button"
                className={`btn btn-sm ${s?.active ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-label={t(`formsDemo.editor.tools.${key}`)}
                title={t(`formsDemo.editor.tools.${key}`)}
                aria-pressed={active ? Boolean(s?.active) : undefined}
                disabled={s ? !s.enabled : false}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(editor)}
              >
                {Icon ? (
                  <Icon size={14} aria-hidden="true" />
                ) : (
                  <span
                    aria-hidden="true"
                    className={key === 'strike' ? 'text-decoration-line-through' : ''}
                  >
                    {text}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

export function EditorPage() {
  const { t } = useTranslation();
  const p = 'formsDemo.editor';
  const [html, setHtml] = useState('');
  const [showHtml, setShowHtml] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit],
    content: t(`${p}.initial`),
    editorProps: {
      attributes: {
        'aria-label': t(`${p}.contentLabel`),
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onCreate: ({ editor: e }) => setHtml(e.getHTML()),
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
  });
  const clean = sanitizeHtml(html);
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <Col xl={showHtml ? 7 : 12}>
          <DemoCard
            title={t(`${p}.title`)}
            subtitle={t(`${p}.subtitle`)}
            actions={
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-pressed={showHtml}
                onClick={() => setShowHtml((v) => !v)}
              >
                {showHtml ? t(`${p}.hideHtml`) : t(`${p}.showHtml`)}
              </button>
            }
          >
            <div className="tiptap-editor">
              {editor && <Toolbar editor={editor} />}
              <EditorContent editor={editor} />
            </div>
            <p className="small text-body-secondary mt-2 mb-0">
              {t(`${p}.words`, {
                count: editor ? editor.getText().split(/\s+/).filter(Boolean).length : 0,
              })}
            </p>
          </DemoCard>
        </Col>
        {showHtml && (
          <Col xl={5}>
            <DemoCard title={t(`${p}.htmlTitle`)} subtitle={t(`${p}.htmlSub`)}>
              <pre className="html-preview p-3 rounded small mb-0" data-testid="html-preview">
                <code>{clean}</code>
              </pre>
            </DemoCard>
          </Col>
        )}
      </Row>
    </DemoPage>
  );
}
