/**
 * The attribute of a stylesheet's preload that the app applies itself. A prerendered document
 * (build/prerender.ts) paints with the rules its markup uses, inline, and only preloads the app's
 * stylesheets: parsed and matched before the first frame, they held the form back.
 */
export const DEFERRED_STYLE = 'data-deferred-style';

/**
 * Applies the document's deferred stylesheets (a link each, served from its preload) and settles
 * once each has loaded or failed: the app renders over the inline-styled markup only with its
 * full stylesheets in place. Nothing to do, and settled at once, in any other document.
 */
export function applyDeferredStyles(doc: Document = document): Promise<void> {
  const preloads = doc.head.querySelectorAll<HTMLLinkElement>(
    `link[rel="preload"][${DEFERRED_STYLE}]`,
  );
  const loads = [...preloads].map(
    (preload) =>
      new Promise<void>((resolve) => {
        const sheet = doc.createElement('link');
        sheet.rel = 'stylesheet';
        // The preload's mode, so the stylesheet is the preloaded response, not a second request.
        const mode = preload.getAttribute('crossorigin');
        if (mode !== null) sheet.setAttribute('crossorigin', mode);
        sheet.href = preload.getAttribute('href') ?? '';
        sheet.addEventListener('load', () => resolve(), { once: true });
        sheet.addEventListener('error', () => resolve(), { once: true });
        preload.removeAttribute(DEFERRED_STYLE);
        doc.head.append(sheet);
      }),
  );
  return Promise.all(loads).then(() => undefined);
}
