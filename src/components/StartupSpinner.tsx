import { useEffect, useState } from 'react';
import { STARTUP_SPINNER_MS } from '../../shared/constants.ts';
import { splitLanguage } from '../../shared/i18n/languages.ts';
import { common } from '../../shared/locales/en.ts';
import { messagesIfLoaded } from '../i18n/messages.ts';

/**
 * Full-screen spinner for the first two seconds of the app. It overlays the page (fixed position),
 * so the layout beneath does not move when it goes. index.html carries the same markup, so it shows
 * before the script has loaded.
 */
export function StartupSpinner() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    // 2 s, unless the server's page says otherwise in <html data-spinner-ms> (tests of the built site).
    const timer = setTimeout(() => setVisible(false), Number(document.documentElement.dataset.spinnerMs ?? STARTUP_SPINNER_MS));
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  // Drawn beside the router, before any page: the document's address says the language, and its
  // catalogue may not have arrived yet (then the English text, marked as such).
  const { language, messages } = messagesIfLoaded(splitLanguage(window.location.pathname).language, 'common', common);
  return (
    <div className="startup-spinner" role="status" aria-live="polite">
      <span className="startup-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden" lang={language}>
        {messages.loading}
      </span>
    </div>
  );
}
