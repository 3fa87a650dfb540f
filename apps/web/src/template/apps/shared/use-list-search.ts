import { useState } from 'react';
import { useDebounced } from '../../../core/hooks/use-debounced.ts';

/**
 * An app list's search: the field's value and change (for the app's search bar), and the trimmed
 * text to ask for once typing settles (at once when the field is cleared).
 */
export function useListSearch() {
  const [value, setValue] = useState('');
  const settled = useDebounced(value.trim(), value ? 250 : 0);
  return { field: { value, onChange: setValue }, settled };
}
