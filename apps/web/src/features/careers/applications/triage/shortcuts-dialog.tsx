import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../../core/i18n/use-translation.ts';
import { Dialog } from '../../../../core/ui/dialog.tsx';
import { triageKeys, useShortcutsEnabled } from './shortcuts.ts';

/** The `?` dialog: every triage key and what it does, with the switch that turns them off. */
export function ShortcutsDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [enabled, setEnabled] = useShortcutsEnabled();
  return (
    <Dialog show={show} onHide={onHide} title={t('careers.triage.shortcutsTitle')}>
      <Modal.Body>
        <p className="small text-body-secondary">{t('careers.triage.shortcutsHelp')}</p>
        <table className="table table-sm mb-3">
          <caption className="visually-hidden">{t('careers.triage.shortcutsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('careers.triage.key')}</th>
              <th scope="col">{t('careers.triage.action')}</th>
            </tr>
          </thead>
          <tbody>
            {triageKeys.map(({ key, action }) => (
              <tr key={key}>
                <td>
                  <kbd>{key}</kbd>
                </td>
                <td>{t(`careers.triage.keys.${action}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Form.Check
          type="switch"
          id={`${id}-enabled`}
          label={t('careers.triage.enable')}
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('frame.close')}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}

/** The button that opens the dialog (the way back in when the keys are off), and the dialog. */
export function useShortcutsHelp() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const open = () => setShow(true);
  const button = (
    <Button size="sm" variant="outline-secondary" onClick={open} aria-haspopup="dialog">
      {t('careers.triage.shortcutsButton')}
    </Button>
  );
  const dialog = <ShortcutsDialog show={show} onHide={() => setShow(false)} />;
  return { open, button, dialog };
}
