import { Accordion } from '../../components/Accordion.tsx';
import { faqHeading, faqItems } from '../../content/faq.ts';

export function FaqPage() {
  const items = faqItems.map((item) => ({ id: item.id, title: item.title, content: <p>{item.content}</p> }));
  return (
    <div className="page page--text">
      <h1>{faqHeading}</h1>
      <Accordion items={items} />
    </div>
  );
}
