import { errorText } from '@pishkhan/common/i18n/fa/ui';
import { ApiError, buildUrl, type Query } from '../../app/api';

/**
 * GETs a file with the session cookie and `X-Requested-With` and saves it under the name the
 * server gives (Content-Disposition), else `fallbackName`.
 */
export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<void> {
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
}
