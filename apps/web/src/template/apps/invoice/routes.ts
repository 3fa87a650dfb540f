import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { preloadFrom } from '../../../core/routing/preload-from.ts';
import { demoScreens } from '../../shared/demo-routes.ts';

const { screen, record } = demoScreens({ breadcrumb: ['menu.apps', 'menu.invoice'] });
const edit = () => import('./invoice-edit-page.tsx');
const listPage = () => import('./invoice-list-page.tsx');
const SAMPLE = 4987;

const screens = {
  list: lazyPage(listPage, 'InvoiceListPage'),
  preview: lazyPage(() => import('./invoice-preview-page.tsx'), 'InvoicePreviewPage'),
  edit: lazyPage(edit, 'InvoiceEditPage'),
  add: lazyPage(edit, 'InvoiceAddPage'),
  print: lazyPage(() => import('./invoice-print-page.tsx'), 'InvoicePrintPage'),
};

export const invoiceRoutes = [
  {
    ...screen('/apps/invoice/list', screens.list, 'menu.invoiceList', ['Invoice List', 'List']),
    // Its data starts with its chunk: the first render draws the list once, with its invoices.
    preload: preloadFrom(listPage, 'preloadInvoiceList'),
  },
  ...record('/apps/invoice/preview/:id', SAMPLE, screens.preview, 'menu.invoicePreview', [
    'Invoice Preview',
    'FileText',
  ]),
  ...record('/apps/invoice/edit/:id', SAMPLE, screens.edit, 'menu.invoiceEdit', [
    'Invoice Edit',
    'Edit',
  ]),
  screen('/apps/invoice/add', screens.add, 'menu.invoiceAdd', ['Invoice Add', 'Plus']),
  screen(
    '/apps/invoice/print',
    screens.print,
    'frame.screens.invoicePrint',
    ['Invoice Print', 'Printer', false],
    {
      layout: 'blank',
    },
  ),
];
