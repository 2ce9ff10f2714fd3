/**
 * Marks the file as UTF-8: spreadsheet programs read a CSV without it in the system's legacy
 * encoding, and names such as Åström come out garbled.
 */
const UTF8_BYTE_ORDER_MARK = "\uFEFF";

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const file = new Blob([UTF8_BYTE_ORDER_MARK, csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
