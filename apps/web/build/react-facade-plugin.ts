import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module that stands for `react` in the build: React's exports as an ES module. */
export const REACT_FACADE_ID = '\0careers-react-facade';

/** React's exports, as its production build has them. */
export function reactExportNames(): string[] {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('react/package.json'));
  const react = require(path.join(dir, 'cjs/react.production.js')) as Record<string, unknown>;
  return Object.keys(react).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

/** The facade's code: React's module as its default export, and each of its exports by name. */
export function reactFacadeCode(names: readonly string[]): string {
  return [
    "import React from 'react';",
    'export default React;',
    `export const { ${names.join(', ')} } = React;`,
  ].join('\n');
}

/**
 * React is CommonJS. A module that takes it whole (`import * as React from 'react'`, or its
 * default), as react-router, react-redux, react-bootstrap and many of the app's own modules do,
 * gets it through the bundler's `__toESM`, which copies React's 44 exports onto a new object with
 * a getter each — once per importing module: 84 times on a cold load of the user list, some
 * 3,700 getters made in the middle of the load. Every import of `react` in the build resolves to
 * one ES module instead (REACT_FACADE_ID), which takes React from CommonJS once and exports what
 * it has by name.
 */
export function reactFacadePlugin(): Plugin {
  let names: string[] = [];
  return {
    name: 'careers-react-facade',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      names = reactExportNames();
    },
    resolveId(source, importer) {
      if (source !== 'react' || importer === REACT_FACADE_ID) return null;
      return REACT_FACADE_ID;
    },
    load(id) {
      return id === REACT_FACADE_ID ? reactFacadeCode(names) : null;
    },
  };
}
