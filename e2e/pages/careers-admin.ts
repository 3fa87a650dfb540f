import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** A minimal PDF (the same shape as the server tests' files.ts). */
export function pdfBytes(text = 'Curriculum vitae'): Buffer {
  const body = `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${text.length + 30} >> stream\nBT /F1 12 Tf 72 770 Td (${text}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n`;
  return Buffer.concat([Buffer.from(body), Buffer.from('%%EOF\n')]);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An open vacancy created through the API (the form is tested on its own). */
/** The id of an internal reason by name (the defaults come with the database). */
export async function apiReasonId(
  request: APIRequestContext,
  adminToken: string,
  name: string,
): Promise<string> {
  const res = await request.get('/api/v1/reasons', { headers: bearer(adminToken) });
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string; name: string }[] };
  const found = data.find((r) => r.name === name);
  if (!found) throw new Error(`no reason named ${name}`);
  return found.id;
}

export async function apiOpenVacancy(
  request: APIRequestContext,
  adminToken: string,
  title: string,
  closesInDays = 14,
): Promise<{ id: string }> {
  const closesAt = new Date(Date.now() + closesInDays * 86_400_000).toISOString();
  const created = await request.post('/api/v1/vacancies', {
    headers: bearer(adminToken),
    data: {
      title,
      employer: { name: 'Harbour Engineering' },
      location: 'Bristol',
      workplace: 'hybrid',
      type: 'graduate_job',
      sector: 'Engineering',
      description: 'Design and build flood defences with our civil engineering team.',
      positions: 3,
      closesAt,
      requiredDocuments: ['cv'],
      eligibility: { levels: [], graduationYears: [] },
    },
  });
  expect(created.status()).toBe(201);
  const vacancy = (await created.json()) as { id: string };
  const opened = await request.post(`/api/v1/vacancies/${vacancy.id}/status`, {
    headers: bearer(adminToken),
    data: { status: 'open' },
  });
  expect(opened.status()).toBe(200);
  return vacancy;
}

/** Staff move an application on to `interviewing` (through review and the shortlist), by the API. */
export async function apiInterviewing(
  request: APIRequestContext,
  adminToken: string,
  applicationId: string,
): Promise<void> {
  for (const status of ['under_review', 'shortlisted', 'interviewing']) {
    const moved = await request.post(`/api/v1/applications/${applicationId}/status`, {
      headers: bearer(adminToken),
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
}

/** A candidate's CV upload and application, through the API. */
export async function apiApply(
  request: APIRequestContext,
  candidateToken: string,
  vacancyId: string,
): Promise<{ id: string }> {
  const upload = await request.post('/api/v1/documents', {
    headers: bearer(candidateToken),
    multipart: {
      kind: 'cv',
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(upload.status()).toBe(201);
  const doc = (await upload.json()) as { id: string };
  const applied = await request.post(`/api/v1/vacancies/${vacancyId}/applications`, {
    headers: bearer(candidateToken),
    data: { coverNote: 'I led the bridge-design society for two years.', documentIds: [doc.id] },
  });
  expect(applied.status()).toBe(201);
  return (await applied.json()) as { id: string };
}

/** The careers admin screens, found by role and label. */
export class CareersAdminPages {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /**
   * Clicks a status action and confirms it in the dialog (with a reason when asked). A one-click
   * move of an application (good news: start review, shortlist, interview) opens no dialog: it is
   * done when its undo bar says so.
   */
  async act(action: string, reason?: string): Promise<void> {
    await this.page
      .getByRole('main')
      .getByRole('button', { name: action, exact: true })
      .first()
      .click();
    const dialog = this.dialog();
    const moved = this.page.getByRole('status').filter({ hasText: /^Moved .+ to / });
    await expect(dialog.or(moved).first()).toBeVisible({ timeout: 20_000 });
    if (!(await dialog.isVisible())) return;
    if (reason !== undefined) await dialog.getByLabel(/Reason/).fill(reason);
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
  }

  /**
   * Moves an application with what the move carries: the internal reason (chosen from the list),
   * the message the candidate reads and a staff-only note.
   */
  async move(
    action: string,
    carried: { reason?: string; message?: string; note?: string } = {},
  ): Promise<void> {
    await this.page
      .getByRole('main')
      .getByRole('button', { name: action, exact: true })
      .first()
      .click();
    const dialog = this.dialog();
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    if (carried.reason !== undefined) {
      const select = dialog.getByLabel(/^Internal reason/);
      // The list loads as the dialog opens.
      await expect(select.getByRole('option', { name: carried.reason })).toBeAttached({
        timeout: 20_000,
      });
      await select.selectOption({ label: carried.reason });
    }
    if (carried.message !== undefined) {
      await dialog.getByLabel(/^Message to the candidate/).fill(carried.message);
    }
    if (carried.note !== undefined) await dialog.getByLabel(/^Internal note/).fill(carried.note);
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
  }

  async fillVacancyForm(values: {
    title: string;
    employer: string;
    website?: string;
    location: string;
    sector: string;
    description: string;
  }): Promise<void> {
    const p = this.page;
    await p.getByLabel('Title', { exact: true }).fill(values.title);
    await p.getByLabel('Employer name').fill(values.employer);
    if (values.website !== undefined) await p.getByLabel('Employer website').fill(values.website);
    await p.getByLabel('Location', { exact: true }).fill(values.location);
    await p.getByLabel('Sector').fill(values.sector);
    await p.getByLabel('Description', { exact: true }).fill(values.description);
  }

  table(name: string): Locator {
    return this.page.getByRole('table', { name });
  }
}
