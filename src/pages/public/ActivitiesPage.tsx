import { useMemo } from 'react';
import '../../../styles/activities.scss';
import { useAppDispatch, useAppSelector } from '../../../store/index.ts';
import {
  ACTIVITY_FILTERS,
  filterSelected,
  postsInFilter,
  selectActivityFilter,
} from '../../../store/activitiesFilterSlice.ts';
import { useGetAllPostsQuery } from '../../../store/api/posts.ts';
import { ActivityCard } from '../../components/activities/ActivityCard.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

export function ActivitiesPage() {
  useDocumentTitle('Activities');
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectActivityFilter);
  // A failed query shows an empty grid (spec section 8): there is no error state here.
  const { data: posts, isLoading } = useGetAllPostsQuery();
  const shown = useMemo(() => postsInFilter(posts ?? [], filter), [posts, filter]);

  return (
    <div className="page activities">
      <h1>Activities</h1>
      <div className="activity-filters" role="group" aria-label="Show activities">
        {ACTIVITY_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className="activity-filters__option"
            aria-pressed={option === filter}
            onClick={() => dispatch(filterSelected(option))}
          >
            {option}
          </button>
        ))}
      </div>
      {isLoading ? (
        <p className="banner" role="status">
          Loading ...
        </p>
      ) : null}
      <ul className="activity-grid" aria-label="Activities" aria-busy={isLoading}>
        {shown.map((post, index) => (
          <li key={post._id}>
            <ActivityCard post={post} first={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
