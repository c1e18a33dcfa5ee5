// One post form's drafts on the server: the first save of a new post creates its draft,
// later ones update it. Saves go one after another, never two at once, so an explicit Publish that
// follows an autosave under way updates the same draft instead of making a second post, and a
// publish or schedule never runs beside a save.
import type { PostDraftInput } from '../../../../../shared/graphql.generated.ts';
import type { Post } from '../../../../../shared/types.ts';
import { postLifecycleApi } from '../../../../../store/api/postLifecycle.ts';
import type { AppStore } from '../../../../../store/index.ts';
import type { KeptValues } from './localCopy.ts';

/** A draft may be saved once it has a title. */
export const saveableDraft = (values: KeptValues) => values.postTitle.trim() !== '';

export class DraftSession {
  private last: Promise<unknown> = Promise.resolve();
  private readonly savedListeners = new Set<(post: Post) => void>();

  /** `draftId`: the post being edited, or null until a new post's first save. */
  constructor(
    private readonly store: AppStore,
    public draftId: string | null,
  ) {}

  /** Saves `input` (its post_id is this session's draft) after any save under way. */
  save(input: Omit<PostDraftInput, 'post_id'>): Promise<Post> {
    return this.after(async () => {
      const post = await this.store
        .dispatch(postLifecycleApi.endpoints.saveDraft.initiate({ ...input, ...(this.draftId ? { post_id: this.draftId } : {}) }))
        .unwrap();
      this.draftId = post._id;
      this.savedListeners.forEach((listener) => listener(post));
      return post;
    });
  }

  /** Calls `listener` after each save the server kept (autosaves too); answers how to stop. */
  onSaved(listener: (post: Post) => void): () => void {
    this.savedListeners.add(listener);
    return () => this.savedListeners.delete(listener);
  }

  /**
   * Runs `step` (a publish, a schedule) once the saves before it are done, and before any save
   * after it: the server refuses to publish a post changed since it was read.
   */
  after<T>(step: () => Promise<T>): Promise<T> {
    const run = this.last.catch(() => undefined).then(step);
    this.last = run;
    return run;
  }

  /** Resolves once no save is under way (whatever its outcome). */
  async settled(): Promise<void> {
    await this.last.catch(() => undefined);
  }
}
