import { describe, expect, it } from 'vitest';
import {
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
