import type { Plugin } from 'vite';
import { FIRST_REQUESTS, type FirstRequests } from '../src/app/first-requests.ts';
import { STORAGE_KEYS } from '../src/core/auth/session-storage.ts';
import { requestKey } from '../src/core/http/first-answers.ts';

/**
 * What the head sends for a path: the role that opens it, and each request as its key (a URL
 * itself, with its parameters sorted), which is also how the app looks the answer up.
 */
type HeadTable = Record<string, { role: string; requests: string[] }>;

export function headTable(table: Readonly<Record<string, FirstRequests>>): HeadTable {
  return Object.fromEntries(
    Object.entries(table).map(([path, { role, urls }]) => [
      path,
      { role, requests: urls.map(requestKey) },
    ]),
  );
}

/**
 * A classic script for the document's head: for a signed-in reader opening one of the table's
 * paths with no query string, it sends that screen's first API calls as the document arrives, with
 * the stored token, and leaves the answers in `window.__careersFirst` for the app's calls to take
 * (core/http/first-answers.ts). Anything unexpected (no storage, another role, a query) sends
 * nothing: the app asks as it always has.
 */
export function firstRequestsScript(table: HeadTable): string {
  return [
    '(function () {',
    `  var table = ${JSON.stringify(table)};`,
    '  var first, token, user;',
    '  try {',
    '    first = !location.search && table[location.pathname];',
    "    if (!first || typeof fetch !== 'function') return;",
    `    token = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)});`,
    `    user = JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.userData)}) || 'null');`,
    '  } catch (e) {',
    '    return;',
    '  }',
    '  if (!token || !user || user.role !== first.role) return;',
    '  var answers = {};',
    '  first.requests.forEach(function (request) {',
    '    var answer = fetch(request, {',
    "      headers: { Accept: 'application/json, text/plain, */*', Authorization: 'Bearer ' + token },",
    '    });',
    // A failure is the app's to see when it takes the answer, not an unhandled rejection.
    '    answer.catch(function () {});',
    '    answers[request] = answer;',
    '  });',
    '  window.__careersFirst = { at: Date.now(), answers: answers };',
    '})();',
  ].join('\n');
}

/** Puts firstRequestsScript, with the app's table, first in the built index.html's head. */
export function firstRequestsPlugin(): Plugin {
  return {
    name: 'careers-first-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          children: firstRequestsScript(headTable(FIRST_REQUESTS)),
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
