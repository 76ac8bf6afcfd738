/** Hands a downloaded file to the browser's save flow under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A bulk print's answer: the PDF itself, saved under `fileName`, or (for many records, printed in
 * the background) the job that will make it, whose id is returned for the screen to follow.
 */
export async function savePdfOrJob(answer: Blob, fileName: string): Promise<number | null> {
  if (!answer.type.includes('json')) {
    saveBlob(answer, fileName);
    return null;
  }
  return (JSON.parse(await answer.text()) as { JobId: number }).JobId;
}
