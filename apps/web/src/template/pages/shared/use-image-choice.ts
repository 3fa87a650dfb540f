import { useRef, useState, type ChangeEvent } from 'react';

/**
 * Choosing an image through a hidden file input that a button of the caller's opens: a file that
 * `problem` accepts becomes a local preview handed to `onPreview`; for one it refuses, `error`
 * holds the translation key of why (and the preview stays as it was).
 */
export function useImageChoice(
  problem: (file: File) => string | null,
  onPreview: (url: string) => void,
) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clearError: () => setError(null),
    open: () => input.current?.click(),
    inputProps: {
      ref: input,
      type: 'file',
      className: 'visually-hidden',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        // Cleared, so choosing the same file again is a change too.
        event.target.value = '';
        if (!file) return;
        const why = problem(file);
        setError(why);
        // A local preview only: the object URL lives as long as this page's document.
        if (!why) onPreview(URL.createObjectURL(file));
      },
    },
  };
}
