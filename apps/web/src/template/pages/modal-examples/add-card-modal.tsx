import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../shared/form-field.tsx';
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
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<CardInput, unknown, CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: EMPTY,
  });
  const number = register('number', {
    onChange: (e: { target: HTMLInputElement }) =>
      setValue('number', formatCardNumber(e.target.value), { shouldValidate: isSubmitted }),
  });
  const expiry = register('expiry', {
    onChange: (e: { target: HTMLInputElement }) =>
      setValue('expiry', formatExpiry(e.target.value), { shouldValidate: isSubmitted }),
  });
  return (
    <form noValidate aria-label={t('pages.modals.addCard.title')} onSubmit={handleSubmit(onAdd)}>
      <div className="row g-3">
        <FormField
          className="col-12"
          label={t('pages.modals.addCard.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1356 3215 6548 7898"
          registration={number}
          error={errors.number}
        />
        <FormField
          className="col-md-6"
          label={t('pages.modals.addCard.name')}
          autoComplete="cc-name"
          registration={register('name')}
          error={errors.name}
        />
        <FormField
          className="col-6 col-md-3"
          label={t('pages.modals.addCard.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('pages.modals.addCard.expiryPlaceholder')}
          registration={expiry}
          error={errors.expiry}
        />
        <FormField
          className="col-6 col-md-3"
          label={t('pages.modals.addCard.cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          registration={register('cvv')}
          error={errors.cvv}
        />
        <div className="col-12">
          <div className="form-check form-switch">
            <input
              id={saveId}
              type="checkbox"
              role="switch"
              className="form-check-input"
              {...register('saveCard')}
            />
            <label htmlFor={saveId} className="form-check-label">
              {t('pages.modals.addCard.save')}
            </label>
          </div>
        </div>
      </div>
      <div className="d-flex justify-content-center gap-2 mt-4">
        <button type="submit" className="btn btn-primary">
          {t('pages.common.submit')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('pages.common.cancel')}
        </button>
      </div>
    </form>
  );
}

export function AddCardModal({ show, onHide, onAdd }: AddCardModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="add-card-title">
      <Modal.Header closeButton closeLabel={t('pages.common.close')} className="border-0" />
      <Modal.Body className="px-4 px-md-5 pb-5">
        <div className="text-center mb-4">
          <h2 id="add-card-title" className="h3">
            {t('pages.modals.addCard.title')}
          </h2>
          <p className="text-body-secondary">{t('pages.modals.addCard.text')}</p>
        </div>
        <AddCardForm onAdd={onAdd} onCancel={onHide} />
      </Modal.Body>
    </Modal>
  );
}
