// The server as built JavaScript (`npm run build`), so `npm start` runs no TypeScript loader.
// Packages stay external (node_modules, native binaries, PGlite's WebAssembly); the server's
// code and the contracts package are bundled. The SQL migrations are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { defineConfig } from 'rolldown';

const migrations = new URL('./src/db/migrations/', import.meta.url);
const out = new URL('./dist/', import.meta.url);

export default defineConfig({
  input: { main: 'src/main.ts', 'seed-cli': 'src/db/seed-cli.ts' },
  platform: 'node',
  // Bare imports are packages, except the workspace's own contracts.
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@careers/'),
  output: { dir: 'dist', format: 'esm', sourcemap: true, minify: false },
  plugins: [
    {
      name: 'clean-and-copy-migrations',
      buildStart() {
        rmSync(out, { recursive: true, force: true });
      },
      writeBundle() {
        cpSync(migrations, new URL('./migrations/', out), { recursive: true });
      },
    },
  ],
});
