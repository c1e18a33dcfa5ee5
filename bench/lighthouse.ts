// Lighthouse with its default mobile settings (emulated mid-range phone, simulated slow 4G),
// Chromium from CHROME_PATH; each run in a fresh browser, so a cold cache; the median of the runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { localizedPath } from '../shared/i18n/languages.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function once(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run Lighthouse itself could not complete (e.g. NO_LCP) scores 0: not a measurement.
    if (result.lhr.runtimeError) throw new LighthouseRunError(result.lhr.runtimeError.code);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

class LighthouseRunError extends Error {
  constructor(readonly code: string) {
    super(`Lighthouse could not complete the run: ${code}`);
  }
}

/** Extra runs allowed in place of runs Lighthouse could not complete. */
const MAX_FAILED_RUNS = 3;

/**
 * Runs Lighthouse `runs` times on `url` and answers the median of each figure. A run Lighthouse
 * could not complete is run again (at most MAX_FAILED_RUNS times) and listed in `failedRuns`.
 */
export async function lighthouseMedian(
  url: string,
  runs = 3,
): Promise<LighthouseFigures & { runs: LighthouseFigures[]; failedRuns: string[] }> {
  const all: LighthouseFigures[] = [];
  const failedRuns: string[] = [];
  while (all.length < runs) {
    try {
      all.push(await once(url));
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || failedRuns.length >= MAX_FAILED_RUNS) throw error;
      failedRuns.push(error.code);
    }
  }
  const pick = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    cls: +pick('cls').toFixed(3),
    runs: all,
    failedRuns,
  };
}

/** A path in each language, English first (issue 26: the pages in rw and fr keep English's scores). */
export const inEveryLanguage = (paths: string[]) => paths.flatMap((path) => LANGUAGES_EN_FIRST.map((language) => localizedPath(language, path)));
const LANGUAGES_EN_FIRST = ['en', 'rw', 'fr'] as const;

export function lighthouseTable(rows: { path: string; figures: LighthouseFigures }[]): string {
  return [
    '| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ path, figures: f }) =>
        `| ${path} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} |`,
    ),
  ].join('\n');
}
