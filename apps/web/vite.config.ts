/// <reference types="vitest/config" />
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * antd's button and tag styles import one small colour helper from the colour picker's presets panel,
 * which brings the whole colour picker and the collapse panel into every page (they are used by a
 * few forms only). Serve them the helper alone, the same code over the colour class it uses.
 */
function antdIsBright(): Plugin {
  const id = '\0pishkhan-antd-is-bright';
  return {
    name: 'pishkhan-antd-is-bright',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../../color-picker/components/ColorPresets' && importer && /antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `import { Color as RcColor } from '@rc-component/color-picker/es/color';
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};`;
    },
  };
}

/**
 * The column-filter dropdown of antd's Table (with its tree, menu, checkbox and radio lists) comes with
 * every table although no table here uses column filters (lists filter in their toolbar). Leave it out:
 * a column given `filters` or `filterDropdown` would show its title only, and says so in the console.
 */
function antdNoColumnFilters(): Plugin {
  const id = '\0pishkhan-antd-no-column-filters';
  return {
    name: 'pishkhan-antd-no-column-filters',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './FilterDropdown' && importer && /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}
export default function FilterDropdown({ children }) {
  console.error('Table column filters are left out of this build (apps/web/vite.config.ts); filter in the list toolbar.');
  return children;
}`;
    },
  };
}

/**
 * antd's Card brings the whole Tabs component (its tab list, overflow menu, dropdown) for its
 * `tabList` prop, which no card here uses (forms, show pages and the shop put a Card around every
 * page). Leave Tabs out of Card: a card given `tabList` would show no tabs, and says so in the console.
 * Screens that use Tabs themselves import it directly and are unaffected.
 */
function antdCardWithoutTabs(): Plugin {
  const id = '\0pishkhan-antd-card-without-tabs';
  return {
    name: 'pishkhan-antd-card-without-tabs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tabs' && importer && /antd[\\/]es[\\/]card[\\/]Card\.js$/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `export default function CardTabs() {
  console.error('Card tabList is left out of this build (apps/web/vite.config.ts); use Tabs inside the card.');
  return null;
}`;
    },
  };
}

/**
 * antd's Table brings the virtual-scrolling table (its grid body, lines and cells) for its `virtual`
 * prop, which no table here uses (lists are paginated on the server). Leave it out: a table given
 * `virtual` would render the plain table instead, and says so in the console.
 */
function antdTableWithoutVirtual(): Plugin {
  const id = '\0pishkhan-antd-table-without-virtual';
  return {
    name: 'pishkhan-antd-table-without-virtual',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './RcTable/VirtualTable' && importer && /antd[\\/]es[\\/]table[\\/]InternalTable\.js$/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `import RcTable from 'antd/es/table/RcTable';
import { createElement, forwardRef } from 'react';
const VirtualTable = forwardRef(function VirtualTable(props, ref) {
  console.error('The virtual table is left out of this build (apps/web/vite.config.ts); the plain table is shown.');
  return createElement(RcTable, { ...props, ref });
});
export default VirtualTable;`;
    },
  };
}

/**
 * antd's Typography brings its in-place editor (with a text area) and its copy button into every
 * screen with a line of secondary text, for its `editable` and `copyable` props, which no text here
 * uses. Leave them out: text given `editable` or `copyable` shows without the editor or the button,
 * and says so in the console.
 */
function antdTypographyWithoutEditCopy(): Plugin {
  const stubs: Record<string, string> = {
    '../Editable': `export default function Editable() {
  console.error('Typography editable is left out of this build (apps/web/vite.config.ts).');
  return null;
}`,
    './CopyBtn': `export default function CopyBtn() {
  console.error('Typography copyable is left out of this build (apps/web/vite.config.ts).');
  return null;
}`,
    '../hooks/useCopyClick': `const noop = () => {};
export default function useCopyClick() {
  return { copied: false, copyLoading: false, onClick: noop };
}`,
  };
  const prefix = '\0pishkhan-antd-typography:';
  return {
    name: 'pishkhan-antd-typography-without-edit-copy',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in stubs && importer && /antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/.test(importer)) return prefix + source;
      return null;
    },
    load(loaded) {
      return loaded.startsWith(prefix) ? stubs[loaded.slice(prefix.length)]! : null;
    },
  };
}

/**
 * antd's radio group takes one small helper (a field name as text) from the form's useForm module,
 * which brings the form store and scroll-into-view into every table (a table's row selection is built
 * on radios). Serve the radio group the helper alone, the same code.
 */
function antdRadioWithoutFormStore(): Plugin {
  const id = '\0pishkhan-antd-radio-name-path';
  return {
    name: 'pishkhan-antd-radio-without-form-store',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../form/hooks/useForm' && importer && /antd[\\/]es[\\/]radio[\\/]group\.js$/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `import { toArray } from 'antd/es/form/util';
export function toNamePathStr(name) {
  return toArray(name).join('_');
}`;
    },
  };
}

/**
 * antd's Pagination imports the whole Select for its page-size changer, which no pager here shows
 * (listPagination sets `showSizeChanger: false`), so every table carried a select. Give the pager a
 * Select that loads when a size changer is first shown: the same component, fetched on demand.
 */
function antdPaginationLazySelect(): Plugin {
  const id = '\0pishkhan-antd-pagination-select';
  return {
    name: 'pishkhan-antd-pagination-lazy-select',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../select' && importer && /antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `export default function PaginationSizeSelect() {
  console.error('The page-size select of the pager is left out of this build (apps/web/vite.config.ts); set showSizeChanger: false.');
  return null;
}`;
    },
  };
}

/**
 * antd's Table row selection takes the tree's key helpers for selecting a parent with its children
 * (`rowSelection.checkStrictly: false`), which no table here uses (rows are flat; selection is
 * strict, antd's default), so every table carried the tree's utilities. Serve it the two list helpers
 * it uses on every click, the same code; a table asking for linked parent and child checkboxes would
 * select rows one by one, and says so in the console.
 */
function antdSelectionWithoutTree(): Plugin {
  const id = '\0pishkhan-antd-selection-tree';
  return {
    name: 'pishkhan-antd-selection-without-tree',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@rc-component/tree' && importer && /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `export function arrDel(list, value) {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}
export function arrAdd(list, value) {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
const unlinked = 'Linked parent and child row checkboxes (checkStrictly: false) are left out of this build (apps/web/vite.config.ts).';
export function convertDataToEntities() {
  console.error(unlinked);
  return { keyEntities: {} };
}
export function conductCheck(keys) {
  return { checkedKeys: Array.isArray(keys) ? keys : keys.checked, halfCheckedKeys: [] };
}`;
    },
  };
}

/**
 * antd's Input carries its text area, password, one-time-code and group inputs as properties
 * (Input.TextArea …), so a screen with one search box downloaded all of them. After directImports has
 * made `Input` a direct import, point it at the plain input and give each `Input.X` used its own import.
 */
function inputParts(code: string): string {
  const m = /^import (\w+) from 'antd\/es\/input';$/m.exec(code);
  if (!m) return code;
  const local = m[1]!;
  const parts = new Set<string>();
  const body = code.replace(new RegExp(`\\b${local}\\.(TextArea|Password|Search|OTP|Group)\\b`, 'g'), (_all, part: string) => {
    parts.add(part);
    return `${local}$${part}`;
  });
  const imports = [`import ${local} from 'antd/es/input/Input';`, ...[...parts].map((p) => `import ${local}$${p} from 'antd/es/input/${p === 'OTP' ? 'OTP/index' : p}';`)];
  return body.replace(m[0], imports.join('\n'));
}

/** The names a module exports, and for a barrel the file each one comes from. */
function barrelMap(indexFile: string): Map<string, string> {
  const map = new Map<string, string>();
  const src = fs.readFileSync(indexFile, 'utf8');
  const dir = path.dirname(indexFile);
  const file = (spec: string) => ['.ts', '.tsx', '/index.ts'].map((e) => path.join(dir, spec + e)).find((f) => fs.existsSync(f))!;
  for (const m of src.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    for (const raw of m[1]!.split(',').map((x) => x.trim()).filter((x) => x && !x.startsWith('type '))) {
      const [name, as = name] = raw.split(/\s+as\s+/) as [string, string?];
      if (name === as) map.set(as, file(m[2]!));
    }
  }
  for (const m of src.matchAll(/export\s*\*\s*from\s*'(\.[^']+)'/g)) {
    const f = file(m[1]!);
    if (f.endsWith('index.ts')) for (const [k, v] of barrelMap(f)) map.set(k, v);
    else for (const n of fs.readFileSync(f, 'utf8').matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/gm)) map.set(n[1]!, f);
  }
  return map;
}

/**
 * Rewrites `import { Button, Table } from 'antd'` (the same from '@ant-design/icons' and from our own
 * component barrels, components/crud and components/inputs) into one import per component. Through a
 * barrel every component is reachable from every screen, so the bundler put the parts one screen uses
 * into chunks shared with the login page and the shell; direct imports let each chunk hold what is used.
 */
function directImports(): Plugin {
  const esDir = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'es');
  const antdIndex = fs.readFileSync(path.join(esDir('antd'), 'index.js'), 'utf8');
  const antd = new Map([...antdIndex.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)].map((m) => [m[1]!, `antd/es/${m[2]}`]));
  const iconsDir = path.join(esDir('@ant-design/icons'), 'icons');
  const icon = (name: string) => (fs.existsSync(path.join(iconsDir, `${name}.js`)) ? `@ant-design/icons/es/icons/${name}` : undefined);
  const components = fileURLToPath(new URL('./src/components/', import.meta.url));
  const barrels = new Map<string, Map<string, string>>();
  const ourBarrel = (importer: string, spec: string) => {
    const dir = path.resolve(path.dirname(importer), spec);
    const index = path.join(dir, 'index.ts');
    if (!dir.startsWith(components) || !fs.existsSync(index)) return undefined;
    if (!barrels.has(index)) barrels.set(index, barrelMap(index));
    return barrels.get(index);
  };
  const re = /import\s*\{([^}]*)\}\s*from\s*'(antd|@ant-design\/icons|\.[^']*\/components\/[\w/]+)';/g;
  return {
    name: 'pishkhan-direct-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !re.test(code)) return null;
      re.lastIndex = 0;
      const out = code.replace(re, (all, list: string, pkg: string) => {
        const barrel = pkg.startsWith('.') ? ourBarrel(id, pkg) : undefined;
        if (pkg.startsWith('.') && !barrel) return all;
        const kept: string[] = [];
        const direct: string[] = [];
        for (const raw of list.split(',').map((x) => x.trim()).filter(Boolean)) {
          if (raw.startsWith('type ')) {
            kept.push(raw);
            continue;
          }
          const [name, local = name] = raw.split(/\s+as\s+/) as [string, string?];
          if (barrel) {
            const f = barrel.get(name);
            if (f) direct.push(`import { ${name} as ${local} } from '${f.replace(/\\/g, '/').replace(/\.tsx?$/, '')}';`);
            else kept.push(raw);
            continue;
          }
          const target = pkg === 'antd' ? antd.get(name) : icon(name);
          if (target) direct.push(`import ${local} from '${target}';`);
          else kept.push(raw);
        }
        return [...(kept.length ? [`import { ${kept.join(', ')} } from '${pkg}';`] : []), ...direct].join('\n');
      });
      return inputParts(out);
    },
  };
}

/**
 * The preload lists of the lazy screens leave out the chunks the entry itself imports: those are
 * loaded before any screen can be asked for, so listing them again (once per screen, in the entry's
 * dependency map) only made the first download bigger. The set is read from the finished bundle
 * before Vite writes the lists.
 */
const loadedWithEntry = new Set<string>();
function preloadListsWithoutEntryChunks(): Plugin {
  return {
    name: 'pishkhan:preload-lists-without-entry-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry.clear();
        const visit = (file: string) => {
          const c = bundle[file];
          if (!c || c.type !== 'chunk' || loadedWithEntry.has(file)) return;
          loadedWithEntry.add(file);
          c.imports.forEach(visit);
        };
        for (const [file, c] of Object.entries(bundle)) if (c.type === 'chunk' && c.isEntry) visit(file);
      },
    },
  };
}

/**
 * antd's ConfigProvider wraps the app in the tooltip's "unique" provider (one shared popup for every
 * tooltip) when its `tooltip.unique` option is set, which this app does not set, so the whole popup
 * engine (@rc-component/trigger) came with the login page. Serve it a provider that passes its
 * children through: a `tooltip={{ unique: true }}` would show each tooltip on its own, and says so.
 * Tooltips, dropdowns and popovers bring the popup engine themselves where they are used.
 */
function antdConfigWithoutUniqueTooltip(): Plugin {
  const id = '\0pishkhan-antd-unique-tooltip';
  return {
    name: 'pishkhan-antd-config-without-unique-tooltip',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer && /antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)) return id;
      return null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return `export default function UniqueProvider({ children }) {
  console.error('The unique tooltip provider is left out of this build (apps/web/vite.config.ts); tooltips show one by one.');
  return children;
}`;
    },
  };
}

const api = process.env.PISHKHAN_API ?? 'http://localhost:3000';

// The admin SPA is served under /admin by the server; in development Vite proxies the API.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [directImports(), antdIsBright(), antdNoColumnFilters(), antdCardWithoutTabs(), antdRadioWithoutFormStore(), antdTableWithoutVirtual(), antdTypographyWithoutEditCopy(), antdPaginationLazySelect(), antdSelectionWithoutTree(), antdConfigWithoutUniqueTooltip(), preloadListsWithoutEntryChunks(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    manifest: true,
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => !loadedWithEntry.has(d)) },
    rolldownOptions: {
      // antd declares itself free of side effects but the @rc-component packages it is built on do not
      // say so: without this every module their index files import stays in the bundle, used or not
      // (the whole form library, the colour picker, the collapse panel in the login page).
      treeshake: {
        moduleSideEffects: (id: string) => !/node_modules[\\/](@rc-component|@ant-design)[\\/]/.test(id) || id.endsWith('.css'),
      },
      output: {
        // Chunks are named by their hash alone: the entry carries the list of every lazy chunk's file
        // (to preload a screen's parts together), and readable names made that list a few KB longer.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // React, the router and the query cache: every page needs them, they change rarely.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
            // The rest of what the first page needs (antd's style engine, buttons, spinner): one chunk.
            { name: 'core', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
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
    // happy-dom rather than jsdom: the same DOM the tests query, for about half the CPU (jsdom's
    // computed-style and selector engines re-read every antd style rule; docs/decisions.md).
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 60000,
    pool: 'threads',
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine, where the
    // files then ran one after another while a core stayed idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
