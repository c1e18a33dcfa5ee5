import { useEffect, useRef, useState } from 'react';
import { COUNTER_TICK_MS } from '../../shared/constants.ts';
import { formatNumber } from '../../shared/i18n/format.ts';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages.ts';
import { impact } from '../i18n/english/impact.ts';
import { impactCounters, type CounterTarget } from '../content/impact.ts';
import { useLanguage, useMessages } from '../i18n/messages.ts';
import { prefersReducedMotion } from '../lib/motion.ts';

type Counts = Record<CounterTarget['id'], number>;

const countsOf = (pick: (counter: CounterTarget) => number) =>
  Object.fromEntries(impactCounters.map((counter) => [counter.id, pick(counter)])) as Counts;

const finalCounts = () => countsOf((counter) => counter.target);

/** Counts up once, the first time half of the block is visible; at once with reduced motion. */
export function ImpactCounters() {
  const language = useLanguage();
  const labels = useMessages('impact', impact).counters;
  // The spec writes English's counts without grouping ("1000"); other languages group as they write numbers.
  const shown = (count: number) => (language === DEFAULT_LANGUAGE ? String(count) : formatNumber(language, count));
  const block = useRef<HTMLDivElement>(null);
  const [counts, setCounts] = useState<Counts>(() =>
    prefersReducedMotion() || typeof IntersectionObserver === 'undefined' ? finalCounts() : countsOf(() => 0),
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

  const done = impactCounters.every((counter) => counts[counter.id] === counter.target);
  useEffect(() => {
    if (!started || done) return;
    const timer = setInterval(() => {
      setCounts((current) => countsOf((counter) => Math.min(counter.target, current[counter.id] + counter.step)));
    }, COUNTER_TICK_MS);
    return () => clearInterval(timer);
  }, [started, done]);

  return (
    <div className="impact-counters" ref={block}>
      {impactCounters.map((counter) => (
        <p key={counter.id} className="impact-counters__item">
          <span className="impact-counters__value">{shown(counts[counter.id])}</span>
          <span className="impact-counters__label">{labels[counter.id]}</span>
        </p>
      ))}
    </div>
  );
}
