import { describe, expect, it } from 'vitest';
import { planChunks, type ChunkRules, type Graph, type GraphNode } from './chunk-groups.ts';

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
    // One screen's part stays in that screen's chunk; one leading to a large library stays apart.
    expect(groups.get(lonely)).toBeUndefined();
    expect(groups.get(heavy)).toBeUndefined();
  });
});
