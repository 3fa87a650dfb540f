import type {
  EmailPreview,
  EmailTemplate,
  EmailTemplateList,
  EmailTemplateSummary,
  MailLanguage,
  PreviewEmailTemplateInput,
  Role,
  SaveEmailTemplateInput,
} from '@careers/contracts';
import { mailLanguages } from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { iso } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { auditActor, writeAudit } from '../audit/audit.repository.ts';
import { findApplication } from '../applications/applications.repository.ts';
import { renderMail } from '../mail/secrets.ts';
import {
  candidateLanguages,
  deleteOverride,
  findOverride,
  listOverrides,
  upsertOverride,
  type EmailTemplateRow,
} from './email-templates.repository.ts';
import { emailKind, emailKinds, type EmailKind } from './registry.ts';
import {
  placeholdersIn,
  renderTemplate,
  type PlaceholderValues,
  type RenderedEmail,
  type TemplateText,
} from './render.ts';
import { applicationValues, firstNameOf } from './values.ts';

/* Staff's wording of every automatic email, per language, over the defaults in the code. */

function kindOf(key: string): EmailKind {
  const kind = emailKind(key);
  if (!kind) throw new Error(`Unknown email kind ${key}`);
  return kind;
}

/**
 * The email of kind `key` in `language`, with its values: staff's wording if saved, else the
 * default. Senders spread it into `mailer.queue(tx, { to, ...email, secrets })`.
 */
export async function composeEmail(
  db: Db,
  key: string,
  language: MailLanguage,
  values: PlaceholderValues,
): Promise<RenderedEmail> {
  const [email] = await composeEmails(db, key, language, [values]);
  return email!;
}

/**
 * The same kind of email for several recipients in one language: the wording is looked up once,
 * then rendered with each one's values (in the same order).
 */
export async function composeEmails(
  db: Db,
  key: string,
  language: MailLanguage,
  values: PlaceholderValues[],
): Promise<RenderedEmail[]> {
  const kind = kindOf(key);
  const template: TemplateText = (await findOverride(db, key, language)) ?? kind.defaults[language];
  const memo = new Map<string, { html: string; text: string }>();
  return Promise.all(values.map((v) => renderTemplate(template, v, kind.placeholders, memo)));
}

/** A candidate's email language (English when unknown). */
export async function languageOfCandidate(db: Db, id: string): Promise<MailLanguage> {
  return (await candidateLanguages(db, [id])).get(id) ?? 'en';
}

/** The language of an account's email: the candidate's choice; staff and employers read English. */
export async function languageOf(db: Db, role: Role, id: string): Promise<MailLanguage> {
  return role === 'candidate' ? languageOfCandidate(db, id) : 'en';
}

function summary(kind: EmailKind, language: MailLanguage, row: EmailTemplateRow | undefined) {
  return {
    kind: kind.key,
    language,
    audience: kind.audience,
    subject: row?.subject ?? kind.defaults[language].subject,
    customised: Boolean(row),
    updatedAt: iso(row?.updatedAt ?? null),
    updatedByName: row?.updatedByName ?? null,
  } satisfies EmailTemplateSummary;
}

function toTemplate(
  kind: EmailKind,
  language: MailLanguage,
  row: EmailTemplateRow | undefined,
): EmailTemplate {
  return {
    ...summary(kind, language, row),
    body: row?.body ?? kind.defaults[language].body,
    defaultSubject: kind.defaults[language].subject,
    defaultBody: kind.defaults[language].body,
    placeholders: Object.keys(kind.placeholders),
    required: kind.required,
    record: kind.record,
  };
}

export async function list(db: Db): Promise<EmailTemplateList> {
  const saved = new Map((await listOverrides(db)).map((r) => [`${r.kind}/${r.language}`, r]));
  return {
    data: emailKinds.flatMap((kind) =>
      mailLanguages.map((language) =>
        summary(kind, language, saved.get(`${kind.key}/${language}`)),
      ),
    ),
  };
}

function known(key: string): EmailKind {
  const kind = emailKind(key);
  if (!kind) throw notFound('No such kind of email');
  return kind;
}

export async function get(db: Db, key: string, language: MailLanguage): Promise<EmailTemplate> {
  const kind = known(key);
  return toTemplate(kind, language, await findOverride(db, key, language));
}

const braces = (names: string[]) => names.map((n) => `{{${n}}}`).join(', ');
/** A `{{` that does not open a placeholder by a name. */
const STRAY_BRACES = /\{\{(?!\s*[a-zA-Z]\w*\s*\}\})/;

/** Refuses placeholders the kind does not know, and a body without those it must contain. */
export function checkTemplate(kind: EmailKind, input: TemplateText): void {
  for (const field of ['subject', 'body'] as const) {
    const unknown = placeholdersIn(input[field]).filter((n) => !(n in kind.placeholders));
    if (unknown.length) {
      throw badRequest(
        `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${braces(unknown)}: this email can use ${braces(Object.keys(kind.placeholders))}`,
        field,
      );
    }
    if (STRAY_BRACES.test(input[field])) {
      throw badRequest('Write a placeholder as {{name}}, with one of the names listed', field);
    }
  }
  const used = placeholdersIn(input.body);
  const missing = kind.required.filter((n) => !used.includes(n));
  if (missing.length) {
    const name = kind.key.split('.').slice(1).join(' ');
    throw badRequest(`The ${name} email must contain ${braces(missing)}`, 'body');
  }
}

async function audit(
  tx: Db,
  viewer: Viewer & { name?: string | null },
  action: string,
  kind: string,
  language: MailLanguage,
): Promise<void> {
  await writeAudit(tx, {
    actor: auditActor(viewer),
    action,
    entity: 'email_template',
    entityId: null,
    details: { kind, language },
  });
}

export async function save(
  db: Db,
  viewer: Viewer & { name?: string | null },
  key: string,
  language: MailLanguage,
  input: SaveEmailTemplateInput,
): Promise<EmailTemplate> {
  const kind = known(key);
  checkTemplate(kind, input);
  await withTransaction(db, async (tx) => {
    await upsertOverride(tx, {
      kind: key,
      language,
      subject: input.subject,
      body: input.body,
      updatedBy: viewer.id,
      updatedAt: now(),
    });
    await audit(tx, viewer, 'email_template.save', key, language);
  });
  return get(db, key, language);
}

/** Deletes staff's wording: the default is used again. */
export async function restoreDefault(
  db: Db,
  viewer: Viewer & { name?: string | null },
  key: string,
  language: MailLanguage,
): Promise<void> {
  known(key);
  await withTransaction(db, async (tx) => {
    if (await deleteOverride(tx, key, language))
      await audit(tx, viewer, 'email_template.restore', key, language);
  });
}

/** Links that grant access show masked in a preview, as staff read them in the outbox. */
export function masked(email: RenderedEmail): EmailPreview {
  const shown = renderMail(email, null, 'masked');
  return { subject: shown.subject, text: shown.text, html: shown.html ?? '' };
}

/** The values a preview fills in: from the application chosen, else samples and the reader. */
async function previewValues(
  db: Db,
  viewer: Viewer & { name?: string | null },
  kind: EmailKind,
  recordId: string | undefined,
  publicUrl: string,
): Promise<PlaceholderValues> {
  const name = viewer.name ?? 'Alex Morgan';
  const base: PlaceholderValues = {
    fullName: name,
    firstName: firstNameOf(name),
    inviterName: name,
    candidateName: name,
    vacancyTitle: 'Graduate Analyst',
    employerName: 'Acme Ltd',
    link: `${publicUrl}/reset-password?token={{secret:preview}}`,
    ...kind.sample,
  };
  if (kind.record !== 'application') return base;
  if (!recordId) throw badRequest('Choose an application to preview this email with', 'recordId');
  const row = await findApplication(db, recordId);
  if (!row) throw notFound('Application not found');
  const values = applicationValues(row, publicUrl, 'Thank you for your interest.');
  return kind.audience === 'staff'
    ? { ...base, ...values, link: `${publicUrl}/careers/applications/${row.id}` }
    : { ...base, ...values };
}

export async function preview(
  db: Db,
  viewer: Viewer & { name?: string | null },
  key: string,
  input: PreviewEmailTemplateInput,
  publicUrl: string,
): Promise<EmailPreview> {
  const kind = known(key);
  checkTemplate(kind, input);
  const values = await previewValues(db, viewer, kind, input.recordId, publicUrl);
  return masked(await renderTemplate(input, values, kind.placeholders));
}
