import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailPreviewSchema,
  emailTemplateListSchema,
  emailTemplateParamsSchema,
  emailTemplateSchema,
  previewEmailTemplateInputSchema,
  saveEmailTemplateInputSchema,
} from '@careers/contracts';
import { errorResponses, noContent, security } from '../../lib/routes.ts';
import * as service from './email-templates.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['email templates'];

/** The wording of every automatic email, per language: staff admins only (issue 20). */
export const emailTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admins = app.requireAbility('update', 'Admin');

  app.get(
    '/email-templates',
    {
      preHandler: admins,
      schema: {
        tags,
        security,
        summary: 'Every kind of automatic email in every language: customised or the default',
        response: { 200: emailTemplateListSchema, ...errors },
      },
    },
    async () => service.list(db),
  );

  app.get(
    '/email-templates/:kind/:language',
    {
      preHandler: admins,
      schema: {
        tags,
        security,
        summary: 'One template: its wording, its default, and the placeholders it may and must use',
        params: emailTemplateParamsSchema,
        response: { 200: emailTemplateSchema, ...errors },
      },
    },
    async (request) => service.get(db, request.params.kind, request.params.language),
  );

  app.put(
    '/email-templates/:kind/:language',
    {
      preHandler: admins,
      schema: {
        tags,
        security,
        summary:
          'Save staff wording (Markdown): unknown placeholders and a body without a required one are refused',
        params: emailTemplateParamsSchema,
        body: saveEmailTemplateInputSchema,
        response: { 200: emailTemplateSchema, ...errors },
      },
    },
    async (request) =>
      service.save(db, request.user, request.params.kind, request.params.language, request.body),
  );

  app.delete(
    '/email-templates/:kind/:language',
    {
      preHandler: admins,
      schema: {
        tags,
        security,
        summary: 'Restore the default wording',
        params: emailTemplateParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    noContent(async (request) =>
      service.restoreDefault(db, request.user, request.params.kind, request.params.language),
    ),
  );

  app.post(
    '/email-templates/:kind/:language/preview',
    {
      preHandler: admins,
      schema: {
        tags,
        security,
        summary:
          'Render a draft with real values (from the application `recordId` for application emails); links that grant access show masked',
        params: emailTemplateParamsSchema,
        body: previewEmailTemplateInputSchema,
        response: { 200: emailPreviewSchema, ...errors },
      },
    },
    async (request) =>
      service.preview(db, request.user, request.params.kind, request.body, app.config.publicUrl),
  );
};
