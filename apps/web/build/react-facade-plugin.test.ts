import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  REACT_FACADE_ID,
  reactExportNames,
  reactFacadeCode,
  reactFacadePlugin,
} from './react-facade-plugin.ts';

const require = createRequire(import.meta.url);

type Hook = (this: unknown, ...args: unknown[]) => unknown;
// The plugin's hooks are plain functions.
const hook = (h: unknown) => h as Hook;

describe('the React facade', () => {
  it('exports by name everything React’s production build exports', () => {
    const names = reactExportNames();
    // The development build (what tests load) has a few more, for tests and tools only.
    expect(Object.keys(require('react') as object)).toEqual(expect.arrayContaining(names));
    expect(names.length).toBeGreaterThan(40);
    expect(names).toEqual(expect.arrayContaining(['useState', 'use', 'Suspense', 'createElement']));
  });

  it('takes React from CommonJS once and gives its module as the default export', () => {
    expect(reactFacadeCode(['useState', 'memo']).split('\n')).toEqual([
      "import React from 'react';",
      'export default React;',
      'export const { useState, memo } = React;',
    ]);
  });

  it('stands for every import of react in the build but its own', () => {
    const plugin = reactFacadePlugin();
    expect(plugin.apply).toBe('build');
    hook(plugin.buildStart).call({});
    const resolve = hook(plugin.resolveId);
    expect(resolve.call({}, 'react', '/src/app.tsx')).toBe(REACT_FACADE_ID);
    expect(resolve.call({}, 'react', REACT_FACADE_ID)).toBeNull();
    expect(resolve.call({}, 'react-dom', '/src/app.tsx')).toBeNull();
    expect(resolve.call({}, 'react/jsx-runtime', '/src/app.tsx')).toBeNull();
    const load = hook(plugin.load);
    expect(load.call({}, REACT_FACADE_ID)).toContain('useState');
    expect(load.call({}, '/src/app.tsx')).toBeNull();
  });
});
