import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

/** A module as the bundler reports it: what it imports statically and dynamically. */
export interface GraphNode {
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
}

export type Graph = ReadonlyMap<string, GraphNode>;

/** Every module a set of roots pulls in through static imports (what loads with them). */
export function staticClosure(roots: Iterable<string>, graph: Graph): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.get(id)?.imports ?? []) stack.push(next);
  }
  return seen;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Every module that leads, through static imports, to one of the targets (targets included). */
function leadingTo(targets: Iterable<string>, graph: Graph): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [id, node] of graph) {
    for (const dep of node.imports) {
      addTo(importers, dep, id);
    }
  }
  const seen = new Set<string>();
  const stack = [...targets];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(importers.get(id) ?? []));
  }
  return seen;
}

/** `src/features/careers/vacancies/x.tsx` → `careers`; `src/template/apps/email/x.tsx` → `email`. */
export function areaOf(id: string): string | null {
  const match = /[\\/]src[\\/](features|template)[\\/]([^\\/]+)(?:[\\/]([^\\/]+))?[\\/]/.exec(id);
  if (!match) return null;
  const [, kind, area, sub] = match;
  // The template's apps are each an area of their own (email, calendar, invoice…).
  return kind === 'template' && area === 'apps' && sub ? sub : (area ?? null);
}

export interface ChunkRules {
  /** The sign-in page: what it loads beside the entry is one chunk, `sign-in`. */
  signIn: RegExp;
  /** The area of the sign-in page and its siblings (registration, a forgotten password…). */
  signInArea: string;
  /** Roots of the signed-in frame (layouts, CASL): what they load is the `frame` chunk. */
  frame: RegExp;
  /** Small UI parts screens of several areas share: they join the frame. */
  uiKit: RegExp;
  /**
   * Shared folders of screens that are not every signed-in screen's (the template's kits): what
   * two or more screens share of one is a chunk of that name, not a file per module.
   */
  kits: Record<string, RegExp>;
  /** Libraries kept whole in a chunk of their own name (the data layer, the form code). */
  libraries: Record<string, (id: string, node: GraphNode) => boolean>;
  /** The libraries every signed-in screen loads (the data layer). */
  everywhere: readonly string[];
  /** A library this large is a screen's own (charts, calendar, editor): never shared further. */
  isLarge: (id: string) => boolean;
  /** A UI part this size joins the frame only when many screens use it. */
  isSizable: (id: string) => boolean;
}

/**
 * The shared chunk of each module (modules not named stay where the bundler's own splitting puts
 * them). The screens are the dynamic entries (each route's lazy import):
 *
 * - `boot`: what the entry loads (React, the router, i18n, the route table);
 * - `sign-in`: what the sign-in page adds to it, so /login grows no larger, and `sign-in-shared`
 *   what of that the screens beyond `rules.signInArea` use too (a text field, the API's error
 *   shape, icons): a signed-in screen loads that part, not the sign-in pages' own;
 * - a library of `rules.libraries` (`data`, `forms`), whole;
 * - `frame`: the signed-in frame, and the UI kit screens of several areas share;
 * - an area's name (`careers`, `portal`, `email`…): what two or more screens of one area share;
 * - a kit's name (`template-kit`): what screens of several areas share of that shared folder;
 * - a module only one screen loads stays in that screen's chunk.
 *
 * A module leading to a large library (charts, a table engine, an editor) is never put in `frame`
 * or an area's chunk: it would bring that library to every screen loading the chunk. Libraries
 * every signed-in screen loads anyway (`rules.everywhere`) do not count.
 */
export function planChunks(graph: Graph, rules: ChunkRules): Map<string, string> {
  const ids = [...graph.keys()];
  const boot = staticClosure(
    ids.filter((id) => graph.get(id)!.isEntry),
    graph,
  );
  const signIn = staticClosure(
    ids.filter((id) => rules.signIn.test(id)),
    graph,
  );
  const frame = staticClosure(
    ids.filter((id) => rules.frame.test(id)),
    graph,
  );
  // A barrel (an index re-exporting a whole icon set) ties everything it lists to the one screen
  // that imports it whole (the icons page): what a screen reaches is counted without them.
  const barrels = new Set(ids.filter((id) => graph.get(id)!.imports.length > BARREL_IMPORTS));
  const libraryOf = new Map<string, string>();
  for (const id of ids) {
    const found = Object.entries(rules.libraries).find(([, test]) => test(id, graph.get(id)!));
    if (found) libraryOf.set(id, found[0]);
  }
  // What every signed-in screen loads anyway: leading to a large library there costs nothing.
  const everywhere = (id: string) =>
    boot.has(id) || signIn.has(id) || rules.everywhere.includes(libraryOf.get(id) ?? '');
  const withoutEverywhere: Graph = new Map(
    [...graph].map(([id, node]) => [
      id,
      { ...node, imports: node.imports.filter((dep) => !everywhere(dep)) },
    ]),
  );
  const large = leadingTo(
    [...ids.filter((id) => rules.isLarge(id) && !everywhere(id)), ...barrels],
    withoutEverywhere,
  );
  const barrelled = leadingTo(barrels, withoutEverywhere);
  // The large libraries each module leads to (by the same imports): a module leading to one
  // joins the modules its screens share that lead to the same libraries, never a chunk without.
  const leadsTo = new Map<string, string[]>();
  for (const library of ids.filter((id) => rules.isLarge(id) && !everywhere(id))) {
    for (const id of leadingTo([library], withoutEverywhere)) {
      if (id === library) continue;
      addTo(leadsTo, id, library);
    }
  }
  const withoutBarrels: Graph = new Map(
    [...graph].map(([id, node]) => [id, barrels.has(id) ? { ...node, imports: [] } : node]),
  );
  const reachedBy = new Map<string, string[]>();
  for (const screen of new Set(ids.flatMap((id) => graph.get(id)!.dynamicImports))) {
    for (const id of staticClosure([screen], withoutBarrels)) {
      addTo(reachedBy, id, screen);
    }
  }

  // The UI kit's small parts (an icon, a helper) join the frame once two screens share them;
  // a larger component (a carousel, a date picker) only once many screens do.
  const sharedKit = (id: string, screens: number) =>
    rules.uiKit.test(id) && (screens >= MANY_SCREENS || (screens >= 2 && !rules.isSizable(id)));

  const kitOf = (id: string) =>
    Object.entries(rules.kits).find(([, folder]) => folder.test(id))?.[0] ?? null;

  // What screens share of the modules leading to large libraries: by area, or by the shared
  // folder (the UI kit, a kit), named after the libraries (`careers-table-core`). Every screen
  // loading such a chunk loads those libraries anyway; a list screen's table parts were five
  // files of a kilobyte or two.
  const withLarge = (id: string, areas: Set<string>, screens: number): string | null => {
    const libraries = leadsTo.get(id);
    if (!libraries || screens < 2 || rules.isLarge(id) || barrelled.has(id)) return null;
    const names = [...new Set(libraries.map((lib) => libraryOf.get(lib) ?? libraryName(lib)))]
      .sort()
      .join('-');
    const [area] = areas;
    if (areas.size === 1 && area && !area.includes('/')) return `${area}-${names}`;
    if (rules.uiKit.test(id)) return `ui-${names}`;
    const kit = kitOf(id);
    return kit ? `${kit}-${names}` : null;
  };

  const groupOf = new Map<string, string>();
  for (const id of ids) {
    const library = libraryOf.get(id);
    const by = reachedBy.get(id) ?? [];
    // A screen outside the areas (the home page, the http core) is an area of its own.
    const areas = new Set(by.map((screen) => areaOf(screen) ?? screen));
    const [area] = areas;
    const group = boot.has(id)
      ? 'boot'
      : signIn.has(id)
        ? by.some((screen) => !signIn.has(screen) && areaOf(screen) !== rules.signInArea)
          ? 'sign-in-shared'
          : 'sign-in'
        : library
          ? library
          : large.has(id)
            ? withLarge(id, areas, by.length)
            : !frame.has(id) && areas.size === 1 && by.length >= 2 && area && !area.includes('/')
              ? area
              : frame.has(id) || sharedKit(id, by.length)
                ? 'frame'
                : by.length >= 2
                  ? kitOf(id)
                  : null;
    if (group) groupOf.set(id, group);
  }
  return groupOf;
}

/** `…/node_modules/@tanstack/table-core/build/lib/index.mjs` → `table-core`; a file → its name. */
export function libraryName(id: string): string {
  const match = /[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?([^\\/]+)/.exec(id);
  return match?.[1] ?? path.basename(id).replace(/\.[^.]+$/, '');
}

const SIGN_IN = /[\\/]src[\\/]features[\\/]auth[\\/]login-page\.tsx$/;
// The vertical layout, the default; the horizontal one loads as a chunk of its own when chosen.
const FRAME =
  /[\\/]src[\\/](app[\\/]layouts[\\/](vertical-layout|frame-parts)|core[\\/]auth[\\/]ability)\.tsx?$/;
const UI_KIT =
  /[\\/](node_modules[\\/](react-feather|react-bootstrap|@restart|dom-helpers|@popperjs|react-transition-group|uncontrollable|@react-aria|classnames|clsx|warning|invariant|dequal|@babel[\\/]runtime)[\\/]|src[\\/]core[\\/](ui|format|hooks|theme|i18n|layout)[\\/])/;
const DATA =
  /[\\/](node_modules[\\/](@reduxjs|immer|reselect)[\\/]|src[\\/]core[\\/](api|http)[\\/])/;
const NAV_BADGE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/][^\\/]+[\\/][^\\/]+-badge\.ts$/;
// The sample API's own code, which every area of it uses, and the two areas of the navbar's
// bookmarks and cart (on every staff screen with the showcase on): one chunk. Each other area
// (its calls and data) stays a chunk of its own, loaded with its first call.
const SAMPLE_API =
  /[\\/]src[\\/]fake-api[\\/](index\.ts|areas\.ts|db\.ts|lib[\\/]|areas[\\/](search|ecommerce)\.ts|data[\\/](people|search|products)\.ts)/;
/** The module of an area of the sample API (fake-api/areas.ts), loaded with its first call. */
export const SAMPLE_AREA_MODULE = /[\\/]src[\\/]fake-api[\\/]areas[\\/][^\\/]+\.ts$/;
const FULLCALENDAR = /[\\/]node_modules[\\/](@fullcalendar|preact)[\\/]/;
const TIME_ZONES = /[\\/]node_modules[\\/](luxon|@fullcalendar[\\/]luxon3)[\\/]/;
const FORM_LIBRARIES = /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]/;
const LARGE_MODULE = 100_000;
const SIZABLE_MODULE = 6_000;
const BARREL_IMPORTS = 100;
const MANY_SCREENS = 8;

export const RULES: Omit<ChunkRules, 'isLarge' | 'isSizable'> = {
  signIn: SIGN_IN,
  signInArea: 'auth',
  frame: FRAME,
  uiKit: UI_KIT,
  kits: { 'template-kit': /[\\/]src[\\/]template[\\/](shared|apps[\\/]shared)[\\/]/ },
  everywhere: ['data', 'contracts'],
  libraries: {
    // Every signed-in screen loads and changes data through it. The menu's live counts (a query
    // hook each, loaded with the menu) join it: a file of a few hundred bytes each otherwise.
    data: (id) => DATA.test(id) || NAV_BADGE.test(id),
    // The form code: zod, react-hook-form and the contracts' schemas, for the screens with forms.
    forms: (id, node) =>
      FORM_LIBRARIES.test(id) ||
      (CONTRACTS.test(id) && node.imports.some((dep) => FORM_LIBRARIES.test(dep))),
    // The contracts' value lists and rules (no zod), which screens that only show records use.
    contracts: (id) => CONTRACTS.test(id),
    'fake-api': (id) => SAMPLE_API.test(id),
    // The calendars' library, which both calendars load whole (it draws with Preact), and the
    // staff calendar's time zones (Luxon and FullCalendar's plugin for it), which the template's
    // calendar has no use for: each a chunk of its own, cached apart from the screens' code.
    fullcalendar: (id) => FULLCALENDAR.test(id) && !TIME_ZONES.test(id),
    luxon: (id) => TIME_ZONES.test(id),
  },
};

/**
 * Few, larger chunks for the signed-in screens (issue 17): without this, every icon and every
 * react-bootstrap helper two screens share is a file of a few hundred bytes, and a cold screen
 * asked for more than a hundred of them, six at a time. See planChunks for the chunks.
 * `CHUNK_REPORT=1` lists the chunks and their sizes; `CHUNK_REPORT=<name>` what one is made of.
 */
export function chunkGroupsPlugin(): Plugin {
  let groupOf = new Map<string, string>();
  const sizes = new Map<string, number>();
  return {
    name: 'careers-chunk-groups',
    apply: 'build',
    transform: {
      order: 'post',
      handler(code, id) {
        sizes.set(id, code.length);
        return null;
      },
    },
    buildEnd() {
      const graph = new Map<string, GraphNode>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        graph.set(id, {
          imports: info.importedIds,
          dynamicImports: info.dynamicallyImportedIds,
          isEntry: info.isEntry,
        });
      }
      groupOf = planChunks(graph, {
        ...RULES,
        isLarge: (id) => (sizes.get(id) ?? 0) > LARGE_MODULE,
        isSizable: (id) => (sizes.get(id) ?? 0) > SIZABLE_MODULE,
      });
    },
    outputOptions(options) {
      const group: CodeSplittingGroup = {
        name: (id) => groupOf.get(id) ?? null,
        debugName: 'chunk plan',
        // Each module's chunk is chosen above; its imports are not pulled in after it.
        includeDependenciesRecursively: false,
      };
      // An area of the sample API (with its data) is named as one: `sample-users-….js`.
      const named = options.chunkFileNames ?? '[name]-[hash].js';
      const chunkFileNames: Rolldown.OutputOptions['chunkFileNames'] = (chunk) => {
        const name = typeof named === 'function' ? named(chunk) : named;
        return SAMPLE_AREA_MODULE.test(chunk.facadeModuleId ?? '')
          ? name.replace('[name]', 'sample-[name]')
          : name;
      };
      // Chunks are no longer cut along import lines: modules run in their import order anyway.
      return {
        ...options,
        chunkFileNames,
        strictExecutionOrder: true,
        codeSplitting: { groups: [group] },
      };
    },
    generateBundle(_options, bundle) {
      const report = process.env.CHUNK_REPORT;
      if (!report) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const size = Object.values(chunk.modules).reduce((s, m) => s + m.renderedLength, 0);
        this.info(`${chunk.fileName} ${Object.keys(chunk.modules).length} modules ${size} B`);
        if (report !== chunk.name) continue;
        for (const [id, m] of Object.entries(chunk.modules).sort(
          (a, b) => b[1].renderedLength - a[1].renderedLength,
        )) {
          this.info(`  ${String(m.renderedLength).padStart(8)} ${id}`);
        }
      }
    },
  };
}
