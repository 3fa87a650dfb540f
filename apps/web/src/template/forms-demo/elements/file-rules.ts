/** Human-readable size: 512 B, 14.2 KB, 1.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toFixed(1)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}

export type RejectionReason = 'type' | 'size' | 'count' | 'other';

/** react-dropzone's error codes, reduced to the reasons the screen explains. */
export function rejectionReason(code: string): RejectionReason {
  switch (code) {
    case 'file-invalid-type':
      return 'type';
    case 'file-too-large':
      return 'size';
    case 'too-many-files':
      return 'count';
    default:
      return 'other';
  }
}

export interface Limits {
  maxSize: number;
  maxFiles: number;
}

/** How many more files fit, given the ones already listed. */
export function roomLeft(current: number, { maxFiles }: Limits): number {
  return Math.max(0, maxFiles - current);
}
