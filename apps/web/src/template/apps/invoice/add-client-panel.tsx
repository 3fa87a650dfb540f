import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InvoiceClient } from '../../../fake-api/types.ts';
import { clientSchema } from './invoice-form-schema.ts';

const FIELDS = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;
const EMPTY: InvoiceClient = {
  name: '',
  company: '',
  companyEmail: '',
  address: '',
  country: '',
  contact: '',
};

interface AddClientPanelProps {
  show: boolean;
  onHide: () => void;
  onAdd: (client: InvoiceClient) => void;
}

export function AddClientPanel({ show, onHide, onAdd }: AddClientPanelProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm<InvoiceClient>({
    resolver: zodResolver(clientSchema),
    defaultValues: EMPTY,
  });
  const submit = handleSubmit((client) => {
    onAdd(client);
    reset(EMPTY);
    onHide();
  });
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="add-client-title">
      <Offcanvas.Header closeButton closeLabel={t('invoiceApp.cancel')}>
        <Offcanvas.Title as="h2" className="h5" id="add-client-title">
          {t('invoiceApp.clientForm.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          {FIELDS.map((name) => {
            const error = formState.errors[name]?.message;
            return (
              <Form.Group className="mb-3" controlId={`client-${name}`} key={name}>
                <Form.Label>{t(`invoiceApp.clientForm.${name}`)}</Form.Label>
                <Form.Control
                  type={name === 'companyEmail' ? 'email' : 'text'}
                  {...register(name)}
                  isInvalid={Boolean(error)}
                />
                <Form.Control.Feedback type="invalid">{t(error ?? '')}</Form.Control.Feedback>
              </Form.Group>
            );
          })}
          <div className="d-flex gap-2">
            <Button type="submit">{t('invoiceApp.clientForm.submit')}</Button>
            <Button variant="outline-secondary" onClick={onHide}>
              {t('invoiceApp.cancel')}
            </Button>
          </div>
        </Form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
