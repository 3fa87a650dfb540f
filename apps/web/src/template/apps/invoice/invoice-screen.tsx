import type { ReactNode } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { InvoiceDetailResponse } from '../../../fake-api/types.ts';
import { RecordPage } from '../shared/record-page.tsx';
import { useInvoice } from './invoice.api.ts';
import './invoice.scss';

interface InvoiceScreenProps {
  /** The invoice's id as the URL gives it. */
  id: string | undefined;
  children: (loaded: InvoiceDetailResponse) => ReactNode;
}

/** A screen of one invoice; "not found" offers the way back to the list. */
export function InvoiceScreen({ id, children }: InvoiceScreenProps) {
  const { t } = useTranslation();
  return (
    <RecordPage
      loaded={useInvoice(Number(id))}
      missing={
        <>
          {t('invoiceApp.notFound', { id })}{' '}
          <Link to="/apps/invoice/list">{t('invoiceApp.backToList')}</Link>
        </>
      }
    >
      {children}
    </RecordPage>
  );
}
