// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../../../fake-api/types.ts';
import { render } from '../../../core/test/render.tsx';
import { InvoiceRowActions } from './invoice-row-actions.tsx';

afterEach(cleanup);

const invoice: Invoice = {
  id: 4987,
  issuedDate: '2026-11-02',
  client: {
    address: '1 Quay Street',
    company: 'Harbour Labs',
    companyEmail: 'accounts@harbour.example',
    country: 'United Kingdom',
    contact: '01234 567890',
    name: 'Jo Rivers',
  },
  service: 'Stand hire',
  total: 240,
  avatar: '',
  invoiceStatus: 'Sent',
  balance: '$240.00',
  dueDate: '2026-12-02',
};

describe('InvoiceRowActions', () => {
  it('draws its menu only when opened, then offers the actions', async () => {
    const onDownload = vi.fn();
    render(<InvoiceRowActions invoice={invoice} onDownload={onDownload} onDelete={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Preview invoice #4987' })).toBeInTheDocument();
    // Nothing of the menu is in the page (or placed by Popper) on load.
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More actions for invoice #4987' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(invoice);
  });
});
