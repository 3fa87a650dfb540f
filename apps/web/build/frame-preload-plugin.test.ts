// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchAt, routes } from '../src/app/routes.tsx';
import {
  AREA_PRELOAD_MODULES,
  areaFiles,
  chunkFiles,
  framePreloadScript,
  SAMPLE_DATA_AREAS,
  SCREEN_MODULES,
  SCREEN_PRELOAD_MODULES,
  SCREEN_SAMPLE_AREAS,
  screenFiles,
  screensFiles,
} from './frame-preload-plugin.ts';
import { chunk, CHUNKS } from './test-chunks.ts';
import { AREAS } from '../src/fake-api/areas.ts';

const plan = {
  signedIn: ['assets/data.js', 'assets/frame.js'],
  areas: { '/careers/': ['assets/careers.js'] },
  screens: { '/careers/calendar': ['assets/careers.js', 'assets/calendar.js'] },
};

/** What each run of the script listens for on the one document, taken away after each test. */
const listening: EventListenerOrEventListenerObject[] = [];

/** The script is written into the built index.html as is; run it as the browser would. */
const runHead = (script: string) => {
  const listen = vi.spyOn(document, 'addEventListener');
  new Function(script)();
  listening.push(...listen.mock.calls.map((call) => call[1]));
  listen.mockRestore();
};

const preloaded = (pathname: string) => {
  window.history.replaceState(null, '', pathname);
  runHead(framePreloadScript(plan));
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
};

afterEach(() => {
  for (const listener of listening.splice(0)) document.removeEventListener('load', listener, true);
  document.head.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (window as { __careersLocale?: unknown }).__careersLocale;
});

describe('chunkFiles', () => {
  it('lists the named chunks after what they import, without what the document loads', () => {
    expect(chunkFiles(CHUNKS, ['data', 'frame'])).toEqual([
      'assets/contracts.js',
      'assets/data.js',
      'assets/sign-in.js',
      'assets/frame.js',
    ]);
    expect(chunkFiles(CHUNKS, ['careers'])).toContain('assets/lib.js');
    expect(chunkFiles(CHUNKS, ['no-such-chunk'])).toEqual([]);
  });

  it('lists each chunk’s stylesheets before it, once, without the document’s', () => {
    const styled = (c: (typeof CHUNKS)[number], css: string[]) =>
      ({
        ...c,
        viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
      }) as typeof c;
    const chunks = CHUNKS.map((c) =>
      c.name === 'web'
        ? styled(c, ['assets/web.css'])
        : c.name === 'sign-in'
          ? styled(c, ['assets/sign-in.css'])
          : c.name === 'frame'
            ? styled(c, ['assets/frame.css', 'assets/sign-in.css'])
            : c,
    );
    expect(chunkFiles(chunks, ['data', 'frame'])).toEqual([
      'assets/contracts.js',
      'assets/data.js',
      'assets/sign-in.css',
      'assets/sign-in.js',
      'assets/frame.css',
      'assets/frame.js',
    ]);
  });
});

describe('the signed-in frame preload in the document head', () => {
  it('starts nothing for a visitor (the sign-in page loads none of it)', () => {
    expect(preloaded('/careers/applications')).toEqual([]);
  });

  it('starts the frame and data chunks for a session, and the area’s chunk on its paths', () => {
    localStorage.setItem('accessToken', 'token');
    const links = preloaded('/careers/applications');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/assets/data.js',
      '/assets/frame.js',
      '/assets/careers.js',
    ]);
    // Module scripts load in CORS mode: the preload must too, or the browser loads them twice.
    expect(links[0]?.crossOrigin).toBe('anonymous');
    document.head.innerHTML = '';
    expect(preloaded('/portal/vacancies').map((l) => l.getAttribute('href'))).toEqual([
      '/assets/data.js',
      '/assets/frame.js',
    ]);
  });

  it('adds a screen’s own files on its path, each file once', () => {
    localStorage.setItem('accessToken', 'token');
    expect(preloaded('/careers/calendar').map((l) => l.getAttribute('href'))).toEqual([
      '/assets/data.js',
      '/assets/frame.js',
      '/assets/careers.js',
      '/assets/calendar.js',
    ]);
  });

  it('fetches a stylesheet as the app’s loader will apply it, without applying it', () => {
    localStorage.setItem('accessToken', 'token');
    window.history.replaceState(null, '', '/careers/calendar');
    runHead(
      framePreloadScript({ ...plan, screens: { '/careers/calendar': ['assets/calendar.css'] } }),
    );
    const style = document.head.querySelector<HTMLLinkElement>('link[href="/assets/calendar.css"]');
    expect(style?.rel).toBe('preload');
    expect(style?.getAttribute('as')).toBe('style');
    expect(style?.crossOrigin).toBe('anonymous');
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('adds a screen’s files on its exact path only, not on the paths below it', () => {
    localStorage.setItem('accessToken', 'token');
    const hrefs = preloaded('/careers/calendar/123').map((l) => l.getAttribute('href'));
    expect(hrefs).not.toContain('/assets/calendar.js');
    expect(hrefs).toContain('/assets/careers.js');
  });
});

describe('the reader’s number and date data, loaded by the head', () => {
  /** Runs the head's script, then loads a style sheet as the document's would (the splash paints). */
  const loadPage = (sheetRel = 'stylesheet') => {
    window.history.replaceState(null, '', '/apps/calendar');
    runHead(framePreloadScript(plan));
    const sheet = document.createElement('link');
    sheet.rel = sheetRel;
    document.head.appendChild(sheet);
    sheet.dispatchEvent(new Event('load'));
  };
  /** Intl's formats, each recording the language it is made for. */
  const spyFormats = () => {
    const number = vi.fn();
    const date = vi.fn();
    const format = (made: (language: string) => void) =>
      class {
        constructor(language: string) {
          made(language);
          if (language === 'not a language!') throw new RangeError('Incorrect locale information');
        }
        format() {
          return '';
        }
      };
    vi.stubGlobal('Intl', { NumberFormat: format(number), DateTimeFormat: format(date) });
    return { number, date };
  };

  it('load after the splash’s first paint, in the language the head chose, once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    localStorage.setItem('accessToken', 'token');
    (window as { __careersLocale?: unknown }).__careersLocale = { lng: 'ar', data: null };
    const { number, date } = spyFormats();
    loadPage();
    // Not in the style sheet's load (the page has not painted yet): after the next frame.
    expect(number).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(number).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(number).toHaveBeenCalledWith('ar');
    expect(date).toHaveBeenCalledWith('ar');
    // A second style sheet (a screen's) loads nothing more.
    const another = document.createElement('link');
    another.rel = 'stylesheet';
    document.head.appendChild(another);
    another.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(number).toHaveBeenCalledTimes(1);
  });

  it('wait for a style sheet: a preloaded file’s load is not the page’s paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    localStorage.setItem('accessToken', 'token');
    const { number } = spyFormats();
    loadPage('modulepreload');
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(number).not.toHaveBeenCalled();
  });

  it('load nothing for a visitor: the sign-in page shows no figures', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { number } = spyFormats();
    loadPage();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(number).not.toHaveBeenCalled();
  });

  it('fall back to English before the locale script has run, and let a bad language pass', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    localStorage.setItem('accessToken', 'token');
    const { number } = spyFormats();
    loadPage();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(number).toHaveBeenCalledWith('en');
    (window as { __careersLocale?: unknown }).__careersLocale = { lng: 'not a language!' };
    expect(() => {
      loadPage();
      vi.advanceTimersToNextFrame();
      vi.runAllTimers();
    }).not.toThrow();
  });
});

describe('SAMPLE_DATA_AREAS', () => {
  const areaOf = (path: string) => SAMPLE_DATA_AREAS.find((prefix) => path.startsWith(prefix));

  it('hold only screens of sample data: the sample API the head starts is always used', () => {
    const others = routes.filter((route) => areaOf(route.path) && !route.sampleData);
    expect(others.map((route) => route.path)).toEqual([]);
  });

  it('hold every screen of sample data but the profile-like pages beside the sign-in demos', () => {
    const missed = routes.filter((route) => route.sampleData && !areaOf(route.path));
    expect(missed.map((route) => route.path).filter((path) => !path.startsWith('/pages/'))).toEqual(
      [],
    );
  });
});

describe('SCREEN_SAMPLE_AREAS', () => {
  it('names screens whose own files the head starts, of sample data, and areas of the sample API', () => {
    for (const [path, area] of Object.entries(SCREEN_SAMPLE_AREAS)) {
      expect(SCREEN_MODULES[path], path).toBeDefined();
      expect(matchAt(path).route.sampleData, path).toBe(true);
      expect(
        AREAS.map((entry) => entry.name),
        path,
      ).toContain(area);
    }
  });
});

describe('SCREEN_MODULES', () => {
  it.each(Object.entries(SCREEN_MODULES))(
    '%s: is the module its route loads',
    async (path, module) => {
      const screen = matchAt(path).route.component;
      const loaded = (await import(/* @vite-ignore */ `..${module}`)) as Record<string, unknown>;
      expect(screen?.displayName).toBeTruthy();
      expect(loaded[screen!.displayName!]).toBeTypeOf('function');
    },
  );

  it('lists a screen module’s chunk after what it imports, without the document’s', () => {
    const chunks = CHUNKS.map((c) =>
      c.name === 'careers' ? { ...c, facadeModuleId: '/w/src/features/careers/page.tsx' } : c,
    );
    expect(screenFiles(chunks, '/src/features/careers/page.tsx')).toEqual(
      chunkFiles(CHUNKS, ['careers']),
    );
    expect(screenFiles(chunks, '/src/no/such.tsx')).toEqual([]);
  });
});

describe('SCREEN_PRELOAD_MODULES', () => {
  it.each(Object.entries(SCREEN_PRELOAD_MODULES))(
    '%s: is the module its route takes its preload from, on a screen the head starts',
    async (screenPath, module) => {
      expect(SCREEN_MODULES[screenPath]).toBeDefined();
      const routesFile = path.join(import.meta.dirname, '..', path.dirname(module), 'routes.ts');
      expect(readFileSync(routesFile, 'utf8')).toContain(`import('./${path.basename(module)}')`);
      const preloads = (await import(/* @vite-ignore */ `..${module}`)) as Record<string, unknown>;
      expect(Object.values(preloads).some((p) => typeof p === 'function')).toBe(true);
      expect(matchAt(screenPath).route.preload).toBeTypeOf('function');
    },
  );
});

describe('screensFiles', () => {
  it('starts a screen’s own preload module before its chunk, each file once', () => {
    const chunks = [
      ...CHUNKS,
      { ...chunk('calendar-page', ['assets/data.js']), facadeModuleId: '/w/src/c/page.tsx' },
      { ...chunk('calendar-preload', ['assets/data.js']), facadeModuleId: '/w/src/c/preload.ts' },
      { ...chunk('list-page', ['assets/data.js']), facadeModuleId: '/w/src/l/page.tsx' },
    ];
    const signedIn = chunkFiles(chunks, ['frame', 'data']);
    expect(
      screensFiles(
        chunks,
        signedIn,
        { '/c': '/src/c/page.tsx', '/l': '/src/l/page.tsx', '/gone': '/src/no/such.tsx' },
        { '/c': '/src/c/preload.ts' },
      ),
    ).toEqual({
      '/c': ['assets/calendar-preload.js', 'assets/calendar-page.js'],
      '/l': ['assets/list-page.js'],
    });
  });
});

describe('AREA_PRELOAD_MODULES', () => {
  it.each(Object.entries(AREA_PRELOAD_MODULES))(
    '%s: is the module its area’s routes take their preloads from',
    async (prefix, module) => {
      const routesFile = path.join(import.meta.dirname, '..', path.dirname(module), 'routes.ts');
      const source = readFileSync(routesFile, 'utf8');
      expect(source).toContain(`import('./${path.basename(module)}')`);
      const preloads = (await import(/* @vite-ignore */ `..${module}`)) as Record<string, unknown>;
      expect(Object.values(preloads).some((p) => typeof p === 'function')).toBe(true);
      expect(routes.some((r) => r.path.startsWith(prefix) && r.preload)).toBe(true);
    },
  );

  it('starts an area’s route preloads with its shared chunk, each file once', () => {
    const preloads = {
      ...chunk('preloads', ['assets/data.js', 'assets/lib.js']),
      facadeModuleId: '/w/src/features/careers/preloads.ts',
    };
    const chunks = [...CHUNKS, preloads];
    const areas = areaFiles(chunks, chunkFiles(chunks, ['frame', 'data']));
    expect(areas['/careers/']).toEqual([
      'assets/lib.js',
      'assets/careers.js',
      'assets/preloads.js',
    ]);
    expect(areas['/portal/']).toEqual(['assets/portal.js']);
  });
});
