import { joinApi } from '../../store/api/base.ts';
import type { AppStore } from '../../store/index.ts';

/** A store the api has joined, as a page's loader joins it to the app's before the page renders. */
export function withApi(store: AppStore): AppStore {
  joinApi(store);
  return store;
}
