// The server as built JavaScript (`npm run build`), so `npm start` runs no TypeScript loader.
// The server's code, the contracts and the pure-JavaScript packages are bundled into a few files:
// resolving and loading about a thousand small modules from node_modules cost a start more CPU
// than the database opening (CPU to ready: about 2.3 s bundled against 2.7 s, measured on a busy
// machine). Packages that find files, native binaries or worker scripts beside themselves stay
// external. The SQL migrations are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { defineConfig } from 'rolldown';

const migrations = new URL('./src/db/migrations/', import.meta.url);
const out = new URL('./dist/', import.meta.url);

const KEEP_EXTERNAL = [
  // WebAssembly and its file-system image, loaded from the package's folder
  '@electric-sql/pglite',
  // a native binary per platform
  '@node-rs/argon2',
  // static files served from the package's folder
  '@fastify/swagger-ui',
  // transports run as worker threads from files in the package
  'pino',
  'pino-pretty',
  'thread-stream',
  // pg's optional native driver, not installed
  'pg-native',
];

export default defineConfig({
  input: {
    main: 'src/main.ts',
    'seed-cli': 'src/db/seed-cli.ts',
    // the embedded database's thread, started by file name (src/db/pglite-thread.ts)
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  platform: 'node',
  external: (id) => KEEP_EXTERNAL.some((p) => id === p || id.startsWith(`${p}/`)),
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
