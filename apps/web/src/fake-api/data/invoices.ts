import { addDays, isoDay } from '../lib/dates.ts';
import { createRandom, pick, type Random, randomInt } from '../lib/random.ts';
import type { Invoice, InvoiceStatus, PaymentDetails } from '../types.ts';
import {
  avatar,
  CITIES,
  COMPANY_FIRST,
  COMPANY_SECOND,
  companyDomain,
  emailFor,
  FIRST_NAMES,
  LAST_NAMES,
  ukPhone,
} from './people.ts';

export const FIRST_INVOICE_ID = 4987;
export const INVOICE_STATUSES: readonly InvoiceStatus[] = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
];

// What employers buy from a careers service, with its list price.
const SERVICES: [name: string, price: number][] = [
  ['Careers Fair Stand', 1450],
  ['Graduate Job Board Listing', 350],
  ['Employer Presentation', 600],
  ['Sponsored CV Clinic', 2500],
  ['Placement Recruitment Package', 4800],
  ['Featured Vacancy Promotion', 180],
  ['Assessment Centre Hosting', 3200],
  ['Campus Ambassador Programme', 6500],
];

const STREETS = ['High Street', 'Station Road', 'Park Lane', 'Mill Street', 'Church Road', 'Queen Street'];

/** '$1,240.50'; formatted by hand because Intl formatting dominated the seed time. */
export function money(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Older invoices have mostly been paid or have fallen due; recent ones are drafts or just sent. */
function statusFor(random: Random, ageDays: number): InvoiceStatus {
  const roll = random();
  if (ageDays < 30) return roll < 0.3 ? 'Draft' : roll < 0.7 ? 'Sent' : 'Downloaded';
  if (ageDays < 75) {
    return roll < 0.4 ? 'Paid' : roll < 0.6 ? 'Partial Payment' : roll < 0.8 ? 'Downloaded' : 'Past Due';
  }
  return roll < 0.6 ? 'Paid' : roll < 0.85 ? 'Past Due' : 'Partial Payment';
}

function balanceFor(random: Random, status: InvoiceStatus, total: number): number {
  if (status === 'Paid') return random() < 0.2 ? -randomInt(random, 20, 300) : 0;
  if (status === 'Partial Payment') return round2(total * (0.2 + random() * 0.5));
  // Some sent invoices are settled before anyone updates their status.
  if ((status === 'Sent' || status === 'Downloaded') && random() < 0.25) return 0;
  return total;
}

export function seedInvoices(now: Date): Invoice[] {
  const random = createRandom(4987);
  // Issued over the last eleven months, more of them recently; higher ids are newer.
  const ages = Array.from({ length: 50 }, () => 2 + Math.floor(328 * random() ** 2)).sort(
    (a, b) => b - a,
  );
  return ages.map((ageDays, index): Invoice => {
    const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    const company = `${pick(random, COMPANY_FIRST)} ${pick(random, COMPANY_SECOND)}`;
    const [service, price] = pick(random, SERVICES);
    // Quantity, plus 20% VAT.
    const total = round2(price * randomInt(random, 1, 3) * 1.2);
    const status = statusFor(random, ageDays);
    const balance = balanceFor(random, status, total);
    const issued = addDays(now, -ageDays);
    return {
      id: FIRST_INVOICE_ID + index,
      issuedDate: isoDay(issued),
      client: {
        name,
        company,
        companyEmail: emailFor(name, companyDomain(company)),
        address: `${randomInt(random, 1, 240)} ${pick(random, STREETS)}, ${pick(random, CITIES)}`,
        country: 'United Kingdom',
        contact: ukPhone(index + 31),
      },
      service,
      total,
      avatar: index % 3 === 0 ? '' : avatar(index + 1),
      invoiceStatus: status,
      balance: balance === 0 ? 0 : money(balance),
      dueDate: isoDay(addDays(issued, 30)),
    };
  });
}

const BANKS = ['Barclays', 'Lloyds Bank', 'NatWest', 'HSBC UK', 'Santander UK'] as const;

export function paymentDetailsFor(invoice: Invoice): PaymentDetails {
  const bankName = BANKS[invoice.id % BANKS.length] ?? 'Barclays';
  const account = String(10_000_000 + ((invoice.id * 48_271) % 89_999_999));
  return {
    totalDue: money(invoice.total),
    bankName,
    country: 'United Kingdom',
    iban: `GB${String(10 + (invoice.id % 89))}${bankName.slice(0, 4).toUpperCase()}20000${account}`,
    swiftCode: `${bankName.slice(0, 4).toUpperCase()}GB2L`,
  };
}
