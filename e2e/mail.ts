import type { APIRequestContext } from '@playwright/test';
import type { CaughtMail } from './mail-catcher.ts';
import { mailURL } from './ports.ts';

/** The messages the e2e mail catcher received for `address`, oldest first. */
export async function mailsTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const res = await request.get(`${mailURL}/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok()) throw new Error(`mail catcher answered ${res.status()}`);
  return (await res.json()) as CaughtMail[];
}
