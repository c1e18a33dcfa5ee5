import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { GivingValues } from './givingRules.ts';

/**
 * Chooses the Card way for a donor sent here to pay by card (the card page's "Pay by card" opens
 * the form at `?way=card#give`), once card payments are known to be on and if no way is chosen yet.
 */
export function ChosenWay({ cards }: { cards: boolean }) {
  const byCard = new URLSearchParams(useLocation().search).get('way') === 'card';
  const { values, setFieldValue } = useFormikContext<GivingValues>();
  const chosen = useRef(false);
  useEffect(() => {
    if (!byCard || !cards || chosen.current) return;
    chosen.current = true;
    if (values.way === '') void setFieldValue('way', 'CARD');
  }, [byCard, cards, values.way, setFieldValue]);
  return null;
}
