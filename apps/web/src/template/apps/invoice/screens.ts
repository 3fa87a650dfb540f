import { lazyPage, type Screens } from '../../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/apps/invoice/list': lazyPage(() => import('./invoice-list-page.tsx'), 'InvoiceListPage'),
  '/apps/invoice/preview/:id': lazyPage(
    () => import('./invoice-preview-page.tsx'),
    'InvoicePreviewPage',
  ),
  '/apps/invoice/edit/:id': lazyPage(() => import('./invoice-edit-page.tsx'), 'InvoiceEditPage'),
  '/apps/invoice/add': lazyPage(() => import('./invoice-edit-page.tsx'), 'InvoiceAddPage'),
  '/apps/invoice/print': lazyPage(() => import('./invoice-print-page.tsx'), 'InvoicePrintPage'),
};
