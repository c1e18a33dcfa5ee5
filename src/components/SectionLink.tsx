import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/index.ts';
import { linkChosen } from '../../store/navigationSlice.ts';
import type { NavItem } from '../content/navigation.ts';

interface SectionLinkProps {
  item: NavItem;
  className?: string;
  onChosen?: () => void;
}

/** A navigation link whose highlight comes from the store's section flags, exposed as aria-current. */
export function SectionLink({ item, className, onChosen }: SectionLinkProps) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => item.section !== null && state.navigation.flags[item.section]);
  return (
    <Link
      to={item.to}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={() => {
        dispatch(linkChosen(item.section));
        onChosen?.();
      }}
    >
      {item.label}
    </Link>
  );
}
