import { describe, expect, it } from 'vitest';
import {
  libraryName,
  planChunks,
  RULES,
  type ChunkRules,
  type Graph,
  type GraphNode,
} from './chunk-groups.ts';

const node = (
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
): GraphNode => ({
  imports,
  dynamicImports,
  isEntry,
});

const rules: ChunkRules = {
  signIn: /login-page\.tsx$/,
  signInArea: 'auth',
  frame: /vertical-layout\.tsx$/,
  uiKit: /[\\/]src[\\/]core[\\/]ui[\\/]/,
  kits: { 'template-kit': /[\\/]src[\\/]template[\\/](shared|apps[\\/]shared)[\\/]/ },
  libraries: {},
  everywhere: [],
  isLarge: (id) => id.includes('huge-library'),
  isSizable: () => false,
};

/** A graph of each module's static imports, whose entry imports the screens dynamically. */
function graphOf(screens: string[], imports: Record<string, string[]>): Graph {
  const graph = new Map<string, GraphNode>([['/w/src/main.tsx', node([], screens, true)]]);
  for (const [id, deps] of Object.entries(imports)) {
    graph.set(id, node(deps));
    for (const dep of deps) if (!graph.has(dep) && !(dep in imports)) graph.set(dep, node());
  }
  return graph;
}

describe('planChunks', () => {
  it('puts what screens of several template areas share of a kit folder in one chunk', () => {
    const kitA = '/w/src/template/shared/table-head.tsx';
    const kitB = '/w/src/template/apps/shared/paged-list.ts';
    const lonely = '/w/src/template/apps/shared/only-invoice.ts';
    const heavy = '/w/src/template/shared/chart-card.tsx';
    const invoice = '/w/src/template/apps/invoice/invoice-list-page.tsx';
    const users = '/w/src/template/apps/user/user-list-page.tsx';
    const graph = graphOf([invoice, users], {
      [invoice]: [kitA, kitB, lonely, heavy],
      [users]: [kitA, kitB, heavy],
      [heavy]: ['/w/node_modules/huge-library/index.js'],
    });
    const groups = planChunks(graph, rules);
    expect(groups.get(kitA)).toBe('template-kit');
    expect(groups.get(kitB)).toBe('template-kit');
    // One screen's part stays in that screen's chunk; one leading to a large library stays out
    // of the kit's chunk, in one of what the kit's screens share leading to that library.
    expect(groups.get(lonely)).toBeUndefined();
    expect(groups.get(heavy)).toBe('template-kit-huge-library');
  });

  it('splits what the sign-in page loads: its own part, and what screens beyond its area share', () => {
    const login = '/w/src/features/auth/login-page.tsx';
    const register = '/w/src/features/auth/register-page.tsx';
    const vacancies = '/w/src/features/careers/vacancies/vacancies-page.tsx';
    const illustration = '/w/src/features/auth/auth-illustration.tsx';
    const textField = '/w/src/core/ui/text-field.tsx';
    const graph = graphOf([login, register, vacancies], {
      [login]: [illustration, textField],
      [register]: [illustration, textField],
      [vacancies]: [textField],
    });
    const groups = planChunks(graph, rules);
    expect(groups.get(login)).toBe('sign-in');
    // Its siblings (registration) do not make a module shared: signed-in screens do.
    expect(groups.get(illustration)).toBe('sign-in');
    expect(groups.get(textField)).toBe('sign-in-shared');
  });

  it('gathers what leads to a large library by area and folder, never with the library', () => {
    const m = {
      table: '/w/node_modules/@scope/table-core/index.mjs',
      dataTable: '/w/src/core/ui/data-table.tsx',
      listCard: '/w/src/features/careers/shared/list-card.tsx',
      badge: '/w/src/features/careers/shared/status-badge.tsx',
      onlyOne: '/w/src/features/careers/applications/application-columns.tsx',
      icons: '/w/src/template/icons/all-icons.ts',
      iconCard: '/w/src/features/careers/shared/icon-card.tsx',
      applications: '/w/src/features/careers/applications/applications-page.tsx',
      vacancies: '/w/src/features/careers/vacancies/vacancies-page.tsx',
      invoices: '/w/src/template/apps/invoice/invoice-list-page.tsx',
      iconsPage: '/w/src/template/icons/icons-page.tsx',
    };
    const graph = graphOf([m.applications, m.vacancies, m.invoices, m.iconsPage], {
      [m.applications]: [m.listCard, m.badge, m.onlyOne, m.iconCard],
      [m.vacancies]: [m.listCard, m.badge, m.iconCard],
      [m.invoices]: [m.dataTable],
      [m.iconsPage]: [m.icons],
      [m.listCard]: [m.dataTable],
      [m.badge]: [m.dataTable],
      [m.onlyOne]: [m.badge],
      [m.dataTable]: [m.table],
      [m.iconCard]: [m.icons],
      [m.icons]: Array.from({ length: 101 }, (_, n) => `/w/icon-${n}.js`),
    });
    const groups = planChunks(graph, { ...rules, isLarge: (id) => id === m.table });
    // The careers screens' table parts: one chunk, named by area and library.
    expect(groups.get(m.listCard)).toBe('careers-table-core');
    expect(groups.get(m.badge)).toBe('careers-table-core');
    // The UI kit's, shared by several areas: one chunk of its own.
    expect(groups.get(m.dataTable)).toBe('ui-table-core');
    // The library stays whole and apart; one screen's part stays in its chunk; a part leading
    // to a barrel (an icon set listed whole) stays where the bundler puts it.
    expect(groups.get(m.table)).toBeUndefined();
    expect(groups.get(m.onlyOne)).toBeUndefined();
    expect(groups.get(m.iconCard)).toBeUndefined();
  });

  it('names a library by its package, or a file of the app by its name', () => {
    expect(libraryName('/w/node_modules/@tanstack/table-core/build/lib/index.mjs')).toBe(
      'table-core',
    );
    expect(libraryName('/w/node_modules/apexcharts/dist/core.esm.js')).toBe('apexcharts');
    expect(libraryName('/w/src/template/data/big-list.ts')).toBe('big-list');
  });

  it('keeps the menu’s live counts in the data chunk, a component named like one where it is', () => {
    const data = RULES.libraries.data!;
    expect(data('/w/src/features/careers/approvals/approvals-badge.ts', node())).toBe(true);
    expect(data('/w/src/core/api/approvals.ts', node())).toBe(true);
    expect(data('/w/src/features/careers/shared/status-badge.tsx', node())).toBe(false);
  });

  it("keeps the sample API's own code and the navbar's areas in one chunk, other areas out", () => {
    const sampleApi = RULES.libraries['fake-api']!;
    const inIt = ['index.ts', 'areas.ts', 'db.ts', 'lib/query.ts', 'data/people.ts'];
    const navbar = ['areas/search.ts', 'data/search.ts', 'areas/ecommerce.ts', 'data/products.ts'];
    for (const file of [...inIt, ...navbar])
      expect(sampleApi(`/w/src/fake-api/${file}`, node()), file).toBe(true);
    for (const file of ['areas/users.ts', 'data/users.ts', 'data/autocomplete.ts', 'routes.ts'])
      expect(sampleApi(`/w/src/fake-api/${file}`, node()), file).toBe(false);
  });

  it("keeps FullCalendar in one chunk and the staff calendar's time zones in another", () => {
    const { fullcalendar, luxon } = RULES.libraries;
    const at = (path: string) => `/w/node_modules/${path}`;
    for (const path of [
      '@fullcalendar/core/index.js',
      '@fullcalendar/daygrid/internal.js',
      'preact/dist/preact.module.js',
    ]) {
      expect(fullcalendar!(at(path), node()), path).toBe(true);
      expect(luxon!(at(path), node()), path).toBe(false);
    }
    for (const path of ['luxon/build/es6/luxon.mjs', '@fullcalendar/luxon3/index.js']) {
      expect(fullcalendar!(at(path), node()), path).toBe(false);
      expect(luxon!(at(path), node()), path).toBe(true);
    }
  });
});
