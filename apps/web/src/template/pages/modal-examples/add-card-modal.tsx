import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { FormActions, FormFields } from '../shared/form-field.tsx';
import { DemoModal } from './demo-modal.tsx';
import {
  cardSchema,
  formatCardNumber,
  formatExpiry,
  type CardInput,
  type CardValues,
} from './card-schema.ts';

interface AddCardModalProps {
  show: boolean;
  onHide: () => void;
  onAdd: (card: CardValues) => void;
}

const EMPTY: CardInput = { number: '', name: '', expiry: '', cvv: '', saveCard: true };

export function AddCardForm({
  onAdd,
  onCancel,
}: {
  onAdd: (card: CardValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const saveId = useId();
  const form = useForm<CardInput, unknown, CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: EMPTY,
  });
  const {
    setValue,
    formState: { isSubmitted },
  } = form;
  // Typing is formatted as it goes (and checked again once the form has been submitted).
  const formatted = (name: 'number' | 'expiry', format: (value: string) => string) => ({
    onChange: (e: { target: HTMLInputElement }) =>
      setValue(name, format(e.target.value), { shouldValidate: isSubmitted }),
  });
  return (
    <form
      noValidate
      aria-label={t('pages.modals.addCard.title')}
      onSubmit={form.handleSubmit(onAdd)}
    >
      <div className="row g-3">
        <FormFields
          form={form}
          fields={[
            {
              name: 'number',
              label: t('pages.modals.addCard.number'),
              className: 'col-12',
              inputMode: 'numeric',
              autoComplete: 'cc-number',
              placeholder: '1356 3215 6548 7898',
              rules: formatted('number', formatCardNumber),
            },
            {
              name: 'name',
              label: t('pages.modals.addCard.name'),
              className: 'col-md-6',
              autoComplete: 'cc-name',
            },
            {
              name: 'expiry',
              label: t('pages.modals.addCard.expiry'),
              className: 'col-6 col-md-3',
              inputMode: 'numeric',
              autoComplete: 'cc-exp',
              placeholder: t('pages.modals.addCard.expiryPlaceholder'),
              rules: formatted('expiry', formatExpiry),
            },
            {
              name: 'cvv',
              label: t('pages.modals.addCard.cvv'),
              className: 'col-6 col-md-3',
              inputMode: 'numeric',
              autoComplete: 'cc-csc',
              maxLength: 4,
            },
          ]}
        />
        <div className="col-12">
          <div className="form-check form-switch">
            <input
              id={saveId}
              type="checkbox"
              role="switch"
              className="form-check-input"
              {...form.register('saveCard')}
            />
            <label htmlFor={saveId} className="form-check-label">
              {t('pages.modals.addCard.save')}
            </label>
          </div>
        </div>
      </div>
      <FormActions dialog onCancel={onCancel} />
    </form>
  );
}

export function AddCardModal({ show, onHide, onAdd }: AddCardModalProps) {
  return (
    <DemoModal name="addCard" show={show} onHide={onHide}>
      <AddCardForm onAdd={onAdd} onCancel={onHide} />
    </DemoModal>
  );
}
