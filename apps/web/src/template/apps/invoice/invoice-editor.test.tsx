// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../core/http/http.ts';
import { ensureFakeApi } from '../../../core/http/fake-api-loader.ts';
import { render } from '../../../core/test/render.tsx';
import { stubMatchMedia, typeInto } from '../shared/form-test-kit.ts';
import { blankInvoiceForm } from './invoice-edit-page.tsx';
import { InvoiceEditor } from './invoice-editor.tsx';

afterEach(cleanup);

// The sample API is a big module to load in jsdom: load it once before the tests time anything.
beforeAll(() => ensureFakeApi(http), 120_000);

async function renderEditor() {
  render(<InvoiceEditor number={5037} initial={blankInvoiceForm(new Date(2026, 0, 10))} />);
}

beforeAll(stubMatchMedia);

describe('InvoiceEditor', { timeout: 30_000 }, () => {
  it('updates subtotal, discount, tax and total live as lines change', async () => {
    await renderEditor();
    typeInto('Item 1', 'Stand hire');
    typeInto('Cost 1', '120');
    typeInto('Qty 1', '2');
    expect(screen.getByLabelText('Price of item 1')).toHaveTextContent('$240.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    typeInto('Cost 2', '60');
    typeInto('Discount (%)', '10');
    typeInto('Tax (%)', '20');
    expect(screen.getByTestId('subtotal')).toHaveTextContent('$300.00');
    expect(screen.getByTestId('discount')).toHaveTextContent('$30.00');
    expect(screen.getByTestId('tax')).toHaveTextContent('$54.00');
    expect(screen.getByTestId('total')).toHaveTextContent('$324.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent('$259.20'));
  });

  it('offers the first five clients and refuses to save without one or with a bad date order', async () => {
    await renderEditor();
    const select = screen.getByLabelText('Invoice to');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(6), {
      timeout: 15_000,
    });
    typeInto('Due date', '2026-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a client.')).toBeInTheDocument();
    expect(screen.getByText('The due date cannot be before the issue date.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('adds a client from the side panel and selects it', async () => {
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add new client' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    typeInto('Name', 'Priya Shah');
    typeInto('Company', 'Northwind Graduates');
    typeInto('Email', 'priya@northwind.example');
    typeInto('Address', '4 Mill Lane, Leeds');
    typeInto('Country', 'United Kingdom');
    typeInto('Phone', '+44 113 496 0000');
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(
      () => expect(screen.getByLabelText('Invoice to')).toHaveValue('priya@northwind.example'),
      {
        timeout: 10_000,
      },
    );
    expect(document.querySelector('address')).toHaveTextContent('Northwind Graduates');
  });
});
