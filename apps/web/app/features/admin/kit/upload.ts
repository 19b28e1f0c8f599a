import { API_BASE, ApiError } from '@sen/core/api-client';
import type { Envelope } from '@sen/core/envelope';
import { getAccessToken } from '../../api/auth-token';
import { api } from '../../api/browser-api';

/**
 * A multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * The token is refreshed first through the shared client so a long-idle tab still uploads.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  if (!getAccessToken()) await api.get('/me').catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Network error'));
    xhr.onload = () => {
      let payload: Envelope<T> | null = null;
      try {
        payload = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        // Not JSON: reported below as an invalid answer.
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload) {
        onProgress(1);
        resolve(payload.metadata);
        return;
      }
      const body = payload as unknown as {
        message?: string;
        errorCode?: string;
        metadata?: { errors?: { field: string; message: string }[] };
      } | null;
      reject(
        new ApiError(
          xhr.status,
          body?.errorCode ?? 'INVALID_RESPONSE',
          body?.message ?? `HTTP ${xhr.status}`,
          body?.metadata?.errors ?? [],
        ),
      );
    };
    xhr.send(form);
  });
}

/** Downloads an authenticated file answer (e.g. a CSV export) and saves it under its server-given name. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  if (!getAccessToken()) await api.get('/me').catch(() => undefined);
  const token = getAccessToken();
  const response = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; errorCode?: string } | null;
    throw new ApiError(response.status, body?.errorCode ?? 'INVALID_RESPONSE', body?.message ?? `HTTP ${response.status}`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = decodeURIComponent(name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
