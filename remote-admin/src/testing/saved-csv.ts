// Test helper (tests only): what a CSV export saved, read back as a person's spreadsheet would.
import { waitFor } from '@testing-library/react';

/** the text of the CSV the screen saved */
export async function savedCsv(run: () => Promise<void>): Promise<{ name: string; bytes: Uint8Array; text: string }> {
  const blobs: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (b: Blob) => (blobs.push(b), 'blob:csv');
  URL.revokeObjectURL = () => undefined;
  let name = '';
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  try {
    await run();
    await waitFor(() => expect(blobs).toHaveLength(1));
    const read = <T>(how: (r: FileReader) => void) =>
      new Promise<T>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as T);
        how(reader);
      });
    const bytes = new Uint8Array(await read<ArrayBuffer>((r) => r.readAsArrayBuffer(blobs[0])));
    const text = await read<string>((r) => r.readAsText(blobs[0]));
    return { name, bytes, text };
  } finally {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    click.mockRestore();
  }
}

