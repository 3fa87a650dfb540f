import type { UseFormRegisterReturn } from 'react-hook-form';

/** A react-hook-form registration that does nothing: a field rendered on its own, outside a form. */
export function aRegistration<N extends string>(name: N): UseFormRegisterReturn<N> {
  return {
    name,
    onChange: async () => undefined,
    onBlur: async () => undefined,
    ref: () => undefined,
  };
}
