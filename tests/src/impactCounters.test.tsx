import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { ImpactCounters } from '../../src/components/ImpactCounters.tsx';
import type { ImpactContent } from '../../src/content/sections.ts';

/** The default counters (the replaced site's), as the Impact page reads them. */
const COUNTERS: ImpactContent['counters'] = [
  { key: 'students', label: 'Students supported', target: 1000 },
  { key: 'mentors', label: 'Mentors', target: 8 },
  { key: 'careers', label: 'Careers explored', target: 120 },
];

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** Stands in for the browser's IntersectionObserver; `show()` reports the block as half visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  show() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true, intersectionRatio: 0.5 })));
  }
}

const value = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
const values = () => [value('Students supported'), value('Mentors'), value('Careers explored')];
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('impact counters', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('stay at zero until half of the block is visible', () => {
    render(<ImpactCounters counters={COUNTERS} />, { wrapper: MemoryRouter });
    expect(FakeIntersectionObserver.instances[0]?.options.threshold).toBe(0.5);
    tick(1000);
    expect(values()).toEqual(['0', '0', '0']);
  });

  test('count up every 40 ms by 20, 1 and 5 up to 1000, 8 and 120, once', () => {
    render(<ImpactCounters counters={COUNTERS} />, { wrapper: MemoryRouter });
    act(() => FakeIntersectionObserver.instances[0]!.show());
    tick(39);
    expect(values()).toEqual(['0', '0', '0']);
    tick(1);
    expect(values()).toEqual(['20', '1', '5']);
    tick(40 * 7);
    expect(values()).toEqual(['160', '8', '40']);
    tick(40 * 16);
    expect(values()).toEqual(['480', '8', '120']);
    tick(40 * 26);
    expect(values()).toEqual(['1000', '8', '120']);
    tick(4000);
    expect(values()).toEqual(['1000', '8', '120']);
    expect(FakeIntersectionObserver.instances[0]!.observed).toHaveLength(0);
  });

  test('show the final values at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    render(<ImpactCounters counters={COUNTERS} />, { wrapper: MemoryRouter });
    expect(values()).toEqual(['1000', '8', '120']);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  test('keep the replaced site’s steps, stop at the new target on the last tick, and a new counter steps by a fiftieth of its target', () => {
    render(
      <ImpactCounters
        counters={[
          { key: 'students', label: 'Students supported', target: 1010 },
          { key: 'schools', label: 'Partner schools', target: 100 },
        ]}
      />,
      { wrapper: MemoryRouter },
    );
    act(() => FakeIntersectionObserver.instances[0]!.show());
    tick(40);
    expect([value('Students supported'), value('Partner schools')]).toEqual(['20', '2']);
    tick(40 * 50);
    expect([value('Students supported'), value('Partner schools')]).toEqual(['1010', '100']);
  });
});
