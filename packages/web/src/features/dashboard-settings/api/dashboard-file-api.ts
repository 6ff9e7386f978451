import {
  type DashboardFileFormat,
  type DashboardFileRequestInput,
  type DateRange,
  exportFileName,
  type Filter,
  formatDateRangeParam,
} from '@mirante/core';
import { request } from '../../../api/http-client.ts';

/**
 * Kept here, deliberately longer than the server's print timeout (300 s, its exports' PRINT_TIMEOUT_MS): the
 * print waits that long for its cards (spec §9) and the file comes after, so the server's own timeout answers
 * before this one gives up.
 */
const EXPORT_TIMEOUT_MS = 330_000;

/** The file name the server gave (RFC 6266 UTF-8 form first), else one from the title. */
function fileNameOf(response: Response, title: string, format: DashboardFileFormat): string {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return exportFileName(title, format === 'pdf' ? 'PDF' : 'XLSX');
}

/**
 * The whole dashboard as PDF or XLSX (`POST /exports/v1/{u}/dashboards/{d}.{pdf|xlsx}`), over the period and
 * with the global filter on screen.
 */
export async function fetchDashboardFile(
  target: { universeId: string; dashboardId: string; title: string },
  format: DashboardFileFormat,
  dateRange: DateRange,
  filter: Filter,
): Promise<{ blob: Blob; fileName: string }> {
  const body: DashboardFileRequestInput = { date_range: formatDateRangeParam(dateRange), filter };
  const path = `/exports/v1/${encodeURIComponent(target.universeId)}/dashboards/${encodeURIComponent(target.dashboardId)}.${format}`;
  const response = await request(path, { method: 'POST', body, timeoutMs: EXPORT_TIMEOUT_MS });
  return { blob: await response.blob(), fileName: fileNameOf(response, target.title, format) };
}
