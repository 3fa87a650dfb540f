import { http } from '../../../core/http/http.ts';

/** A failed call as screens use it: the server's message, the field it names, the status. */
export interface CallError {
  message: string;
  field?: string;
  status?: number;
  allowed?: string[];
}

export function toCallError(error: unknown): CallError {
  if (typeof error === 'object' && error !== null && 'response' in error) {
    const response = (error as { response?: { status?: number; data?: unknown } }).response;
    const data = response?.data;
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const body = data as { message?: unknown; field?: unknown; allowed?: unknown };
      return {
        message: typeof body.message === 'string' ? body.message : 'Request failed',
        ...(typeof body.field === 'string' ? { field: body.field } : {}),
        ...(Array.isArray(body.allowed) ? { allowed: body.allowed.map(String) } : {}),
        ...(response?.status ? { status: response.status } : {}),
      };
    }
    if (response?.status) return { message: 'Request failed', status: response.status };
  }
  return { message: error instanceof Error ? error.message : 'Request failed' };
}

/** True when the value is a CallError (what `unwrap()` throws for our rejected thunks). */
export function isCallError(value: unknown): value is CallError {
  return typeof value === 'object' && value !== null && 'message' in value;
}

/** Downloads a file the API answers (CSV export, a document) through the shared client. */
export async function downloadFile(
  url: string,
  fallbackName: string,
  params?: Record<string, string | number>,
): Promise<Blob> {
  const res = await http.get<Blob>(url, { params, responseType: 'blob' });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  saveBlob(res.data, name ? decodeURIComponent(name) : fallbackName);
  return res.data;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
