import { Button } from '@mantine/core';
import { useState } from 'react';
import { toSearchParams } from '../../api/search-params';
import { downloadFile } from '../../api/download-file';
import { serverErrorText } from '../../api/error-message';
import { toastError } from '../../app/toast';

const EXPORT_FAILED_FALLBACK = 'The export could not be made';

/** Downloads the list as the admin sees it filtered (every page) as a CSV file. */
export function ExportCsvButton({
  path,
  filters,
  fallbackName,
}: {
  path: string;
  filters: object;
  fallbackName: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="light"
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadFile(path, toSearchParams(filters), fallbackName)
          .catch(async (error: unknown) =>
            toastError((await serverErrorText(error)) ?? EXPORT_FAILED_FALLBACK),
          )
          .finally(() => setBusy(false));
      }}
    >
      Export CSV
    </Button>
  );
}
