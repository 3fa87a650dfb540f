import { test as base, expect } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  pageErrors: string[];
}

/**
 * Every test fails on a console error, an uncaught page error or a failed request,
 * unless it declares the ones it expects with `problems.allow(/pattern/)`.
 */
export const test = base.extend<{ problems: PageProblems & { allow(re: RegExp): void } }>({
  problems: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: PageProblems = { consoleErrors: [], failedRequests: [], pageErrors: [] };
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => problems.pageErrors.push(err.message));
      page.on('requestfailed', (req) => {
        const failure = req.failure()?.errorText ?? '';
        // Navigations away abort pending requests; that is not a failure of the app.
        if (failure.includes('ERR_ABORTED')) return;
        problems.failedRequests.push(`${req.method()} ${req.url()} ${failure}`);
      });
      page.on('response', (res) => {
        if (res.status() >= 500) problems.failedRequests.push(`${res.status()} ${res.url()}`);
      });
      await use({ ...problems, allow: (re: RegExp) => allowed.push(re) });
      const keep = (list: string[]) => list.filter((m) => !allowed.some((re) => re.test(m)));
      expect(keep(problems.pageErrors), 'uncaught page errors').toEqual([]);
      expect(keep(problems.consoleErrors), 'console errors').toEqual([]);
      expect(keep(problems.failedRequests), 'failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
