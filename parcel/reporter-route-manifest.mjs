// Writes dist/route-manifest.json: for every module the app imports lazily (each page, the admin
// area), the bundles a browser must load to run it, beyond those index.html already loads:
//
//   { "src/pages/public/ActivitiesPage.tsx": ["/ActivitiesPage.342dd655.js", "/routes.aa8c3544.js",
//                                            "/ActivitiesPage.78a75157.css"], ... }
//
// The server reads it to announce a route's bundles in the page's head (modulepreload), so they
// download beside the main script instead of after it has run.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Reporter } from '@parcel/plugin';

const toPosix = (path) => path.split(sep).join('/');

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

    const manifest = {};
    for (const bundle of bundles) {
      bundle.traverse((node) => {
        if (node.type !== 'dependency' || node.value.priority !== 'lazy') return;
        const resolved = graph.resolveAsyncDependency(node.value, bundle);
        if (resolved?.type !== 'bundle_group') return;
        // The group's entry is the imported module itself (the dependency may be Parcel's loader).
        const target = graph.getAssetById(resolved.value.entryAssetId);
        const key = toPosix(relative(options.projectRoot, target.filePath));
        const urls = graph
          .getBundlesInBundleGroup(resolved.value)
          .filter((member) => !member.bundleBehavior)
          .map(urlOf)
          .filter((url) => !initial.has(url));
        if (urls.length === 0) return;
        manifest[key] = [...new Set([...(manifest[key] ?? []), ...urls])].sort(
          (a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')) || a.localeCompare(b),
        );
      });
    }
    const file = join(distDir, 'route-manifest.json');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
  },
});
