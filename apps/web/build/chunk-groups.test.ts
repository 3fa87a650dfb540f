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
  frame: /vertical-layout\.tsx$/,
  uiKit: /[\\/]src[\\/]core[\\/]ui[\\/]/,
  kits: { 'template-kit': /[\\/]src[\\/]template[\\/](shared|apps[\\/]shared)[\\/]/ },
  libraries: {},
  everywhere: [],
  isLarge: (id) => id.includes('huge-library'),
  isSizable: () => false,
};

describe('planChunks', () => {
  it('puts what screens of several template areas share of a kit folder in one chunk', () => {
    const kitA = '/w/src/template/shared/table-head.tsx';
    const kitB = '/w/src/template/apps/shared/paged-list.ts';
    const lonely = '/w/src/template/apps/shared/only-invoice.ts';
    const heavy = '/w/src/template/shared/chart-card.tsx';
    const invoice = '/w/src/template/apps/invoice/invoice-list-page.tsx';
    const users = '/w/src/template/apps/user/user-list-page.tsx';
    const graph: Graph = new Map([
      ['/w/src/main.tsx', node([], [invoice, users], true)],
      [invoice, node([kitA, kitB, lonely, heavy])],
      [users, node([kitA, kitB, heavy])],
      [kitA, node()],
      [kitB, node()],
      [lonely, node()],
      [heavy, node(['/w/node_modules/huge-library/index.js'])],
      ['/w/node_modules/huge-library/index.js', node()],
    ]);
    const groups = planChunks(graph, rules);
    expect(groups.get(kitA)).toBe('template-kit');
    expect(groups.get(kitB)).toBe('template-kit');
    // One screen's part stays in that screen's chunk; one leading to a large library stays out
    // of the kit's chunk, in one of what the kit's screens share leading to that library.
    expect(groups.get(lonely)).toBeUndefined();
    expect(groups.get(heavy)).toBe('template-kit-huge-library');
  });

  it('gathers what leads to a large library by area and folder, never with the library', () => {
    const table = '/w/node_modules/@scope/table-core/index.mjs';
    const dataTable = '/w/src/core/ui/data-table.tsx';
    const listCard = '/w/src/features/careers/shared/list-card.tsx';
    const badge = '/w/src/features/careers/shared/status-badge.tsx';
    const onlyOne = '/w/src/features/careers/applications/application-columns.tsx';
    const icons = '/w/src/template/icons/all-icons.ts';
    const iconCard = '/w/src/features/careers/shared/icon-card.tsx';
    const applications = '/w/src/features/careers/applications/applications-page.tsx';
    const vacancies = '/w/src/features/careers/vacancies/vacancies-page.tsx';
    const invoices = '/w/src/template/apps/invoice/invoice-list-page.tsx';
    const iconsPage = '/w/src/template/icons/icons-page.tsx';
    const graph: Graph = new Map([
      ['/w/src/main.tsx', node([], [applications, vacancies, invoices, iconsPage], true)],
      [applications, node([listCard, badge, onlyOne, iconCard])],
      [vacancies, node([listCard, badge, iconCard])],
      [invoices, node([dataTable])],
      [iconsPage, node([icons])],
      [listCard, node([dataTable])],
      [badge, node([dataTable])],
      [onlyOne, node([badge])],
      [dataTable, node([table])],
      [table, node()],
      [iconCard, node([icons])],
      [icons, node(Array.from({ length: 101 }, (_, n) => `/w/icon-${n}.js`))],
    ]);
    const groups = planChunks(graph, { ...rules, isLarge: (id) => id === table });
    // The careers screens' table parts: one chunk, named by area and library.
    expect(groups.get(listCard)).toBe('careers-table-core');
    expect(groups.get(badge)).toBe('careers-table-core');
    // The UI kit's, shared by several areas: one chunk of its own.
    expect(groups.get(dataTable)).toBe('ui-table-core');
    // The library stays whole and apart; one screen's part stays in its chunk; a part leading
    // to a barrel (an icon set listed whole) stays where the bundler puts it.
    expect(groups.get(table)).toBeUndefined();
    expect(groups.get(onlyOne)).toBeUndefined();
    expect(groups.get(iconCard)).toBeUndefined();
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
});
