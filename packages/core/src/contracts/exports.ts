import { z } from 'zod';
import { type DateRange, formatDateRangeParam, parseDateRangeParam } from '../domain/dates.ts';
import { EXPORT_MIME_TYPES } from '../domain/export-formats.ts';
import { Filter } from './filter.ts';

/* Whole-dashboard exports (issue 8 §4): the dashboard as a PDF of its print view, or as XLSX, one sheet per card. */

export const DASHBOARD_FILE_FORMATS = ['pdf', 'xlsx'] as const;
export type DashboardFileFormat = (typeof DASHBOARD_FILE_FORMATS)[number];

export const DASHBOARD_FILE_MIME_TYPES: Record<DashboardFileFormat, string> = {
  pdf: EXPORT_MIME_TYPES.PDF,
  xlsx: EXPORT_MIME_TYPES.XLSX,
};

/** `POST /exports/v1/{universeId}/dashboards/{dashboardId}.{pdf|xlsx}` */
export const DashboardFileParams = z.object({
  universeId: z.string().min(1).max(128),
  dashboardId: z.string().min(1).max(128),
  format: z.enum(DASHBOARD_FILE_FORMATS),
});
export type DashboardFileParams = z.infer<typeof DashboardFileParams>;

const DateRangeParam = z
  .string()
  .max(40)
  .refine((value) => parseDateRangeParam(value) !== null, { error: 'errors.badRequest' });

/**
 * What is on screen when the user exports: the period (`start:end` in ms, as card requests send it) and the
 * global filter. A null filter means the dashboard's saved global filter.
 */
export const DashboardFileRequest = z.object({
  date_range: DateRangeParam,
  filter: Filter.strict().nullable().default(null),
});
export type DashboardFileRequest = z.infer<typeof DashboardFileRequest>;
export type DashboardFileRequestInput = z.input<typeof DashboardFileRequest>;

/** The print view sets this attribute on its root once every card has settled (ready, empty or failed). */
export const PRINT_READY_ATTRIBUTE = 'data-print-ready';

/** The print view's query string: the same period and filter as the export request, and the staging flag. */
export const PrintViewSearch = z.object({
  date_range: DateRangeParam,
  filter: z
    .string()
    .max(100_000)
    .transform((text, context) => {
      const parsed = Filter.strict().safeParse(safeJson(text));
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: 'errors.invalidFilter' });
      return z.NEVER;
    }),
  is_staging: z.enum(['true', 'false']).default('false'),
});
export type PrintViewSearch = z.infer<typeof PrintViewSearch>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface PrintViewTarget {
  accountId: string;
  universeId: string;
  dashboardId: string;
  dateRange: DateRange;
  filter: Filter;
  isStaging: boolean;
}

/** The address of a dashboard's print view (no credentials ever go in it: the session travels as cookies). */
export function printViewPath(target: PrintViewTarget): string {
  const search = new URLSearchParams({
    date_range: formatDateRangeParam(target.dateRange),
    filter: JSON.stringify(target.filter),
    is_staging: String(target.isStaging),
  });
  const segments = [target.accountId, target.universeId, 'print', target.dashboardId].map(encodeURIComponent);
  return `/${segments.join('/')}?${search}`;
}
