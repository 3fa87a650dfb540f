import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin } from '../session.ts';

/** A minimal valid PDF (as apps/server/src/test/files.ts builds them). */
export function pdfBytes(text = 'Curriculum vitae'): Buffer {
  const body = `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${text.length + 30} >> stream\nBT /F1 12 Tf 72 770 Td (${text}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n`;
  return Buffer.concat([Buffer.from(body), Buffer.from('%%EOF\n')]);
}

/** The first bytes of a Windows executable. */
export function exeBytes(): Buffer {
  return Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
}

/** Publishes a vacancy through the API as the demo admin (a draft, then opened). */
export async function openVacancy(request: APIRequestContext, title: string): Promise<string> {
  const admin = await apiLogin(request, 'admin');
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const created = await request.post('/api/v1/vacancies', {
    headers,
    data: {
      title,
      employer: { name: 'Northbridge Analytics', website: 'https://northbridge.example' },
      location: 'Leeds',
      workplace: 'hybrid',
      type: 'graduate_job',
      sector: 'Data',
      description:
        '## The role\n\nJoin our **data team** and help charities understand their impact.',
      positions: 2,
      closesAt: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(),
      requiredDocuments: ['cv'],
    },
  });
  if (!created.ok()) throw new Error(`create vacancy: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const opened = await request.post(`/api/v1/vacancies/${id}/status`, {
    headers,
    data: { status: 'open' },
  });
  if (!opened.ok()) throw new Error(`open vacancy: ${opened.status()} ${await opened.text()}`);
  return id;
}

/** The candidate's document library. */
export class DocumentsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/portal/documents');
  }

  async upload(kind: string, name: string, buffer: Buffer, mimeType = 'application/pdf') {
    await this.page.getByLabel('Kind').selectOption({ label: kind });
    await this.page.getByLabel(/Drop a file here/).setInputFiles({ name, mimeType, buffer });
  }
}

/** The candidate's own profile: the links editor and saving. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/portal/profile');
  }

  /** Adds a row to the links editor and fills it; rows count from 1, as their labels do. */
  async addLink(label: string, address: string): Promise<number> {
    await this.page.getByRole('button', { name: 'Add a link' }).click();
    const n = await this.page.getByRole('textbox', { name: /^Label of link \d+$/ }).count();
    await this.page.getByRole('textbox', { name: `Label of link ${n}` }).fill(label);
    await this.linkAddress(n).fill(address);
    return n;
  }

  linkAddress(n: number): Locator {
    return this.page.getByRole('textbox', { name: `Address of link ${n}` });
  }

  async removeLink(n: number) {
    await this.page.getByRole('button', { name: `Remove link ${n}` }).click();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save profile' }).click();
  }
}
