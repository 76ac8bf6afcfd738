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
