import { send, type HttpParams } from './base-query.ts';

/**
 * Files the API answers (a CSV export, a document's bytes) come through the same client as every
 * call (it carries the token); a plain link could not. Not cached: each download asks afresh.
 */
export async function fetchFile(
  url: string,
  params?: HttpParams,
): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await send<Blob>({ url, params, responseType: 'blob' });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: res.data, fileName: name ? decodeURIComponent(name) : null };
}

/** Fetches a file and hands it to the browser as a download; rejects when the call fails. */
export async function downloadFile(
  url: string,
  fallbackName: string,
  params?: HttpParams,
): Promise<Blob> {
  const { blob, fileName } = await fetchFile(url, params);
  saveBlob(blob, fileName ?? fallbackName);
  return blob;
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
