import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Check, Copy } from 'react-feather';
import { notify } from '../../../core/ui/toasts.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { copyToClipboard, type CopyOutcome } from './copy.ts';
import { useExt } from '../shared/use-ext.ts';

const SNIPPETS = [
  { id: 'link', text: 'https://careers.example.ac.uk/vacancies/1042?ref=fair-2027' },
  { id: 'ref', text: 'VAC-2027-1042' },
  {
    id: 'email',
    text: 'Dear Amara, thank you for applying for the Graduate Software Engineer role. We would like to invite you to an interview on 14 March at 10:00.',
  },
] as const;

export function ClipboardPage() {
  const k = useExt('clipboard');
  const id = useId();
  const [value, setValue] = useState('https://careers.example.ac.uk/fairs/autumn-2027');
  const [done, setDone] = useState<string | null>(null);

  const copy = async (text: string, source: string) => {
    const outcome: CopyOutcome = await copyToClipboard(text);
    if (outcome === 'copied') {
      setDone(source);
      window.setTimeout(() => setDone((d) => (d === source ? null : d)), 2000);
      void notify('success', k('copied'));
    } else {
      void notify(outcome === 'empty' ? 'warning' : 'error', k(`failure.${outcome}`));
    }
  };

  return (
    <DemoPage>
      <DemoCard col="col-lg-6" title={k('inputTitle')} text={k('inputText')}>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            void copy(value, 'input');
          }}
        >
          <Form.Label htmlFor={`${id}-input`}>{k('inputLabel')}</Form.Label>
          <InputGroup>
            <Form.Control
              id={`${id}-input`}
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <Button type="submit" variant="primary">
              {done === 'input' ? (
                <Check size={16} aria-hidden="true" className="me-1" />
              ) : (
                <Copy size={16} aria-hidden="true" className="me-1" />
              )}
              {k('copy')}
            </Button>
          </InputGroup>
        </Form>
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('textTitle')} text={k('textText')}>
        <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
          {SNIPPETS.map((s) => (
            <li key={s.id}>
              <div className="d-flex justify-content-between align-items-center mb-1">
                <span className="fw-semibold small">{k(`snippets.${s.id}`)}</span>
                <Button
                  size="sm"
                  variant={done === s.id ? 'success' : 'outline-primary'}
                  onClick={() => void copy(s.text, s.id)}
                  aria-label={k('copyItem', { item: k(`snippets.${s.id}`) })}
                >
                  {done === s.id ? (
                    <Check size={14} aria-hidden="true" />
                  ) : (
                    <Copy size={14} aria-hidden="true" />
                  )}
                </Button>
              </div>
              <div className="ext-copy-text small">{s.text}</div>
            </li>
          ))}
        </ul>
      </DemoCard>
    </DemoPage>
  );
}
