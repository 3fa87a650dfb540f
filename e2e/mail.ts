import type { APIRequestContext } from '@playwright/test';
import type { CaughtMail } from './mail-catcher.ts';
import { mailURL } from './ports.ts';

/** The messages the e2e mail catcher received for `address`, oldest first. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const res = await request.get(`${mailURL}/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok()) throw new Error(`mail catcher answered ${res.status()}`);
  return (await res.json()) as CaughtMail[];
}

/**
 * The path and query of the newest link to `path` mailed to `address` (waiting for the server's
 * worker to send it), e.g. `/verify-email?token=…`.
 */
export async function mailedLink(
  request: APIRequestContext,
  address: string,
  path: string,
  after = 0,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]*${path.replace(/[/.?]/g, '\\$&')}\\?[^\\s]+`);
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(request, address);
    const links = mails.map((m) => pattern.exec(m.text)?.[0]).filter((l): l is string => !!l);
    if (links.length > after) {
      const url = new URL(links[links.length - 1]!);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${path} link reached ${address}`);
}
