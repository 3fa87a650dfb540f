import type { Plugin, Rolldown } from 'vite';
import { STORAGE_KEYS } from '../src/core/auth/session-storage.ts';
import { SESSION_ONLY } from './prerender-plugin.ts';

/** The chunks every signed-in screen loads (build/chunk-groups.ts names them). */
export const SIGNED_IN_CHUNKS = ['frame', 'data'];

/** The chunk of what an area's screens share, by the paths of its screens. */
export const AREA_CHUNKS: Record<string, string> = { '/careers/': 'careers', '/portal/': 'portal' };

/**
 * The module of an area's route preloads (`preloadFrom(() => import('./preloads.ts'), …)`), by
 * the paths of its screens: its chunk starts with the area's, so a screen's preload runs as soon
 * as the app does (asked for once the app had run, it was a round trip in front of the screen's
 * data: some 50 ms at CPU 1× on the staff calendar). Kept true by frame-preload-plugin.test.ts.
 */
export const AREA_PRELOAD_MODULES: Record<string, string> = {
  '/careers/': '/src/features/careers/preloads.ts',
  '/portal/': '/src/features/portal/preloads.ts',
};

/**
 * The path prefixes whose screens all show the sample API's data (the template's demos): their
 * route preload loads the sample API's chunk, which the head starts instead, beside the entry.
 * Kept true by frame-preload-plugin.test.ts against the route table. (`/pages/` also holds the
 * sign-in demos, which have no sample data: not listed.)
 */
export const SAMPLE_DATA_AREAS = [
  '/dashboard/',
  '/apps/',
  '/access-control',
  '/ui-element/',
  '/icons/',
  '/cards/',
  '/components/',
  '/extensions/',
  '/page-layout/',
  '/forms/',
  '/tables/',
  '/datatables/',
  '/charts/',
];

/** The sample API's chunk (build/chunk-groups.ts): what SAMPLE_DATA_AREAS preload. */
const SAMPLE_API_CHUNK = 'fake-api';

/** The module of an area of the sample API, by its name in fake-api/areas.ts. */
const sampleAreaModule = (area: string) => `/src/fake-api/areas/${area}.ts`;

/**
 * Screens whose own files the head starts beside the entry, by exact path, rather than after the
 * app's code has loaded, run and routed (one round trip of script, and the file's bytes, later):
 * the calendars (their chunks bring FullCalendar, some 67 KB compressed) and the screens people
 * open first, the lists and dashboards of the careers service and the template's most used
 * demos. Each path's screen module; kept true by frame-preload-plugin.test.ts.
 */
export const SCREEN_MODULES: Record<string, string> = {
  '/apps/calendar': '/src/template/apps/calendar/calendar-page.tsx',
  '/careers/calendar': '/src/features/careers/bookings/booking-calendar-page.tsx',
  '/careers/dashboard': '/src/features/careers/dashboard/dashboard-page.tsx',
  '/careers/applications': '/src/features/careers/applications/applications-page.tsx',
  '/careers/vacancies': '/src/features/careers/vacancies/vacancies-page.tsx',
  '/portal/vacancies': '/src/features/portal/vacancies-page.tsx',
  '/portal/bookings': '/src/features/portal/bookings-page.tsx',
  '/dashboard/ecommerce': '/src/template/dashboards/ecommerce-dashboard-page.tsx',
  '/apps/email': '/src/template/apps/email/email-page.tsx',
  '/apps/invoice/list': '/src/template/apps/invoice/invoice-list-page.tsx',
  '/apps/user/list': '/src/template/apps/user/user-list-page.tsx',
  '/datatables/basic': '/src/template/tables-charts/datatables/basic-page.tsx',
};

/**
 * A screen's route preload kept in a module of its own (`preloadFrom(() =>
 * import('./x-preload.ts'), …)`), so its data need not wait for a heavy screen chunk: the head
 * starts it with the screen's files, before them. Asked for once the app had run, it was a round
 * trip in front of the screen's data, and of its first render, which waits for that data. By
 * exact path; kept true by frame-preload-plugin.test.ts.
 */
export const SCREEN_PRELOAD_MODULES: Record<string, string> = {
  '/apps/calendar': '/src/template/apps/calendar/calendar-preload.ts',
};

/**
 * The area of the sample API (fake-api/areas.ts) whose data a screen of SCREEN_MODULES shows:
 * the head starts its chunk with the screen's, beside the sample API's (asked for by the screen's
 * first call, it was a round trip of script in front of the data). By exact path; kept true by
 * frame-preload-plugin.test.ts and the cold loads' end-to-end test.
 */
export const SCREEN_SAMPLE_AREAS: Record<string, string> = {
  '/dashboard/ecommerce': 'cards',
  '/apps/calendar': 'calendar',
  '/apps/email': 'email',
  '/apps/invoice/list': 'invoice',
  '/apps/user/list': 'users',
  '/datatables/basic': 'datatables',
};

/** What a plan preloads: for every signed-in visit, per path prefix, and per screen's path. */
export interface FramePreloads {
  signedIn: string[];
  areas: Record<string, string[]>;
  screens: Record<string, string[]>;
}

type Chunk = Rolldown.OutputChunk;

/**
 * The files of the named chunks and of the chunks they import statically, without those the
 * document already loads (the entry and what it imports).
 */
export function chunkFiles(chunks: Chunk[], names: readonly string[]): string[] {
  return closureFiles(
    chunks,
    names.flatMap((name) => chunks.filter((c) => c.name === name && !c.isEntry)),
  );
}

/**
 * The files of `roots` and of the chunks they import statically, without the document's: each
 * chunk's stylesheets, then the chunk. (The app's loader waits for a chunk's stylesheets before it
 * runs the chunk: asked for only then, they were a round trip in front of the screen.)
 */
function closureFiles(chunks: Chunk[], roots: Chunk[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  // A chunk's static imports first, then the chunk: the files of `roots` not seen before.
  const closure = (files: string[]) => {
    const found: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = byFile.get(file);
      for (const dep of chunk?.imports ?? []) visit(dep);
      for (const css of chunk?.viteMetadata?.importedCss ?? []) {
        if (seen.has(css)) continue;
        seen.add(css);
        found.push(css);
      }
      found.push(file);
    };
    files.forEach(visit);
    return found;
  };
  closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  return closure(roots.map((c) => c.fileName));
}

/** The files a screen's module loads (its chunk and what that imports), beyond the document's. */
export function screenFiles(chunks: Chunk[], module: string): string[] {
  return closureFiles(
    chunks,
    chunks.filter((c) => c.facadeModuleId?.endsWith(module)),
  );
}

/**
 * A classic script for the document's head: for a signed-in reader (a session in storage) it
 * starts the frame's and the data layer's chunks, by path prefix the area's shared chunk (and its
 * route preloads' chunk) and the sample API's (the template's demos), and on a screen of
 * SCREEN_MODULES (exact path) the screen's own files, stylesheets included (and its route preload's,
 * SCREEN_PRELOAD_MODULES), as the document arrives — beside the entry, not
 * after it has loaded and run (the app asks for the same files later and gets these loads).
 *
 * It also loads the reader's number and date data (`Intl`'s locale data: some 35 ms of the main
 * thread at CPU 1×, 140 ms at 4×, taken by the first format a page makes) just after the splash's
 * first paint, while the main thread waits for the scripts: the style sheet's load lets the page
 * paint, a frame callback runs before that paint, and the task it posts after it. (Run on a timer,
 * it held back the end of the document's parsing and with it the entry's start; after the frame
 * callback alone, the splash's paint, which waits for the style sheet.)
 */
export function framePreloadScript(plan: FramePreloads, base = '/'): string {
  return [
    '(function () {',
    '  try {',
    `    if (!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)})) return;`,
    '  } catch (e) {',
    '    return;',
    '  }',
    `  var files = ${JSON.stringify(plan.signedIn)}.slice();`,
    `  var areas = ${JSON.stringify(plan.areas)};`,
    `  var screens = ${JSON.stringify(plan.screens)};`,
    '  var add = function (list) {',
    '    list.forEach(function (file) {',
    '      if (files.indexOf(file) < 0) files.push(file);',
    '    });',
    '  };',
    '  for (var prefix in areas) {',
    '    if (location.pathname.indexOf(prefix) === 0) add(areas[prefix]);',
    '  }',
    '  if (Object.prototype.hasOwnProperty.call(screens, location.pathname)) {',
    '    add(screens[location.pathname]);',
    '  }',
    '  files.forEach(function (file) {',
    "    var link = document.createElement('link');",
    // A stylesheet is fetched, not applied: the app's loader applies it with its chunk.
    '    if (/\\.css$/.test(file)) {',
    "      link.rel = 'preload';",
    "      link.setAttribute('as', 'style');",
    '    } else {',
    "      link.rel = 'modulepreload';",
    '    }',
    // As the app's loader asks: anything else is another request for the same file.
    "    link.crossOrigin = 'anonymous';",
    `    link.href = ${JSON.stringify(base)} + file;`,
    '    document.head.appendChild(link);',
    '  });',
    // The language is the one the locale script in the head chose (locales-plugin.ts).
    '  var warmUp = function () {',
    '    var locale = window.__careersLocale;',
    "    var lng = (locale && locale.lng) || 'en';",
    '    try {',
    '      new Intl.NumberFormat(lng).format(1);',
    '      new Intl.DateTimeFormat(lng).format(0);',
    '    } catch (e) {}',
    '  };',
    '  var painted = function (event) {',
    '    var sheet = event.target;',
    "    if (!sheet || sheet.tagName !== 'LINK' || sheet.rel !== 'stylesheet') return;",
    "    document.removeEventListener('load', painted, true);",
    '    requestAnimationFrame(function () {',
    '      setTimeout(warmUp, 0);',
    '    });',
    '  };',
    "  document.addEventListener('load', painted, true);",
    '})();',
  ].join('\n');
}

/**
 * Each area's files beyond the signed-in frame's, by the paths of its screens: its shared chunk
 * (AREA_CHUNKS) and what that imports, then its route preloads' chunk (AREA_PRELOAD_MODULES).
 */
export function areaFiles(chunks: Chunk[], signedIn: string[]): Record<string, string[]> {
  const beyond = (files: string[], before: string[]) =>
    files.filter((f) => !signedIn.includes(f) && !before.includes(f));
  return Object.fromEntries(
    Object.entries(AREA_CHUNKS).map(([prefix, name]) => {
      const shared = beyond(chunkFiles(chunks, [...SIGNED_IN_CHUNKS, name]), []);
      const module = AREA_PRELOAD_MODULES[prefix];
      const preloads = module ? beyond(screenFiles(chunks, module), shared) : [];
      return [prefix, [...shared, ...preloads]];
    }),
  );
}

/**
 * Each screen's files of SCREEN_MODULES beyond the signed-in frame's: its route preload's module
 * first (SCREEN_PRELOAD_MODULES), then the screen's, each file once.
 */
export function screensFiles(
  chunks: Chunk[],
  signedIn: string[],
  modules: Record<string, string> = SCREEN_MODULES,
  preloads: Record<string, string> = SCREEN_PRELOAD_MODULES,
): Record<string, string[]> {
  const screens: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(modules)) {
    const preload = preloads[path];
    const files = [
      ...new Set([
        ...(preload ? screenFiles(chunks, preload) : []),
        ...screenFiles(chunks, module),
      ]),
    ].filter((f) => !signedIn.includes(f));
    if (files.length) screens[path] = files;
  }
  return screens;
}

/** Puts framePreloadScript, with the built chunks' file names, in the built index.html. */
export function framePreloadPlugin(): Plugin {
  return {
    name: 'careers-frame-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        const signedIn = chunkFiles(chunks, SIGNED_IN_CHUNKS);
        const beyondSignedIn = (name: string) =>
          chunkFiles(chunks, [...SIGNED_IN_CHUNKS, name]).filter((f) => !signedIn.includes(f));
        const areas = areaFiles(chunks, signedIn);
        const sampleApi = beyondSignedIn(SAMPLE_API_CHUNK);
        for (const prefix of SAMPLE_DATA_AREAS) areas[prefix] = sampleApi;
        const screens = screensFiles(chunks, signedIn);
        for (const [path, area] of Object.entries(SCREEN_SAMPLE_AREAS)) {
          // First (a file of a few kilobytes the data waits for), each file once.
          const files = screenFiles(chunks, sampleAreaModule(area)).filter(
            (file) => !signedIn.includes(file),
          );
          screens[path] = [...new Set([...files, ...(screens[path] ?? [])])];
        }
        return [
          {
            tag: 'script',
            attrs: { [SESSION_ONLY]: true },
            children: framePreloadScript({ signedIn, areas, screens }),
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
