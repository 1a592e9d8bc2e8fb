import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '#shared/account/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { saveJsonFile } from '../lib/save-json-file.ts';

/** Everything the server keeps about the gardener, and the name to save it under. */
export async function downloadAccountData(): Promise<{ fileName: string; data: unknown }> {
  // Saved as the server sent it: a field this copy of the app does not know yet still goes in the file.
  const data = await apiClient.get<unknown>('/api/account/export');
  const exportedAt = (data as { exported_at?: unknown } | null)?.exported_at;
  const fileName = exportFileName(typeof exportedAt === 'string' ? exportedAt : new Date().toISOString());
  return { fileName, data };
}

/** Fetches the export and hands it to the browser as a file; never kept in the query cache. */
export function useDownloadAccountData() {
  return useMutation({
    mutationFn: downloadAccountData,
    onSuccess: ({ fileName, data }) => saveJsonFile(fileName, data),
  });
}
