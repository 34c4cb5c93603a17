/** Hands the browser a file to save (an export of the admin's), made here, never fetched from an address. */
export function saveFile(content: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
