import { useEffect, useRef, useState } from 'react';
import { COUNTER_TICK_MS } from '../../shared/constants.ts';
import { formatNumber } from '../../shared/i18n/format.ts';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages.ts';
import type { ImpactContent } from '../content/sections.ts';
import { shown } from '../lib/siteContent.tsx';
import { useLanguage } from '../i18n/messages.ts';
import { prefersReducedMotion } from '../lib/motion.ts';

type Counter = ImpactContent['counters'][number];
type Counts = Record<string, number>;

/** Added on every tick until the target is reached: the counters' own steps; a counter without one, a fiftieth of its target. */
const STEPS: Record<string, number> = { students: 20, mentors: 1, careers: 5 };
const stepOf = (counter: Counter) => STEPS[counter.key] ?? Math.max(1, Math.ceil(counter.target / 50));

const countsOf = (counters: Counter[], pick: (counter: Counter) => number) =>
  Object.fromEntries(counters.map((counter) => [counter.key, pick(counter)])) as Counts;

/** Counts up once, the first time half of the block is visible; at once with reduced motion. */
export function ImpactCounters({ counters }: { counters: Counter[] }) {
  const language = useLanguage();
  const finalCounts = () => countsOf(counters, (counter) => counter.target);
  // English's counts are written without grouping ("1000"), as the replaced site wrote them; other
  // languages group as they write numbers.
  const counted = (count: number) => (language === DEFAULT_LANGUAGE ? String(count) : formatNumber(language, count));
  const block = useRef<HTMLDivElement>(null);
  const [counts, setCounts] = useState<Counts>(() =>
    prefersReducedMotion() || typeof IntersectionObserver === 'undefined' ? finalCounts() : countsOf(counters, () => 0),
  );
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const element = block.current;
    if (!element || started || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setStarted(true);
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [started]);

  const done = counters.every((counter) => counts[counter.key] === counter.target);
  useEffect(() => {
    if (!started || done) return;
    const timer = setInterval(() => {
      setCounts((current) => countsOf(counters, (counter) => Math.min(counter.target, (current[counter.key] ?? 0) + stepOf(counter))));
    }, COUNTER_TICK_MS);
    return () => clearInterval(timer);
  }, [started, done, counters]);

  return (
    <div className="impact-counters" ref={block}>
      {counters.map((counter) => (
        <p key={counter.key} className="impact-counters__item">
          <span className="impact-counters__value">{counted(counts[counter.key] ?? 0)}</span>
          <span className="impact-counters__label">
            {shown(counter.label)}
          </span>
        </p>
      ))}
    </div>
  );
}
