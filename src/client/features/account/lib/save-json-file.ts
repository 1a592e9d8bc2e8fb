/** Saves `data` as a JSON file through the browser's download (a blob behind an `<a download>`). */
export function saveJsonFile(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; the address must outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
