/** How long a ripple lasts (spec §1). */
export const RIPPLE_MS = 500;

/**
 * One delegated listener: a press on any `.btn` grows a circle from the pointer, removed after
 * 500 ms. Returns the function that removes the listener.
 */
export function installRipple(root: Document | HTMLElement = document): () => void {
  const onPointerDown = (event: Event) => {
    const e = event as PointerEvent;
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>('.btn') : null;
    if (!target || target.classList.contains('no-ripple') || target.hasAttribute('disabled'))
      return;
    const rect = target.getBoundingClientRect();
    const size = Math.max(rect.width, rect.height) * 2;
    const wave = document.createElement('span');
    wave.className = 'ripple-wave';
    wave.setAttribute('aria-hidden', 'true');
    wave.style.width = wave.style.height = `${size}px`;
    wave.style.left = `${e.clientX - rect.left - size / 2}px`;
    wave.style.top = `${e.clientY - rect.top - size / 2}px`;
    target.appendChild(wave);
    window.setTimeout(() => wave.remove(), RIPPLE_MS);
  };
  root.addEventListener('pointerdown', onPointerDown);
  return () => root.removeEventListener('pointerdown', onPointerDown);
}
