import { useEffect, useMemo } from 'react';

/**
 * An object URL for bytes fetched through the API client (which carries the token), so an image
 * or a frame can show them; revoked when the bytes change or the component goes. Null without bytes.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
