import { api } from '../../../../store/api/base.ts';
import { useAppDispatch } from '../../../../store/index.ts';
import { EmptyState } from './EmptyState.tsx';

/** users and others: nothing to list yet; Refresh asks the server again for everything cached. */
export function NothingYetPage({ name }: { name: 'Users' | 'Others' }) {
  const dispatch = useAppDispatch();
  return (
    <EmptyState
      heading={name}
      message={`Nothing to show on ${name} Page... yet!`}
      onRefresh={() => dispatch(api.util.invalidateTags(['Post', 'Subscriber']))}
    />
  );
}
