/// <reference types="vitest/config" />
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Rewrites `import { Button, Table } from 'antd'` (and the same from '@ant-design/icons') in our sources
 * into one import per component (`antd/es/button`, `@ant-design/icons/es/icons/…`). Through the barrel
 * every component is reachable from every screen, so the bundler put the components one screen uses into
 * chunks shared with the login page and the shell; direct imports let each chunk hold what is used.
 */
function directImports(): Plugin {
  const esDir = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'es');
  const antdIndex = fs.readFileSync(path.join(esDir('antd'), 'index.js'), 'utf8');
  const antd = new Map([...antdIndex.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)].map((m) => [m[1]!, `antd/es/${m[2]}`]));
  const iconsDir = path.join(esDir('@ant-design/icons'), 'icons');
  const icon = (name: string) => (fs.existsSync(path.join(iconsDir, `${name}.js`)) ? `@ant-design/icons/es/icons/${name}` : undefined);
  const re = /import\s*\{([^}]*)\}\s*from\s*'(antd|@ant-design\/icons)';/g;
  return {
    name: 'pishkhan-direct-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !re.test(code)) return null;
      re.lastIndex = 0;
      return code.replace(re, (all, list: string, pkg: string) => {
        const kept: string[] = [];
        const direct: string[] = [];
        for (const raw of list.split(',').map((x) => x.trim()).filter(Boolean)) {
          if (raw.startsWith('type ')) {
            kept.push(raw);
            continue;
          }
          const [name, local = name] = raw.split(/\s+as\s+/) as [string, string?];
          const target = pkg === 'antd' ? antd.get(name) : icon(name);
          if (target) direct.push(`import ${local} from '${target}';`);
          else kept.push(raw);
        }
        return [...(kept.length ? [`import { ${kept.join(', ')} } from '${pkg}';`] : []), ...direct].join('\n');
      });
    },
  };
}

const api = process.env.PISHKHAN_API ?? 'http://localhost:3000';

// The admin SPA is served under /admin by the server; in development Vite proxies the API.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [directImports(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    manifest: true,
    rolldownOptions: {
      // antd declares itself free of side effects but the @rc-component packages it is built on do not
      // say so: without this every module their index files import stays in the bundle, used or not
      // (the whole form library, the colour picker, the collapse panel in the login page).
      treeshake: {
        moduleSideEffects: (id: string) => !/node_modules[\\/](@rc-component|@ant-design)[\\/]/.test(id) || id.endsWith('.css'),
      },
      output: {
        codeSplitting: {
          groups: [
            // React, the router and the query cache: every page needs them, they change rarely.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 60000,
    pool: 'threads',
  },
});
