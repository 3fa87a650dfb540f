import { useState, type ComponentType } from 'react';
import { CreditCard, Gift, Layers, Lock, Share2, UserCheck, type IconProps } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { AddCardModal } from './add-card-modal.tsx';
import { CreateAppModal } from './create-app-modal.tsx';
import type { ModalName } from './demo-modal.tsx';
import { EditUserModal } from './edit-user-modal.tsx';
import { ReferEarnModal } from './refer-earn-modal.tsx';
import { ShareProjectModal } from './share-project-modal.tsx';
import { TwoFactorModal } from './two-factor-modal.tsx';
import '../pages.scss';
import { ColCard } from '../../shared/col-card.tsx';

const CARDS: [ModalName, ComponentType<IconProps>][] = [
  ['share', Share2],
  ['createApp', Layers],
  ['addCard', CreditCard],
  ['editUser', UserCheck],
  ['twoFactor', Lock],
  ['refer', Gift],
];

export function ModalExamplesPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ModalName | null>(null);
  const close = () => setOpen(null);

  return (
    <>
      <RoutePageHeader />
      <div className="row g-4">
        {CARDS.map(([name, Icon]) => (
          <ColCard
            key={name}
            col="col-md-6 col-xl-4"
            className="h-100 text-center"
            bodyClassName="d-flex flex-column align-items-center"
          >
            <span className="avatar avatar-lg bg-light-primary mb-3">
              <Icon size={22} aria-hidden="true" />
            </span>
            <h2 className="h5">{t(`pages.modals.${name}.title`)}</h2>
            <p className="text-body-secondary flex-grow-1">{t(`pages.modals.${name}.card`)}</p>
            <button type="button" className="btn btn-primary" onClick={() => setOpen(name)}>
              {t('pages.modals.show')}
              <span className="visually-hidden"> {t(`pages.modals.${name}.title`)}</span>
            </button>
          </ColCard>
        ))}
      </div>
      <ShareProjectModal show={open === 'share'} onHide={close} />
      <CreateAppModal show={open === 'createApp'} onHide={close} />
      <AddCardModal
        show={open === 'addCard'}
        onHide={close}
        onAdd={(card) => {
          void notify('success', t('pages.modals.addCard.added', { last4: card.number.slice(-4) }));
          close();
        }}
      />
      <EditUserModal show={open === 'editUser'} onHide={close} />
      <TwoFactorModal show={open === 'twoFactor'} onHide={close} />
      <ReferEarnModal show={open === 'refer'} onHide={close} />
    </>
  );
}
