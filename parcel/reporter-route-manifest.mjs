// Writes dist/route-manifest.json: for every page of the route table (shared/routes.ts), the
// bundles a browser must load to run it, beyond those index.html already loads. Keyed by the
// table's page names, not by source paths, so renaming a page's file cannot drop its hints:
//
//   { "ActivitiesPage": ["/ActivitiesPage.342dd655.js", "/routes.aa8c3544.js",
//                        "/ActivitiesPage.78a75157.css"], ... }
//
// The names come from src/routes.tsx's page map, written `Name: () => import('./pages/...')`: each
// lazy import made there is named by the key in front of it. The server reads the manifest to
// announce a route's bundles in the page's head (modulepreload), so they download beside the main
// script instead of after it has run.
//
// A language's catalogue (shared/locales/<code>.ts), imported lazily wherever that is (today
// src/i18n/messages.ts), is recorded under "catalogue:<code>": a page in that language announces
// it too, since the app draws nothing before its catalogue has arrived.
//
//   { "catalogue:rw": ["/rw.5d1c2a77.js"], ... }
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Reporter } from '@parcel/plugin';

const toPosix = (path) => path.split(sep).join('/');
const PAGE_MAP = 'src/routes.tsx';
const CATALOGUE = /^shared\/locales\/([a-z]{2})\.ts$/;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page names whose loader in `source` imports `specifier`. */
function pageNames(source, specifier) {
  const loader = new RegExp(
    String.raw`([A-Za-z_$][\w$]*)\s*:\s*(?:async\s*)?\(\)\s*=>\s*import\(\s*(['"])${escapeRegExp(specifier)}\2\s*\)`,
    'g',
  );
  return [...source.matchAll(loader)].map((match) => match[1]);
}

export default new Reporter({
  async report({ event, options }) {
    if (event.type !== 'buildSuccess') return;
    const graph = event.bundleGraph;
    const bundles = graph.getBundles();
    const entry = bundles.find((bundle) => bundle.type === 'html' && bundle.getMainEntry());
    if (!entry) return;
    const distDir = entry.target.distDir;
    const publicUrl = (entry.target.publicUrl ?? '/').replace(/\/?$/, '/');
    const urlOf = (bundle) => publicUrl + toPosix(relative(distDir, bundle.filePath));
    // What index.html loads already, so never worth announcing again.
    const initial = new Set(graph.getReferencedBundles(entry, { recursive: true }).map(urlOf));
    const pageMap = readFileSync(join(options.projectRoot, PAGE_MAP), 'utf8');

    const manifest = {};
    const record = (name, urls) => {
      manifest[name] = [...new Set([...(manifest[name] ?? []), ...urls])].sort(
        (a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')) || a.localeCompare(b),
      );
    };
    /** The bundles a lazy import loads (a bundle group), or null when it loads none of its own. */
    const groupOf = (dependency, bundle) => {
      const resolved = graph.resolveAsyncDependency(dependency, bundle);
      return resolved?.type === 'bundle_group' ? resolved.value : null;
    };
    /** What a bundle group holds beyond what index.html loads. */
    const urlsOf = (group) =>
      graph
        .getBundlesInBundleGroup(group)
        .filter((member) => !member.bundleBehavior)
        .map(urlOf)
        .filter((url) => !initial.has(url));
    /** The file a bundle group is made for (the module the import names, not the loader in front of it). */
    const entryFileOf = (group) => {
      const entry = graph
        .getBundlesInBundleGroup(group)
        .map((member) => member.getMainEntry())
        .find((asset) => asset?.id === group.entryAssetId);
      return entry ? toPosix(relative(options.projectRoot, entry.filePath)) : '';
    };
    for (const bundle of bundles) {
      bundle.traverse((node) => {
        if (node.type !== 'dependency' || node.value.priority !== 'lazy') return;
        const dependency = node.value;
        const group = groupOf(dependency, bundle);
        const catalogue = group && CATALOGUE.exec(entryFileOf(group));
        if (catalogue) {
          record(`catalogue:${catalogue[1]}`, urlsOf(group));
          return;
        }
        if (!dependency.sourcePath || toPosix(relative(options.projectRoot, dependency.sourcePath)) !== PAGE_MAP) return;
        const names = pageNames(pageMap, dependency.specifier);
        if (names.length === 0) throw new Error(`${PAGE_MAP} imports ${dependency.specifier} lazily outside its page map`);
        if (!group) return;
        for (const name of names) record(name, urlsOf(group));
      });
    }
    const file = join(distDir, 'route-manifest.json');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
  },
});
