// The shop tells the navbar's cart when the cart changes, without either importing the other.
const listeners = new Set<() => void>();

export function onCartChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function cartChanged(): void {
  for (const l of listeners) l();
}
