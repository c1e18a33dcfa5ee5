// The built site the browser tests and the bench serve, the Chromium that drives it and the screens
// it drives it at. No test runner here: bench/ imports it as a plain module.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildIsStale, runBuild, runServerBuild, serverBuildIsStale } from '../../scripts/build-state.mjs';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DIST_DIR = join(ROOT, 'dist');

/** Builds dist/ if it is missing or stale; later calls in the same run find it fresh. */
export function ensureBuilt(): void {
  if (buildIsStale(ROOT) && runBuild(ROOT) !== 0) throw new Error('Building the web app and the server failed');
}

/** Compiles the server to dist-server/ if it is missing or stale (the server processes tests start run it). */
export function ensureServerBuilt(): void {
  if (serverBuildIsStale(ROOT) && runServerBuild(ROOT) !== 0) throw new Error('Compiling the server failed');
}

/** The compiled module of a server script (`server/main.ts` → dist-server/server/main.js). */
export function compiledServerScript(script: string): string {
  return join(ROOT, 'dist-server', script.replace(/\.ts$/, '.js'));
}

/** Debian's headless shell of Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the tests drive: CHROME_PATH, else Debian's headless shell, else its whole browser.
 * The shell is the same engine without the browser's window layers, the build Playwright itself runs
 * for headless tests: on two cores it opened, loaded and checked pages with half the processor.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');

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


/** The page shell of a stand-in site: the app's stylesheet and module, an empty root, as a build writes it. */
export const STAND_IN_TEMPLATE =
  '<!DOCTYPE html><html lang=en><meta charset=utf-8><title>Build Career Foundation</title>' +
  '<link rel=stylesheet href=/main.css><body><div id="root"></div><script type=module src=/main.js></script>';

export interface StandInSite {
  /** index.html; STAND_IN_TEMPLATE unless given. */
  template?: string;
  /** route-manifest.json (page → its bundles); none unless given. */
  manifest?: Record<string, string[]>;
  /** Other files, by name. */
  files?: Record<string, string>;
}

/**
 * A stand-in for the built site (dist/) where a test needs the server's pages but not the app: in
 * `dir`/site when a folder is given (a test server's data folder), else in a new temporary folder.
 */
export function standInSite(dir?: string, { template = STAND_IN_TEMPLATE, manifest, files = {} }: StandInSite = {}): string {
  const site = dir ? join(dir, 'site') : mkdtempSync(join(tmpdir(), 'bcf-site-'));
  mkdirSync(site, { recursive: true });
  writeFileSync(join(site, 'index.html'), template);
  if (manifest) writeFileSync(join(site, 'route-manifest.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(site, name), text);
  return site;
}
