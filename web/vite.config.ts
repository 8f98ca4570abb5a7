// The seat client is built into the Python package (src/tenkaichi/table/static/client), under
// fixed names, so the server serves it without Node and `make test` can check that the built
// files match these sources (it builds into a scratch folder and compares). The client's words
// are the Fluent catalogues of the Python package (src/tenkaichi/i18n/ftl/<language>/
// web-client.ftl), imported as text (src/i18n.ts): the same files the catalogue tests check.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const CATALOGUES = fileURLToPath(new URL("../src/tenkaichi/i18n/ftl", import.meta.url));

export default defineConfig({
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  server: { fs: { allow: [".", CATALOGUES] } },
  build: {
    outDir: process.env.TENKAICHI_CLIENT_OUT ?? "../src/tenkaichi/table/static/client",
    emptyOutDir: true,
    target: "es2020",
    cssCodeSplit: false,
    sourcemap: false,
    modulePreload: false,
    rollupOptions: {
      input: "src/main.tsx",
      output: {
        entryFileNames: "client.js",
        chunkFileNames: "client-[name].js",
        assetFileNames: "client[extname]",
      },
    },
  },
  test: {
    environment: "happy-dom",
    globals: true,
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    // A hang guard, not a speed expectation: Vitest's default (5 s a test) failed the axe test of
    // the GM's panel on a machine at a load average of 14; each test still ends as soon as it is done.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
