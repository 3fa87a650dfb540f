import { useEffect, useRef, type ComponentType } from 'react';
import { Bold, Italic, List, Underline, type IconProps } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

const TOOLS: [Command, string, ComponentType<IconProps> | null][] = [
  ['bold', 'pages.editor.bold', Bold],
  ['italic', 'pages.editor.italic', Italic],
  ['underline', 'pages.editor.underline', Underline],
  ['insertUnorderedList', 'pages.editor.bulletList', List],
  ['insertOrderedList', 'pages.editor.numberedList', null],
];

interface RichTextEditorProps {
  labelId: string;
  /** Initial HTML (already sanitised); later changes of this prop are ignored. */
  initialHtml: string;
  onChange: (html: string) => void;
}

/** A small contentEditable editor: bold, italic, underline and lists. */
export function RichTextEditor({ labelId, initialHtml, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml;
    // Only the first HTML: the editor owns its content afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = (command: Command) => {
    area.current?.focus();
    // execCommand is deprecated but still the only built-in way to format a selection.
    document.execCommand(command);
    if (area.current) onChange(area.current.innerHTML);
  };

  return (
    <div className="rich-editor border rounded">
      <div
        className="rich-editor-toolbar d-flex gap-1 p-2 border-bottom"
        role="toolbar"
        aria-label={t('pages.editor.toolbar')}
      >
        {TOOLS.map(([command, label, Icon]) => (
          <button
            key={command}
            type="button"
            className="btn btn-sm btn-outline-secondary"
            title={t(label)}
            aria-label={t(label)}
            // Keep the selection in the editor while clicking the button.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command)}
          >
            {Icon ? <Icon size={14} aria-hidden="true" /> : <span aria-hidden="true">1.</span>}
          </button>
        ))}
      </div>
      <div
        ref={area}
        className="rich-editor-content p-3"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        tabIndex={0}
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
      />
    </div>
  );
}
