import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailPreviewSchema,
  emailTemplateListSchema,
  emailTemplateParamsSchema,
  emailTemplateSchema,
  previewEmailTemplateInputSchema,
  saveEmailTemplateInputSchema,
} from '@careers/contracts';
import { errorResponses, noContent, sessionRoutes } from '../../lib/routes.ts';
import { noBody } from '../../lib/route-schemas.ts';
import * as service from './email-templates.service.ts';

const route = sessionRoutes(['email templates'], errorResponses(400, 401, 403, 404));

/** The wording of every automatic email, per language: staff admins only (issue 20). */
export const emailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admins = app.requireAbility('update', 'Admin');

  app.get(
    '/email-templates',
    route(admins, {
      summary: 'Every kind of automatic email in every language: customised or the default',
      response: { 200: emailTemplateListSchema },
    }),
    async () => service.list(db),
  );

  app.get(
    '/email-templates/:kind/:language',
    route(admins, {
      summary: 'One template: its wording, its default, and the placeholders it may and must use',
      params: emailTemplateParamsSchema,
      response: { 200: emailTemplateSchema },
    }),
    async (request) => service.get(db, request.params.kind, request.params.language),
  );

  app.put(
    '/email-templates/:kind/:language',
    route(admins, {
      summary:
        'Save staff wording (Markdown): unknown placeholders and a body without a required one are refused',
      params: emailTemplateParamsSchema,
      body: saveEmailTemplateInputSchema,
      response: { 200: emailTemplateSchema },
    }),
    async (request) =>
      service.save(db, request.user, request.params.kind, request.params.language, request.body),
  );

  app.delete(
    '/email-templates/:kind/:language',
    route(admins, {
      summary: 'Restore the default wording',
      params: emailTemplateParamsSchema,
      response: { 204: noBody },
    }),
    noContent(async (request) =>
      service.restoreDefault(db, request.user, request.params.kind, request.params.language),
    ),
  );

  app.post(
    '/email-templates/:kind/:language/preview',
    route(admins, {
      summary:
        'Render a draft with real values (from the application `recordId` for application emails); links that grant access show masked',
      params: emailTemplateParamsSchema,
      body: previewEmailTemplateInputSchema,
      response: { 200: emailPreviewSchema },
    }),
    async (request) =>
      service.preview(db, request.user, request.params.kind, request.body, app.config.publicUrl),
  );
};
