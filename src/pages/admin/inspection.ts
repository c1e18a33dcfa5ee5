// The Stately inspector for the admin machines: development builds only, and only when the page
// was opened with ?inspect. The dynamic import sits behind the NODE_ENV test so production
// builds drop it, and with it the whole inspector.
import type { InspectionEvent, Observer } from 'xstate';

let enabled = false;
let observer: Observer<InspectionEvent> | undefined;
const pending: InspectionEvent[] = [];

export function startInspection(search = globalThis.location?.search ?? ''): void {
  if (process.env.NODE_ENV === 'production') return;
  if (enabled || !new URLSearchParams(search).has('inspect')) return;
  enabled = true;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    observer = createBrowserInspector().inspect;
    pending.splice(0).forEach((event) => observer?.next?.(event));
  });
}

/** Passed as `inspect` to every admin actor; does nothing unless inspection was started. */
export function inspect(event: InspectionEvent): void {
  if (!enabled) return;
  if (observer) observer.next?.(event);
  else pending.push(event);
}
