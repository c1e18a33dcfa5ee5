import { NoticePage } from '../../components/NoticePage.tsx';
import { useMessages } from '../../i18n/messages.ts';
import { notFound } from '../../i18n/english/notFound.ts';

export function NotFoundPage() {
  const texts = useMessages('notFound', notFound);
  return <NoticePage heading={texts.heading} lead={texts.lead} to="/" action={texts.home} />;
}
