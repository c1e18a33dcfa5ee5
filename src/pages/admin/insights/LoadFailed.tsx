import { INSIGHTS_TEXTS } from './insightsTexts.ts';

/** A part of the page that could not be loaded, and a way to ask again (the other parts stay). */
export function LoadFailed({ message, onRefresh }: { message: string; onRefresh: () => unknown }) {
  return (
    <div className="insights-failed">
      <p role="alert">{message}</p>
      <button type="button" className="button" onClick={() => void onRefresh()}>
        {INSIGHTS_TEXTS.refresh}
      </button>
    </div>
  );
}
