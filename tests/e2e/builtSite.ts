// The built site the browser tests and the bench serve, the Chromium that drives it and the screens
// it drives it at. No test runner here: bench/ imports it as a plain module.
import { join, resolve } from 'node:path';
import { buildIsStale, runBuild } from '../../scripts/build-state.mjs';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DIST_DIR = join(ROOT, 'dist');

/** Builds dist/ if it is missing or stale; later calls in the same run find it fresh. */
export function ensureBuilt(): void {
  if (buildIsStale(ROOT) && runBuild(ROOT) !== 0) throw new Error('Building the web app and the server failed');
}

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];


export interface Viewport {
  width: number;
  height: number;
}
export const PHONE: Viewport = { width: 375, height: 800 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

