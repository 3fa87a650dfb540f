// react-feather capitalises a brand differently from feather's own file name.
const SPECIAL: Record<string, string> = { GitHub: 'github' };

/** 'AlertCircle' → 'alert-circle', 'BarChart2' → 'bar-chart-2': feather's own icon names. */
export function kebabOf(name: string): string {
  return (
    SPECIAL[name] ??
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
      .replace(/([a-zA-Z])(\d)/g, '$1-$2')
      .toLowerCase()
  );
}

const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/** The names matching a query: case-, space- and dash-insensitive, in their given order. */
export function filterIcons(names: readonly string[], query: string): string[] {
  const q = squash(query.trim());
  if (!q) return [...names];
  return names.filter((name) => squash(name).includes(q));
}

/** The JSX a developer pastes to use an icon at the chosen size. */
export function iconSnippet(name: string, size: number): string {
  return `<${name} size={${size}} />`;
}
