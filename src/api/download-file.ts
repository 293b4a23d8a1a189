import { api } from './client';

const FILENAME_PATTERN = /filename="?([^";]+)"?/;

/**
 * Downloads an export (the admin's CSV, the shopper's own data) as a file. It needs the bearer
 * token, which a plain link cannot send, so the file is fetched and handed to the browser as a
 * blob URL.
 */
export async function downloadFile(
  path: string,
  searchParams: Record<string, string>,
  fallbackName: string,
): Promise<string> {
  const response = await api.get(path, { searchParams, timeout: 120_000 });
  const blob = await response.blob();
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = FILENAME_PATTERN.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is only needed that long.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return filename;
}
