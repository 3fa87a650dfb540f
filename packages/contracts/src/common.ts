import { z } from 'zod';

/** Every error the API answers: a message people can read and, for bad input, the field. */
export const errorSchema = z.object({
  message: z.string(),
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
 * The version an edit was made from: the record's `updatedAt` as the editor last read it. An edit
 * whose version is no longer current is refused (409) instead of silently overwriting.
 */
export const expectedUpdatedAtSchema = isoDateTime('Send the updatedAt of the version you edited');

export const staleEditMessage =
  'This record was changed by someone else since you opened it. Reload to see the latest version.';
