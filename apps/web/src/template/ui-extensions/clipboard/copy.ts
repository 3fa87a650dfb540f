export type CopyOutcome = 'copied' | 'empty' | 'unavailable' | 'denied';

/** Writes text to the clipboard and says how it went, never throwing. */
export async function copyToClipboard(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<CopyOutcome> {
  if (text.trim() === '') return 'empty';
  if (!clipboard) return 'unavailable';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'denied';
  }
}
