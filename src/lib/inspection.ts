// The Stately inspector for every machine of the app (login, post editor, delete, post details):
// development builds only, and only on a page opened with ?inspect. Nothing happens at import: the
// first inspection event of a page with ?inspect loads the inspector. The NODE_ENV test comes
// first, so production builds drop the body, the dynamic import, and with it the whole inspector.
import type { InspectionEvent, Observer } from 'xstate';

let started = false;
let observer: Observer<InspectionEvent> | undefined;
const pending: InspectionEvent[] = [];

function wanted(): boolean {
  return new URLSearchParams(globalThis.location?.search ?? '').has('inspect');
}

/** Passed as `inspect` to every actor the app runs; does nothing unless the page asked for it. */
export function inspect(event: InspectionEvent): void {
  if (process.env.NODE_ENV === 'production') return;
  if (!started) {
    if (!wanted()) return;
    started = true;
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      observer = createBrowserInspector().inspect;
      pending.splice(0).forEach((queued) => observer?.next?.(queued));
    });
  }
  if (observer) observer.next?.(event);
  else pending.push(event);
}
