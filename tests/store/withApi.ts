import { attachApi } from '../../store/api/base.ts';
import type { AppStore } from '../../store/index.ts';

/** A store the api has joined, as it joins the app's when a page first uses it. */
export function withApi(store: AppStore): AppStore {
  attachApi(store);
  return store;
}
