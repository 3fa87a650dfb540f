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
        preload.removeAttribute(DEFERRED_STYLE);
        const href = preload.getAttribute('href') ?? '';
        // The screen's chunk loader may have applied its own already, later in the head (it
        // waits for it itself).
        const url = new URL(href, doc.baseURI).href;
        const applied = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        if (applied.some((link) => link.href === url)) {
          resolve();
          return;
        }
        const sheet = doc.createElement('link');
        sheet.rel = 'stylesheet';
        // The preload's mode, so the stylesheet is the preloaded response, not a second request.
        const mode = preload.getAttribute('crossorigin');
        if (mode !== null) sheet.setAttribute('crossorigin', mode);
        sheet.href = href;
        sheet.addEventListener('load', () => resolve(), { once: true });
        sheet.addEventListener('error', () => resolve(), { once: true });
        // Where the preload is: before the stylesheets the chunks' loader appends, so the
        // cascade is index.html's (the frame's rules first, a screen's after them).
        preload.after(sheet);
      }),
  );
  return Promise.all(loads).then(() => undefined);
}
