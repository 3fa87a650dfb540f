import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Bold, Italic, Link, List, Underline } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList';

const COMMANDS: { command: Command; key: string; Icon: typeof Bold }[] = [
  { command: 'bold', key: 'email.editor.bold', Icon: Bold },
  { command: 'italic', key: 'email.editor.italic', Icon: Italic },
  { command: 'underline', key: 'email.editor.underline', Icon: Underline },
  { command: 'insertUnorderedList', key: 'email.editor.list', Icon: List },
];

/** A small contentEditable editor: bold, italic, underline, bullet list and links. */
export function RichTextEditor({ id, label, value, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('https://');

  // Only an outside change (a reset) rewrites the content; typing keeps the caret where it is.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  const emit = () => onChange(area.current?.innerHTML ?? '');

  const run = (command: Command | 'createLink', arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };

  const startLink = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    setLinking(true);
  };

  const applyLink = () => {
    const selection = window.getSelection();
    area.current?.focus();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (/^https?:\/\/\S+$/.test(url)) run('createLink', url);
    setLinking(false);
    setUrl('https://');
  };

  const onLinkKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      applyLink();
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      setLinking(false);
    }
  };

  return (
    <div className="rich-editor">
      <div className="rich-editor-toolbar" role="toolbar" aria-label={t('email.editor.toolbar')}>
        {COMMANDS.map(({ command, key, Icon }) => (
          <button
            key={command}
            type="button"
            className="btn btn-icon btn-sm btn-text-secondary"
            aria-label={t(key)}
            title={t(key)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(command)}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
        <button
          type="button"
          className="btn btn-icon btn-sm btn-text-secondary"
          aria-label={t('email.editor.link')}
          title={t('email.editor.link')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={startLink}
        >
          <Link size={16} aria-hidden="true" />
        </button>
        {linking && (
          <span className="d-inline-flex align-items-center gap-1 ms-2">
            <input
              type="url"
              className="form-control form-control-sm"
              aria-label={t('email.editor.linkUrl')}
              value={url}
              autoFocus
              onChange={(e) => setUrl(e.target.value)}
              onKeyDown={onLinkKey}
            />
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={applyLink}>
              {t('email.editor.apply')}
            </button>
          </span>
        )}
      </div>
      <div
        id={id}
        ref={area}
        className="rich-editor-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        onInput={emit}
      />
    </div>
  );
}
