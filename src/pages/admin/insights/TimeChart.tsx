// A chart over time drawn by uPlot, which loads with the first chart (after this page's own code).
// The chart is a picture for sighted readers; its numbers are the table beside it, which is what
// screen readers, copying and the CSV read. Where no chart can be drawn (no canvas), the table stays.
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartLine {
  label: string;
  values: number[];
  colour: string;
}

const HEIGHT = 220;

/** A period of the answers ('2026-11-29' a Kigali day, '2026-11' a month) as the chart's x: seconds, read as UTC. */
export function periodSeconds(period: string): number {
  const [year = 1970, month = 1, day = 1] = period.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

function options(width: number, lines: ChartLine[], toDate: (seconds: number) => Date): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // The x values are calendar days and months, written as UTC midnights: shown as UTC, they stay those days.
    tzDate: toDate,
    legend: { show: false },
    cursor: { show: false },
    scales: { y: { range: (_chart, _min, max) => [0, Math.max(1, max)] } },
    series: [{}, ...lines.map((line) => ({ label: line.label, stroke: line.colour, width: 2, points: { show: true, size: 5 } }))],
  };
}

export function TimeChart({ label, periods, lines }: { label: string; periods: string[]; lines: ChartLine[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let gone = false;
    void import('uplot')
      .then(({ default: UPlot }) => {
        const target = box.current;
        if (gone || !target) return;
        const toDate = (seconds: number) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');
        chart = new UPlot(options(target.clientWidth || 600, lines, toDate), [periods.map(periodSeconds), ...lines.map((line) => line.values)], target);
        resize = new ResizeObserver(() => chart?.setSize({ width: target.clientWidth, height: HEIGHT }));
        resize.observe(target);
      })
      // Without a canvas (or the script), the table beside the chart carries the same numbers.
      .catch(() => undefined);
    return () => {
      gone = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [periods, lines]);
  return (
    <figure className="insights-chart">
      <div ref={box} role="img" aria-label={label} className="insights-chart__plot" />
      <figcaption className="insights-chart__key">
        {lines.map((line) => (
          <span key={line.label}>
            <span className="insights-chart__swatch" style={{ background: line.colour }} aria-hidden="true" /> {line.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
