import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localesPlugin } from './build/locales-plugin.ts';
import { precompressPlugin } from './build/compress-plugin.ts';
import { chunkGroupsPlugin } from './build/chunk-groups.ts';
import { compileHintsPlugin } from './build/compile-hints-plugin.ts';
import { framePreloadPlugin } from './build/frame-preload-plugin.ts';
import { firstRequestsPlugin } from './build/first-requests-plugin.ts';
import { prerenderGatePlugin } from './build/prerender-plugin.ts';
import { featherIconsPlugin } from './build/feather-icons-plugin.ts';
import { avatarSpritePlugin } from './build/avatar-sprite.ts';
import { reactFacadePlugin } from './build/react-facade-plugin.ts';

export default defineConfig(({ command }) => ({
  plugins: [
    reactFacadePlugin(),
    featherIconsPlugin(),
    react(),
    localesPlugin(),
    precompressPlugin(),
    chunkGroupsPlugin(),
    compileHintsPlugin(),
    framePreloadPlugin(),
    firstRequestsPlugin(),
    prerenderGatePlugin(),
    avatarSpritePlugin(),
  ],
  resolve: {
    // axios-mock-adapter require()s axios; point it at the same ES build the app uses, so the
    // fake-API chunk does not carry a second copy of axios.
    alias: [
      {
        find: /^axios$/,
        replacement: fileURLToPath(new URL('../../node_modules/axios/index.js', import.meta.url)),
      },
      {
        // React 19 ignores propTypes: the libraries' declarations get no-op validators.
        find: /^prop-types$/,
        replacement: fileURLToPath(new URL('./build/prop-types-shim.js', import.meta.url)),
      },
      // React Router 7's package exports give every bundler its development build, with its
      // developer warnings on (remix-run/react-router#14102): a warning's text built on every
      // render of the routes, console warnings in production. The production build beside it is
      // the same code with them off; the dev server and the tests keep the warnings.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/react-router/dist/production/index.mjs',
                  import.meta.url,
                ),
              ),
            },
          ]
        : []),
    ],
  },
  css: {
    preprocessorOptions: {
      scss: {
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
