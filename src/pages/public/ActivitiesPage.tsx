import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import '../../../styles/activities.scss';
import { useAppDispatch, useAppSelector, type AppStore } from '../../../store/index.ts';
import {
  ACTIVITY_FILTERS,
  filterSelected,
  joinActivitiesFilter,
  selectActivityFilter,
  type ActivityFilter,
} from '../../../store/activitiesFilterSlice.ts';
import { joinApiWithPageAnswers } from '../../../store/api/pageAnswers.ts';
import { cardsArg, useGetPostCardsQuery } from '../../../store/api/postCards.ts';
import { ActivityCard } from '../../components/activities/ActivityCard.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useLanguage, useMessages } from '../../i18n/messages.ts';
import { routes as englishRoutes } from '../../../shared/locales/en.ts';
import { activities as englishTexts } from '../../i18n/english/activities.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { plural } from '../../../shared/i18n/message.ts';

/**
 * This page calls the server, whose first answer the document may carry, and keeps its filter in
 * the store: its loader joins the filter and the api to the store and puts that answer into the
 * cache first (src/lib/storeLoading.ts).
 */
export function prepareStore(store: AppStore): void {
  joinActivitiesFilter(store);
  joinApiWithPageAnswers(store);
}

/**
 * The count the live line says: "Showing 12 of 40 activities", in `language` (English when left
 * out). English's numbers are written as they always were (no thousands separator).
 */
export function shownOf(shown: number, total: number, language: Language = DEFAULT_LANGUAGE, texts = englishTexts): string {
  const values: Record<string, string | number> = language === DEFAULT_LANGUAGE ? { shown: String(shown), count: String(total) } : { shown };
  return plural(language, texts.shown, total, values);
}

export function ActivitiesPage() {
  const language = useLanguage();
  const texts = useMessages('activities', englishTexts);
  const title = useMessages('routes', englishRoutes).activities.title;
  useDocumentTitle(title);
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectActivityFilter);
  // The page the list has reached, for the filter it was reached in: another filter starts at its
  // first page.
  const [reached, setReached] = useState<{ filter: ActivityFilter; after: string | null }>({ filter, after: null });
  const after = reached.filter === filter ? reached.after : null;
  // A failed query shows an empty grid: there is no error state here.
  const { currentData, isFetching } = useGetPostCardsQuery(cardsArg(filter, after, language));
  const loading = currentData === undefined && isFetching;
  // The grid follows the answer in a transition: React draws a page of new cards in slices the
  // browser may interrupt, so a filter press or "Load more" never holds the main thread for the
  // whole page of cards at once (the press itself shows its state and the banner at once).
  const shown = useDeferredValue(currentData);
  const cards = useMemo(() => shown?.items ?? [], [shown]);
  const grid = useMemo(
    () =>
      cards.map((post, index) => (
        <li key={post._id}>
          <ActivityCard post={post} first={index === 0} />
        </li>
      )),
    [cards],
  );

  // After "Load more", focus goes to the first new card in the commit that draws it (a layout
  // effect): a passive effect could run a frame later, after the cards and their count were on
  // screen, leaving focus on the button in between.
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<{ filter: ActivityFilter; from: number } | null>(null);
  useLayoutEffect(() => {
    const pending = focusFrom.current;
    if (!pending || pending.filter !== filter || cards.length <= pending.from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('.activity-card__title a')[pending.from]?.focus();
  }, [cards.length, filter]);

  const loadMore = () => {
    if (!currentData?.nextCursor || isFetching || shown !== currentData) return;
    focusFrom.current = { filter, from: cards.length };
    setReached({ filter, after: currentData.nextCursor });
  };

  return (
    <div className="page activities">
      <h1>{title}</h1>
      <div className="activity-filters" role="group" aria-label={texts.filtersLabel}>
        {ACTIVITY_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className="activity-filters__option"
            aria-pressed={option === filter}
            onClick={() => dispatch(filterSelected(option))}
          >
            {texts.filters[option]}
          </button>
        ))}
      </div>
      {loading ? (
        <p className="banner" role="status">
          {texts.loading}
        </p>
      ) : null}
      <ul className="activity-grid" aria-label={texts.listLabel} aria-busy={isFetching || shown !== currentData} ref={list}>
        {grid}
      </ul>
      <div className="activity-more">
        <p className="activity-more__count" aria-live="polite">
          {shown && shown.total > 0 ? shownOf(cards.length, shown.total, language, texts) : ''}
        </p>
        {shown?.nextCursor ? (
          <button type="button" className="activity-more__button" onClick={loadMore} aria-busy={isFetching}>
            {texts.loadMore}
          </button>
        ) : null}
      </div>
    </div>
  );
}
