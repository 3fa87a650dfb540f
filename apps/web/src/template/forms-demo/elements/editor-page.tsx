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
import { useTranslation } from '../../../core/i18n/use-translation.ts';
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

type Chain = ReturnType<Editor['chain']>;
type Look = Pick<Tool, 'Icon' | 'text'>;

/** A tool that toggles a mark or a block, pressed while the selection has it. */
function toggle(
  key: string,
  look: Look,
  command: (c: Chain) => Chain,
  active: [string, Record<string, unknown>?] = [key],
): Tool {
  return {
    key,
    ...look,
    run: (e) => command(e.chain().focus()).run(),
    active: (e) => e.isActive(...active),
  };
}

/** A tool that steps through the history, enabled while there is a step to take. */
function history(key: 'undo' | 'redo', Icon: Tool['Icon']): Tool {
  return {
    key,
    Icon,
    run: (e) => e.chain().focus()[key]().run(),
    can: (e) => e.can()[key](),
  };
}

const TOOLS: Tool[][] = [
  [
    toggle('bold', { Icon: Bold }, (c) => c.toggleBold()),
    toggle('italic', { Icon: Italic }, (c) => c.toggleItalic()),
    toggle('strike', { text: 'S' }, (c) => c.toggleStrike()),
    toggle('code', { Icon: Code }, (c) => c.toggleCode()),
  ],
  [
    toggle('heading2', { text: 'H2' }, (c) => c.toggleHeading({ level: 2 }), [
      'heading',
      { level: 2 },
    ]),
    toggle('heading3', { text: 'H3' }, (c) => c.toggleHeading({ level: 3 }), [
      'heading',
      { level: 3 },
    ]),
  ],
  [
    toggle('bulletList', { Icon: List }, (c) => c.toggleBulletList()),
    toggle('orderedList', { text: '1.' }, (c) => c.toggleOrderedList()),
    toggle('blockquote', { text: '“' }, (c) => c.toggleBlockquote()),
    toggle('codeBlock', { text: '{ }' }, (c) => c.toggleCodeBlock()),
  ],
  [history('undo', CornerUpLeft), history('redo', CornerUpRight)],
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
