import { errorText } from '@pishkhan/common/i18n/fa/ui';
import { ApiError, buildUrl, type Query } from '../../app/api';

/** A large export the server writes in the background (202): its task, and its rows when counted. */
export interface QueuedExport {
  task_id: number;
  rows: number | null;
}

/** Where a queued export's file is downloaded once its task is done. */
export const exportFilePath = (taskId: number) => `/api/admin/exports/${taskId}/file`;

/**
 * GETs a file with the session cookie and `X-Requested-With` and saves it under the name the
 * server gives (Content-Disposition), else `fallbackName`. An export too large to answer at once is
 * answered 202 with its background task instead: that is returned (nothing is saved yet).
 */
export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<QueuedExport | null> {
  const res = await fetch(buildUrl(path, query), {
    method: 'GET',
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!res.ok) {
    let message = errorText.byStatus[res.status] || errorText.generic;
    try {
      const body = (await res.json()) as { error?: { message?: string } };
      if (body.error?.message) message = body.error.message;
    } catch {
      /* not JSON */
    }
    throw new ApiError(res.status, 'http_' + res.status, message);
  }
  if (res.status === 202) return ((await res.json()) as { data: QueuedExport }).data;
  const blob = await res.blob();
  const cd = res.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  const name = star ? decodeURIComponent(star[1]!) : plain ? plain[1]! : fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return null;
}
