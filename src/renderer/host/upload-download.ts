/** Opening by upload and saving by download: the web edition's way where File System Access is missing. */

export function pickFileByUpload(win: Window, accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = win.document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.style.display = 'none';
    const done = (file: File | null) => {
      input.remove();
      resolve(file);
    };
    input.addEventListener('change', () => done(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => done(null), { once: true });
    win.document.body.append(input);
    input.click();
  });
}

export function saveByDownload(win: Window, name: string, data: string | Uint8Array, mime: string): void {
  const blob = new Blob([typeof data === 'string' ? data : (data as Uint8Array<ArrayBuffer>)], { type: mime });
  const url = URL.createObjectURL(blob);
  const a = win.document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  win.document.body.append(a);
  a.click();
  a.remove();
  // The download has started by now; the URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
