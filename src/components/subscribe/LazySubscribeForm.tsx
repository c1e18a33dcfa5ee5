import { Suspense, lazy, useRef } from 'react';
import { useNearViewport } from '../../lib/useNearViewport.ts';

// Formik, Yup and the toasts are not part of the home page's first load: the form's chunk is
// fetched when its place comes within this distance of the viewport.
const LOAD_AHEAD = '400px';

const SubscribeForm = lazy(() => import('./SubscribeForm.tsx'));

/** The subscribe form's place in Home's 'Get in Touch With Us' section. */
export function LazySubscribeForm() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, LOAD_AHEAD);
  return (
    <div ref={slot} className="subscribe__form">
      {near ? (
        <Suspense fallback={null}>
          <SubscribeForm />
        </Suspense>
      ) : null}
    </div>
  );
}
