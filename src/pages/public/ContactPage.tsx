import ContactForm from '../../components/contact/ContactForm.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { contact } from '../../i18n/english/contact.ts';

// This module calls the server: its loader joins the api to the store first (src/lib/storeLoading.ts).
export { joinApi as prepareStore } from '../../../store/api/base.ts';

// Formik and Yup come with this page's own chunk (the route is lazy), never with the first load.
export function ContactPage() {
  const texts = useMessages('contact', contact);
  return (
    <div className="page page--narrow">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.intro}</p>
      <ContactForm />
    </div>
  );
}
