import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { errorSchema } from '@careers/contracts';
import { security } from '../routes.ts';
import { sendExport } from './files.ts';
import type { ExportCell, ExportRequest } from './table.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Paging = { page: z.ZodType; perPage: z.ZodType };
/** A list's filters: its query without paging. */
type Filters<L extends z.ZodObject<Paging>> = Omit<z.output<L>, 'page' | 'perPage'>;

/**
 * `GET /<name>/export`: a list's filters (its query without paging) and the export options,
 * answered as a dated CSV or Excel attachment of the rows the service's `exportTable` makes.
 */
export function exportRoute<L extends z.ZodObject<Paging>, C extends string>(
  app: ZodApp,
  route: {
    name: string;
    preHandler: preHandlerAsyncHookHandler;
    tags: string[];
    summary: string;
    errors: Record<number, typeof errorSchema>;
    listQuery: L;
    options: z.ZodObject<{ columns: z.ZodType<C[]> }>;
    exportTable: (
      filters: Filters<L>,
      request: ExportRequest<C>,
    ) => Promise<{ headers: string[]; rows: ExportCell[][] }>;
  },
): void {
  app.get(
    `/${route.name}/export`,
    {
      preHandler: route.preHandler,
      schema: {
        tags: route.tags,
        security,
        summary: route.summary,
        querystring: route.listQuery
          .omit({ page: true, perPage: true })
          .extend(route.options.shape),
        response: { 200: z.string(), ...route.errors },
      },
    },
    async (request, reply) => {
      // The query is the schema above: the list's filters (its query without paging) and the options.
      const { format, lang, columns, ...filters } = request.query as unknown as ExportRequest<C> &
        Record<string, unknown>;
      const table = await route.exportTable(filters as Filters<L>, { format, lang, columns });
      return sendExport(reply, route.name, format, lang, table);
    },
  );
}
