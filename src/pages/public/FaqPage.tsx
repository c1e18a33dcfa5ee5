import { Accordion } from '../../components/Accordion.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { faq } from '../../i18n/english/faq.ts';

export function FaqPage() {
  const texts = useMessages('faq', faq);
  const items = Object.entries(texts.items).map(([id, item]) => ({ id, title: item.title, content: <p>{item.content}</p> }));
  return (
    <div className="page page--text">
      <h1>{texts.heading}</h1>
      <Accordion items={items} />
    </div>
  );
}
