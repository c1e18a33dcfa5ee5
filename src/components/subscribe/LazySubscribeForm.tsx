import { Suspense, lazy, useRef, useState } from 'react';
import { useAppStore } from '../../../store/index.ts';
import { useNearViewport } from '../../lib/useNearViewport.ts';

// Formik, Yup and the toasts are not part of the home page's first load: the form's chunk is
// fetched when its place comes within this distance of the viewport.
const LOAD_AHEAD = '400px';

/** The subscribe form's place in Home's 'Get in Touch With Us' section. */
export function LazySubscribeForm() {
  const store = useAppStore();
  // The form calls the server: its loader joins the api to the store before the form first renders
  // (src/lib/storeLoading.ts).
  const [SubscribeForm] = useState(() =>
    lazy(async () => {
      const { default: Form, prepareStore } = await import('./SubscribeForm.tsx');
      prepareStore(store);
      return { default: Form };
    }),
  );
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
