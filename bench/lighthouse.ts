// Lighthouse with its default mobile settings (emulated mid-range phone, simulated slow 4G),
// Chromium from CHROME_PATH; each run in a fresh browser, so a cold cache; the median of the runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/** Runs Lighthouse `runs` times on `url` and answers the median of each figure. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await once(url));
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
  };
}
