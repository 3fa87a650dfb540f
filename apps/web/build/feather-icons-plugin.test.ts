import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { featherIcon } from '../src/core/ui/feather-icon.ts';
import {
  compactFeatherIcon,
  featherIconPaths,
  rewriteFeatherExports,
  rewriteFeatherImports,
} from './feather-icons-plugin.ts';

const paths = featherIconPaths(
  [
    "export { default as Bell } from './icons/bell';",
    "export { default as ChevronDown } from './icons/chevron-down';",
    "export { default as X } from './icons/x';",
  ].join('\n'),
);

describe('the react-feather import rewrite', () => {
  it('reads each icon’s file from the package index', () => {
    expect(paths.get('ChevronDown')).toBe('react-feather/dist/icons/chevron-down.js');
  });

  it('imports each icon from its own file, aliases kept', () => {
    const code = "import {\n  Bell,\n  X as Close,\n} from 'react-feather';\nuse(Bell, Close);";
    expect(rewriteFeatherImports(code, paths)).toBe(
      "import Bell from 'react-feather/dist/icons/bell.js';\n" +
        "import Close from 'react-feather/dist/icons/x.js';\nuse(Bell, Close);",
    );
  });

  it('leaves type-only names as a type import, which leaves no import behind', () => {
    const code = "import { Bell, type Icon } from 'react-feather';";
    expect(rewriteFeatherImports(code, paths)).toBe(
      "import Bell from 'react-feather/dist/icons/bell.js';\nimport type { Icon } from 'react-feather';",
    );
  });

  it('re-exports each icon from its own file', () => {
    const code = "export { ChevronDown, X as Close } from 'react-feather';";
    expect(rewriteFeatherExports(code, paths)).toBe(
      "export { default as ChevronDown } from 'react-feather/dist/icons/chevron-down.js';\n" +
        "export { default as Close } from 'react-feather/dist/icons/x.js';",
    );
  });

  it('leaves other packages and unknown names alone', () => {
    const code = "import { Bell } from 'other';\nimport { Unknown } from 'react-feather';";
    expect(rewriteFeatherImports(code, paths)).toBe(
      "import { Bell } from 'other';\nimport { Unknown } from 'react-feather';",
    );
  });
});

describe('the compact react-feather icons', () => {
  const require = createRequire(import.meta.url);
  const icons = path.join(
    path.dirname(require.resolve('react-feather/package.json')),
    'dist/icons',
  );

  /** A compacted icon file, run with the app's factory as the browser would run the module. */
  const compiled = (file: string): ComponentType<object> => {
    const code = compactFeatherIcon(readFileSync(path.join(icons, file), 'utf8'), 'factory');
    expect(code, file).not.toBeNull();
    const body = code!.replace(/^import .*$/m, '').replace('export default', 'return');
    return new Function('featherIcon', body)(featherIcon) as ComponentType<object>;
  };

  it('draws every one of the package’s icons exactly as the package does, props and all', async () => {
    const files = readdirSync(icons).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(250);
    const props = { size: 18, color: 'red', className: 'me-1', 'aria-hidden': true };
    for (const file of files) {
      const original = (
        (await import(path.join(icons, file))) as { default: ComponentType<object> }
      ).default;
      const compact = compiled(file);
      expect(renderToStaticMarkup(createElement(compact, props)), file).toBe(
        renderToStaticMarkup(createElement(original, props)),
      );
      expect((compact as { displayName?: string }).displayName).toBe(
        (original as { displayName?: string }).displayName,
      );
    }
  });

  it('leaves a file of another form as it is', () => {
    expect(compactFeatherIcon('export default function Icon() {}', 'factory')).toBeNull();
  });
});
