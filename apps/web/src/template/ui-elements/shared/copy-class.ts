import { notify } from '../../../core/ui/toasts.tsx';
import { copyText } from '../../../core/ui/clipboard.ts';

/** Copies a snippet and says so in a toast (or that the browser refused). */
export async function copyWithToast(text: string, done: string, failed: string): Promise<boolean> {
  const ok = await copyText(text);
  await notify(ok ? 'success' : 'error', ok ? done : failed);
  return ok;
}
