import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { ContentLoader } from '../../../core/ui/content-loader.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import { useInvoice } from './invoice.api.ts';
import './invoice.scss';

/** The invoice alone on a blank page; the browser's print view opens once it has rendered. */
export function InvoicePrintPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const loaded = useInvoice(Number(search.get('id') ?? 4987));
  const printed = useRef(false);

  useEffect(() => {
    if (loaded.state !== 'ready' || printed.current) return;
    // Let the browser paint the invoice before the print dialog freezes the page.
    const timer = setTimeout(() => {
      printed.current = true;
      window.print();
    }, 300);
    return () => clearTimeout(timer);
  }, [loaded.state]);

  return (
    <main className="invoice-print">
      <h1 className="visually-hidden">{t('invoiceApp.print')}</h1>
      {loaded.state === 'loading' && <ContentLoader />}
      {loaded.state === 'missing' && (
        <p role="alert">{t('invoiceApp.notFound', { id: search.get('id') })}</p>
      )}
      {loaded.state === 'ready' && (
        <InvoiceDocument invoice={loaded.value.invoice} payment={loaded.value.paymentDetails} />
      )}
    </main>
  );
}
