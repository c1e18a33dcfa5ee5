import { Suspense, lazy, useRef } from 'react';
import { useNearViewport } from '../../lib/useNearViewport.ts';

// Formik, Yup and the toasts are not part of the home page's first load: the form's chunk is
// fetched when its section comes within this distance of the viewport.
const LOAD_AHEAD = '400px';

const SubscribeForm = lazy(() => import('./SubscribeForm.tsx'));

/** The subscribe form's place on a page; it loads the form just before the visitor gets there. */
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

/** Home's 'Get in Touch With Us' section. */
export function SubscribeSection() {
  return (
    <section className="subscribe" aria-labelledby="subscribe-title">
      <h2 id="subscribe-title">Get in Touch With Us</h2>
      <p>Hear about our activities, events and stories first.</p>
      <LazySubscribeForm />
    </section>
  );
}
