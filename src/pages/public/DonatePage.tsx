import { Fragment, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Accordion } from '../../components/Accordion.tsx';
import { useOpenCampaigns, type OpenCampaign } from '../../components/giving/openCampaigns.ts';
import { Picture } from '../../components/Picture.tsx';
import type { ShownSection } from '../../../shared/siteContent/shown.ts';
import { shown, useSiteContent } from '../../lib/siteContent.tsx';
import { useLanguage, useLocalize, useMessages } from '../../i18n/messages.ts';
import { donate } from '../../i18n/english/donate.ts';
import { donatePhoto } from '../../../shared/photos.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { useAppStore } from '../../../store/index.ts';

/** The giving form's address on the page: following a link to it loads the form (a monthly reminder's pay link adds `:<reference>:<pay token>`). */
const GIVE = '#give';

/**
 * The giving form's place: a link to it until the visitor asks for it (a card's link, or arriving
 * at #give), then the form, fetched only then, and brought into view with its heading focused.
 */
function GiveSection({ texts, campaigns, askAgain }: { texts: (typeof donate)['give']; campaigns: OpenCampaign[]; askAgain: () => void }) {
  const store = useAppStore();
  const hash = useLocation().hash;
  const atGive = hash === GIVE || hash.startsWith(`${GIVE}:`);
  // Once asked for, the form stays while the page does (Back, or the skip link, take no gift away).
  const [asked, setAsked] = useState(atGive);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form calls the server: its loader joins the api to the store before it first renders.
  const [GivingForm] = useState(() =>
    lazy(async () => {
      const { default: Form, prepareStore } = await import('../../components/giving/GivingForm.tsx');
      prepareStore(store);
      return { default: Form };
    }),
  );
  useEffect(() => {
    if (!atGive) return;
    setAsked(true);
    heading.current?.focus();
  }, [atGive]);
  return (
    <section id="give" className="give" aria-labelledby="give-heading">
      <h2 id="give-heading" ref={heading} tabIndex={-1}>
        {texts.heading}
      </h2>
      {asked ? (
        <Suspense fallback={<p role="status">{texts.loading}</p>}>
          <GivingForm campaigns={campaigns} onCampaignClosed={askAgain} />
        </Suspense>
      ) : (
        <p>
          <Link to={GIVE} className="button">
            {texts.open}
          </Link>
        </p>
      )}
    </section>
  );
}

// The campaigns' bars, loaded only when a campaign is open; an extra, so a failed load shows nothing.
const Campaigns = lazy(() => import('../../components/giving/Campaigns.tsx').catch(() => ({ default: () => null })));

/** The bank's details, in this order, each shown once given (the bank's card alone shows them). */
const BANK_FIELDS = ['bankName', 'accountName', 'accountNumber', 'swift'] as const satisfies (keyof ShownSection<'donate'>['bank'] & keyof typeof donate)[];

export function DonatePage() {
  const texts = useMessages('donate', donate);
  const content = useSiteContent<ShownSection<'donate'>>('donate');
  const formPath = useLocalize()(ROUTES.donateByCard.path);
  const language = useLanguage();
  const { campaigns, askAgain } = useOpenCampaigns(language);
  /** What an open card says: the same for each way of giving, with the bank's details on the bank's. */
  const details = (bank: boolean) => (
    <>
      <p>{texts.acceptedIntro}</p>
      <ul>
        {content.accepted.map((kind) => (
          <li key={kind.key}>
            {shown(kind.text)}
          </li>
        ))}
      </ul>
      <dl className="donate-details">
        <dt>{texts.mobileMoneyNumber}</dt>
        <dd>{content.mobileMoneyNumber}</dd>
        <dt>{texts.mobileMoneyCode}</dt>
        <dd>{content.mobileMoneyCode}</dd>
        {bank &&
          BANK_FIELDS.map(
            (field) =>
              content.bank[field] && (
                <Fragment key={field}>
                  <dt>{texts[field]}</dt>
                  <dd>{content.bank[field]}</dd>
                </Fragment>
              ),
          )}
        <dt>{texts.hoursLabel}</dt>
        <dd>
          {shown(content.hours)}
        </dd>
      </dl>
      <p>
        <Link to={GIVE}>{shown(content.formLine)}</Link>
      </p>
    </>
  );
  const items = Object.entries(texts.options).map(([id, title]) => ({ id, title, content: details(id === 'bank') }));
  return (
    <div className="page donate">
      <h1>{texts.heading}</h1>
      <p className="page__lead">{texts.intro}</p>
      <div className="donate__layout">
        <Accordion items={items} className="donate__cards" />
        <Link to={formPath} className="donate__image">
          <Picture photo={donatePhoto} alt={texts.imageAlt} lazy={false} />
        </Link>
      </div>
      <GiveSection texts={texts.give} campaigns={campaigns} askAgain={askAgain} />
      {/* Last on the page: arriving after it has been drawn, they move nothing a visitor is reading. */}
      {campaigns.length > 0 ? (
        <Suspense fallback={null}>
          <Campaigns campaigns={campaigns} language={language} />
        </Suspense>
      ) : null}
    </div>
  );
}
