import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** `ChevronDown` → `react-feather/dist/icons/chevron-down.js`, read from the package's index. */
export function featherIconPaths(indexSource: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const m of indexSource.matchAll(
    /export \{ default as (\w+) \} from '\.\/icons\/([\w-]+)'/g,
  )) {
    paths.set(m[1]!, `react-feather/dist/icons/${m[2]!}.js`);
  }
  return paths;
}

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-feather['"];?/g;

/**
 * `import { Bell, X as Close } from 'react-feather'` → one import per icon file. The bundler
 * drops unused icons either way, but it plans chunks from the module graph, where the package's
 * index imports all 287 icons: one screen using one icon would tie every icon to that screen.
 * Type-only names stay on the package import (TypeScript erases it).
 */
export function rewriteFeatherImports(code: string, paths: ReadonlyMap<string, string>): string {
  return code.replace(BARREL_IMPORT, (whole, list: string) => {
    const types: string[] = [];
    const values: string[] = [];
    const lines: string[] = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      if (spec.startsWith('type ')) {
        types.push(spec.slice(5).trim());
        continue;
      }
      const [name = '', alias] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const file = paths.get(name);
      if (file) lines.push(`import ${alias ?? name} from '${file}';`);
      else values.push(spec);
    }
    // Type-only names said as a type import leave no import of the package behind.
    if (types.length) lines.push(`import type { ${types.join(', ')} } from 'react-feather';`);
    if (values.length) lines.push(`import { ${values.join(', ')} } from 'react-feather';`);
    return lines.length ? lines.join('\n') : whole;
  });
}

const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]react-feather['"];?/g;

/** `export { Bell, X as Close } from 'react-feather'` → one re-export per icon file. */
export function rewriteFeatherExports(code: string, paths: ReadonlyMap<string, string>): string {
  return code.replace(BARREL_EXPORT, (whole, list: string) => {
    const lines: string[] = [];
    const rest: string[] = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const [name = '', alias] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const file = paths.get(name);
      if (file) lines.push(`export { default as ${alias ?? name} } from '${file}';`);
      else rest.push(spec);
    }
    if (rest.length) lines.push(`export { ${rest.join(', ')} } from 'react-feather';`);
    return lines.length ? lines.join('\n') : whole;
  });
}

/** The attributes every react-feather icon gives its <svg>, before the caller's. */
const SVG_HEAD = `React.createElement("svg", _extends({
    ref: ref,
    xmlns: "http://www.w3.org/2000/svg",
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: color,
    strokeWidth: "2",
    strokeLinecap: "round",
    strokeLinejoin: "round"
  }, rest)`;

const SHAPE = /React\.createElement\("(\w+)", (\{[^}]*\})\)/g;

/**
 * A react-feather icon file as one call of `featherIcon` (src/core/ui/feather-icon.ts) with its
 * shapes: the same element, without the component, prop types and object helpers the package
 * repeats in each of its 287 files. Null for a file of another form (it is then left as it is).
 */
export function compactFeatherIcon(source: string, factory: string): string | null {
  const name = /\.displayName = '(\w+)';/.exec(source)?.[1];
  if (!name || !source.includes(SVG_HEAD)) return null;
  const shapes = [...source.matchAll(SHAPE)].map((m) => `[${JSON.stringify(m[1])}, ${m[2]}]`);
  // Every createElement but the <svg>'s is a shape: anything else is a form not understood.
  if (shapes.length !== source.split('React.createElement(').length - 2) return null;
  return [
    `import { featherIcon } from ${JSON.stringify(factory)};`,
    `export default featherIcon(${JSON.stringify(name)}, [${shapes.join(', ')}]);`,
  ].join('\n');
}

export function featherIconsPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const index = path.join(
    path.dirname(require.resolve('react-feather/package.json')),
    'dist/index.js',
  );
  const paths = featherIconPaths(readFileSync(index, 'utf8'));
  const factory = fileURLToPath(new URL('../src/core/ui/feather-icon.ts', import.meta.url));
  return {
    name: 'careers-feather-icons',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'react-feather' },
      handler(code) {
        const next = rewriteFeatherExports(rewriteFeatherImports(code, paths), paths);
        return next === code ? null : { code: next, map: null };
      },
    },
    load: {
      filter: { id: /react-feather[\\/]dist[\\/]icons[\\/][\w-]+\.js$/ },
      handler(id) {
        const compact = compactFeatherIcon(readFileSync(id, 'utf8'), factory);
        return compact === null ? null : { code: compact, map: null };
      },
    },
  };
}
