// The File System Access API parts the web host uses; lib.dom does not declare the pickers yet.
interface FilePickerAcceptType {
  description?: string;
  accept: Record<string, string[]>;
}

interface OpenFilePickerOptions {
  multiple?: boolean;
  excludeAcceptAllOption?: boolean;
  types?: FilePickerAcceptType[];
  id?: string;
  /** Where the picker opens: a known file's folder. */
  startIn?: FileSystemHandle;
}

interface SaveFilePickerOptions {
  suggestedName?: string;
  types?: FilePickerAcceptType[];
  id?: string;
}

type FileSystemPermissionMode = 'read' | 'readwrite';

interface FileSystemHandle {
  queryPermission?(descriptor: { mode: FileSystemPermissionMode }): Promise<PermissionState>;
  requestPermission?(descriptor: { mode: FileSystemPermissionMode }): Promise<PermissionState>;
}

interface Window {
  showOpenFilePicker?: (options?: OpenFilePickerOptions) => Promise<FileSystemFileHandle[]>;
  showSaveFilePicker?: (options?: SaveFilePickerOptions) => Promise<FileSystemFileHandle>;
  studio?: import('../../shared/studio-api').StudioApi;
}

interface DataTransferItem {
  getAsFileSystemHandle?(): Promise<FileSystemHandle | null>;
}
