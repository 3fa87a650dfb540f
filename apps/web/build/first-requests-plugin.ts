import type { Plugin } from 'vite';
import {
  EVERY_SCREEN_REQUESTS,
  FIRST_REQUESTS,
  type FirstRequests,
} from '../src/app/first-requests.ts';
import { STORAGE_KEYS } from '../src/core/auth/session-storage.ts';
import { requestKey } from '../src/core/http/first-answers.ts';
import { SESSION_ONLY } from './prerender-plugin.ts';

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
 * A classic script for the document's head: for a signed-in reader it sends, as the document
 * arrives and with the stored token, the calls every signed-in screen makes (`everyScreen`) and,
 * on one of the table's paths with no query string and the role that opens it, that screen's
 * first calls too; it leaves the answers in `window.__careersFirst` for the app's calls to take
 * (core/http/first-answers.ts), with `screen` telling whether the screen's own calls are among
 * them. Anything unexpected (no storage, no session) sends nothing: the app asks as it always has.
 */
export function firstRequestsScript(table: HeadTable, everyScreen: readonly string[]): string {
  return [
    '(function () {',
    `  var table = ${JSON.stringify(table)};`,
    `  var requests = ${JSON.stringify(everyScreen.map(requestKey))};`,
    '  var first, token, user;',
    '  try {',
    "    if (typeof fetch !== 'function') return;",
    `    token = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)});`,
    `    user = JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.userData)}) || 'null');`,
    '  } catch (e) {',
    '    return;',
    '  }',
    '  if (!token || !user) return;',
    '  first = !location.search && table[location.pathname];',
    '  var screen = !!first && user.role === first.role;',
    '  if (screen) requests = first.requests.concat(requests);',
    '  var answers = {};',
    '  requests.forEach(function (request) {',
    '    if (answers[request]) return;',
    '    var answer = fetch(request, {',
    "      headers: { Accept: 'application/json, text/plain, */*', Authorization: 'Bearer ' + token },",
    '    });',
    // A failure is the app's to see when it takes the answer, not an unhandled rejection.
    '    answer.catch(function () {});',
    '    answers[request] = answer;',
    '  });',
    '  window.__careersFirst = { at: Date.now(), answers: answers, screen: screen };',
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
          attrs: { [SESSION_ONLY]: true },
          children: firstRequestsScript(headTable(FIRST_REQUESTS), EVERY_SCREEN_REQUESTS),
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
