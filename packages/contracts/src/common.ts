import { z } from 'zod';
import { STALE_EDIT_FIELD } from './domain.ts';

/** Every error the API answers: a message people can read and, for bad input, the field. */
export const errorSchema = z.object({
  /** English, for logs and API clients; screens show their own text for `code`. */
  message: z.string(),
  /** Stable and documented (error-codes.ts): what went wrong, whatever the wording. */
  code: z.string().optional(),
  field: z.string().optional(),
  /** For a 409 on a status change: the states allowed next. */
  allowed: z.array(z.string()).optional(),
  /** For a 409 on applying: the required document kinds that are missing. */
  missing: z.array(z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
/** Nobody pages through a million rows; they search or filter (and counts stop at 1 000). */
export const MAX_PAGE = 10_000;

/** Paging shared by every list: page from 1, perPage 1..100 (out of range is a 400, never a clamp). */
export const pagingQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}; search or filter instead`)
    .default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sort: sortDirectionSchema.default('desc'),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    /** True when there are more rows than `total` (counting stops at 1 000: show "1,000+"). */
    totalCapped: z.boolean().optional(),
    page: z.number().int(),
    perPage: z.number().int(),
  });
}
export interface Page<T> {
  data: T[];
  total: number;
  totalCapped?: boolean;
  page: number;
  perPage: number;
}

export const idParamsSchema = z.object({ id: z.uuid() });

export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2999;

/**
 * An ISO 8601 date and time with an offset, in years this service can mean (the database stores
 * years 4713 BC to 294276 AD, JavaScript others: neither is a reason to accept year 0 or 10000).
 */
export function isoDateTime(message: string) {
  return z.iso.datetime({ offset: true, message }).refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
    },
    { message: `Enter a date between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}` },
  );
}

/**
 * Stale-edit protection: an edit carries the record's `updatedAt` as the client last read it;
 * when the record changed since, the server answers 409 with this field and message.
 */
export const expectedUpdatedAtSchema = isoDateTime(
  'expectedUpdatedAt must be the ISO date and time the record was last read at',
);

/** True for the keys of an update that change the record (not the version it was made from). */
export const isRecordChange = (key: string) => key !== STALE_EDIT_FIELD;
