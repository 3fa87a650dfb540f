import { beforeAll, describe, expect, it } from 'vitest';
import type { CareerDocument } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import {
  docxBytes,
  exeBytes,
  jpegBytes,
  multipart,
  pdfBytes,
  pdfHtmlPolyglot,
  pdfZipPolyglot,
  pngBytes,
} from '../../test/files.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

const MB = 1024 * 1024;

describe.each(testDrivers())('documents API on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: TestUser;
  let amara: TestUser;
  let ben: TestUser;

  const upload = (user: TestUser, kind: string | undefined, name: string, content: Buffer) => {
    const form = multipart(kind === undefined ? {} : { kind }, { name, content });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { ...user.auth, ...form.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    amara = await createCandidate(t.app, 'Amara Nwosu');
    ben = await createCandidate(t.app, 'Ben Hartley');
  });

  describe('POST /api/v1/documents', () => {
    it.each([
      ['cv', 'Amara CV.pdf', pdfBytes(), 'application/pdf'],
      [
        'cv',
        'Amara CV.docx',
        docxBytes(),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['transcript', 'transcript.pdf', pdfBytes('Transcript'), 'application/pdf'],
      ['other', 'badge.png', pngBytes(), 'image/png'],
      ['other', 'photo.jpg', jpegBytes(), 'image/jpeg'],
    ])('[201] accepts a %s named %s', async (kind, name, bytes, mime) => {
      const res = await upload(amara, kind, name, bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        kind,
        fileName: name,
        mimeType: mime,
        size: bytes.length,
        candidateId: amara.id,
      });
      expect(res.json().sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      ['a renamed executable', 'cv', 'my-cv.pdf', exeBytes()],
      ['a PDF/zip polyglot', 'cv', 'cv.pdf', pdfZipPolyglot()],
      ['a PDF/HTML polyglot', 'other', 'cv.pdf', pdfHtmlPolyglot()],
      ['a DOCX as a transcript', 'transcript', 'transcript.docx', docxBytes()],
      ['a PNG as a CV', 'cv', 'cv.png', pngBytes()],
      ['text named .pdf', 'certificate', 'cert.pdf', Buffer.from('I promise this is a PDF')],
    ])('[415] refuses %s, naming the allowed types', async (_label, kind, name, bytes) => {
      const res = await upload(amara, kind, name, bytes);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        field: 'file',
        message: expect.stringMatching(/must be a (PDF|PDF, DOCX|PDF, PNG, JPEG) file/),
      });
    });

    it('[413] refuses a CV over 5 MB and any file over 10 MB', async () => {
      const cv = await upload(amara, 'cv', 'big.pdf', pdfBytes('x', 5 * MB + 10));
      expect(cv.statusCode).toBe(413);
      expect(cv.json()).toMatchObject({ message: 'A CV can be at most 5 MB', field: 'file' });
      const huge = await upload(amara, 'other', 'huge.pdf', pdfBytes('x', 10 * MB + 10));
      expect(huge.statusCode).toBe(413);
      const okOther = await upload(amara, 'certificate', 'fine.pdf', pdfBytes('x', 6 * MB));
      expect(okOther.statusCode).toBe(201);
    });

    it('cleans path-like and over-long file names', async () => {
      const path = await upload(amara, 'cv', '../../../etc/passwd.pdf', pdfBytes());
      expect(path.json().fileName).toBe('passwd.pdf');
      const long = await upload(amara, 'cv', `${'x'.repeat(300)}.pdf`, pdfBytes());
      expect(long.json().fileName).toHaveLength(120);
    });

    it('[400] without a kind or a file; [403] for admins', async () => {
      const noKind = await upload(amara, undefined, 'cv.pdf', pdfBytes());
      expect(noKind.statusCode).toBe(400);
      expect(noKind.json().field).toBe('kind');
      const badKind = await upload(amara, 'selfie', 'cv.pdf', pdfBytes());
      expect(badKind.json().field).toBe('kind');
      const form = multipart({ kind: 'cv' });
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/api/v1/documents',
        headers: { ...amara.auth, ...form.headers },
        payload: form.payload,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().field).toBe('file');
      expect((await upload(admin, 'cv', 'cv.pdf', pdfBytes())).statusCode).toBe(403);
    });

    it('[409] at the 21st document of a library', async () => {
      const list = await callAs(t.app, ben, 'GET', '/documents?perPage=100');
      const have = list.json<{ total: number }>().total;
      for (let i = have; i < 20; i++) {
        expect((await upload(ben, 'other', `doc-${i}.png`, pngBytes())).statusCode).toBe(201);
      }
      const res = await upload(ben, 'other', 'one-too-many.png', pngBytes());
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('at most 20 documents');
    });
  });

  describe('reading and deleting', () => {
    let doc: CareerDocument;
    beforeAll(async () => {
      doc = (
        await upload(amara, 'cover_letter', 'Letter to Northwind.pdf', pdfBytes('Dear Northwind'))
      ).json();
    });

    it('lists a candidate their own library only, and admins everything with filters', async () => {
      const own = await callAs(t.app, amara, 'GET', '/documents?perPage=100');
      expect(own.json().data.every((d: CareerDocument) => d.candidateId === amara.id)).toBe(true);
      const sneaky = await callAs(t.app, amara, 'GET', `/documents?candidateId=${ben.id}`);
      expect(sneaky.json().data.every((d: CareerDocument) => d.candidateId === amara.id)).toBe(
        true,
      );
      const all = await callAs(
        t.app,
        admin,
        'GET',
        `/documents?candidateId=${amara.id}&kind=cover_letter`,
      );
      expect(all.json().data.map((d: CareerDocument) => d.id)).toContain(doc.id);
      expect(all.json().data[0].candidateName).toBe('Amara Nwosu');
    });

    it('serves the bytes to the owner and admins as an attachment with nosniff; 404 to others', async () => {
      const own = await callAs(t.app, amara, 'GET', `/documents/${doc.id}/content`);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toBe(
        `attachment; filename="Letter to Northwind.pdf"; filename*=UTF-8''Letter%20to%20Northwind.pdf`,
      );
      expect(own.headers['x-content-type-options']).toBe('nosniff');
      expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const other = await callAs(t.app, ben, 'GET', `/documents/${doc.id}/content`);
      expect(other.statusCode).toBe(404);
      const meta = await callAs(t.app, ben, 'GET', `/documents/${doc.id}`);
      expect(meta.statusCode).toBe(404);
      expect(meta.body).not.toContain('Northwind');
      const asAdmin = await callAs(t.app, admin, 'GET', `/documents/${doc.id}/content`);
      expect(asAdmin.statusCode).toBe(200);
    });

    it('audits admin downloads, not the owner’s', async () => {
      const audit = await callAs(t.app, admin, 'GET', `/audit?entity=document&entityId=${doc.id}`);
      expect(audit.json().data).toHaveLength(1);
      expect(audit.json().data[0]).toMatchObject({
        action: 'document.download',
        actorId: admin.id,
      });
    });

    it('deletes: only the owner; gone from the library and for everyone when not attached', async () => {
      const byOther = await callAs(t.app, ben, 'DELETE', `/documents/${doc.id}`);
      expect(byOther.statusCode).toBe(404);
      const res = await callAs(t.app, amara, 'DELETE', `/documents/${doc.id}`);
      expect(res.statusCode).toBe(204);
      const again = await callAs(t.app, amara, 'GET', `/documents/${doc.id}`);
      expect(again.statusCode).toBe(404);
      const admins = await callAs(t.app, admin, 'GET', `/documents/${doc.id}/content`);
      expect(admins.statusCode).toBe(404);
    });
  });
});
