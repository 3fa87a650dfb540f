import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { allChecked, MATRIX_ACTIONS, setAll, type PermissionMatrix } from './roles-api.ts';

interface RoleDialogProps {
  mode: 'add' | 'edit';
  initialName: string;
  initialMatrix: PermissionMatrix;
  onHide: () => void;
  onSave: (name: string, matrix: PermissionMatrix) => void;
}

/** Role name and the permission matrix: read, write and create per module, with select all. */
export function RoleDialog({ mode, initialName, initialMatrix, onHide, onSave }: RoleDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [matrix, setMatrix] = useState(initialMatrix);
  const [touched, setTouched] = useState(false);
  const nameError = name.trim().length < 2 ? t('rolesApp.errors.name') : '';
  const all = allChecked(matrix);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (nameError) return;
    onSave(name.trim(), matrix);
  };

  return (
    <Modal show onHide={onHide} centered size="lg" aria-labelledby="role-dialog-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('rolesApp.cancel')}>
          <Modal.Title as="h2" className="h4" id="role-dialog-title">
            {t(mode === 'add' ? 'rolesApp.addTitle' : 'rolesApp.editTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="role-name" className="mb-4">
            <Form.Label>{t('rolesApp.roleName')}</Form.Label>
            <Form.Control
              value={name}
              onChange={(e) => setName(e.target.value)}
              onBlur={() => setTouched(true)}
              isInvalid={touched && Boolean(nameError)}
            />
            <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
          </Form.Group>
          <h3 className="h5">{t('rolesApp.permissions')}</h3>
          <Table responsive className="align-middle" aria-label={t('rolesApp.permissions')}>
            <thead>
              <tr>
                <th scope="col">{t('rolesApp.module')}</th>
                <th scope="col" colSpan={3}>
                  <Form.Check
                    id="role-select-all"
                    label={t('rolesApp.selectAll')}
                    checked={all}
                    onChange={(e) => setMatrix(setAll(matrix, e.target.checked))}
                  />
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(matrix).map(([module, granted], row) => (
                <tr key={module}>
                  <th scope="row" className="fw-semibold text-nowrap">
                    {module}
                  </th>
                  {MATRIX_ACTIONS.map((action) => (
                    <td key={action}>
                      <Form.Check
                        id={`role-${row}-${action}`}
                        label={t(`rolesApp.actions.${action}`)}
                        aria-label={`${module}: ${t(`rolesApp.actions.${action}`)}`}
                        checked={granted[action]}
                        onChange={(e) =>
                          setMatrix({
                            ...matrix,
                            [module]: { ...granted, [action]: e.target.checked },
                          })
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('rolesApp.cancel')}
          </Button>
          <Button type="submit">{t('rolesApp.save')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
