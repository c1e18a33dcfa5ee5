import { Accordion } from '../../components/Accordion.tsx';
import type { FaqContent } from '../../content/sections.ts';
import { shown, useSiteContent } from '../../lib/siteContent.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { faq } from '../../i18n/english/faq.ts';

export function FaqPage() {
  const texts = useMessages('faq', faq);
  const content = useSiteContent<FaqContent>('faq');
  const items = content.items.map((item) => ({
    id: item.key,
    title: shown(item.question),
    content: (
      <p>
        {shown(item.answer)}
      </p>
    ),
  }));
  return (
    <div className="page page--text">
      <h1>{texts.heading}</h1>
      <Accordion items={items} />
    </div>
  );
}
