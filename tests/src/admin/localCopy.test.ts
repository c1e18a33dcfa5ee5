import { afterEach, describe, expect, test } from 'vitest';
import { clearLocalCopy, copyToOffer, readLocalCopy, writeLocalCopy } from '../../../src/pages/admin/posts/forms/localCopy.ts';
import { draftInput, emptyPostValues, type PostFormValues } from '../../../src/pages/admin/posts/forms/postForm.ts';
import { saveableDraft } from '../../../src/pages/admin/posts/forms/draftSession.ts';

const values = (postTitle: string, more: Partial<PostFormValues> = {}): PostFormValues => ({ ...emptyPostValues(), postTitle, ...more });
const DAY = 24 * 60 * 60_000;

describe('the copy of a post form kept in this browser', () => {
  afterEach(() => localStorage.clear());

  test('is kept per post (or for the new post), without the chosen photos, and read back', () => {
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    writeLocalCopy('p1', values('Library day', { arrayOfImages: [photo] }), 'p1', 1_000);
    writeLocalCopy(null, values('Not yet saved'), null, 2_000);
    expect(readLocalCopy('p1', 1_500)).toEqual({ values: { ...values('Library day'), arrayOfImages: undefined }, savedAt: 1_000, postId: 'p1' });
    expect(readLocalCopy('p1', 1_500)!.values).not.toHaveProperty('arrayOfImages');
    expect(readLocalCopy(null, 2_500)!.values.postTitle).toBe('Not yet saved');
    clearLocalCopy('p1');
    expect(readLocalCopy('p1')).toBeNull();
  });

  test('is offered back only when it differs from what the form opens with and is not older than the server’s version', () => {
    const now = Date.now();
    writeLocalCopy('p2', values('Typed later'), 'p2', now);
    expect(copyToOffer('p2', values('Server title'), now - 60_000)?.values.postTitle).toBe('Typed later');
    // The same as the server's: nothing to offer.
    expect(copyToOffer('p2', values('Typed later'), now - 60_000)).toBeNull();
    // The server changed it well after this copy (someone else, or this person elsewhere).
    expect(copyToOffer('p2', values('Server title'), now + 10 * 60_000)).toBeNull();
  });

  test('ignores what is not a copy (forged or damaged storage) and drops copies older than 14 days', () => {
    localStorage.setItem('bcf.postDraft.p3', '{not json');
    expect(readLocalCopy('p3')).toBeNull();
    localStorage.setItem('bcf.postDraft.p3', JSON.stringify({ values: { postTitle: 1 }, savedAt: 5 }));
    expect(readLocalCopy('p3')).toBeNull();
    localStorage.setItem('bcf.postDraft.p3', JSON.stringify({ values: { ...values('x'), contentSections: [{ sectionTitle: 1 }] }, savedAt: 5 }));
    expect(readLocalCopy('p3')).toBeNull();
    writeLocalCopy('p4', values('Old'), 'p4', 1_000);
    expect(readLocalCopy('p4', 1_000 + 15 * DAY)).toBeNull();
    expect(localStorage.getItem('bcf.postDraft.p4')).toBeNull();
  });
});

describe('what an autosave sends', () => {
  test('the texts as typed; a video link only once it is one; a draft needs a title', () => {
    const form = values('  Open day ', {
      contentTitle: ' Half a text',
      contentSections: [{ sectionTitle: '', paragraph1: '', paragraph2: '' }],
      youtube_Url: 'www.youtu',
    });
    expect(draftInput(form)).toEqual({
      title: 'Open day',
      content: 'Half a text',
      contentSections: [{ sectionTitle: '', paragraph1: '', paragraph2: null }],
      // Every language version, empty ones telling the server the post has none.
      translations: [
        { language: 'rw', title: '', content: '', contentSections: [] },
        { language: 'fr', title: '', content: '', contentSections: [] },
      ],
    });
    expect(draftInput({ ...form, youtube_Url: 'not a link' })).not.toHaveProperty('youtube_video_url');
    expect(draftInput({ ...form, youtube_Url: '' })).toMatchObject({ youtube_video_url: null });
    expect(draftInput({ ...form, youtube_Url: 'https://www.youtube.com/watch?v=iG9CE55wbtY', postCategory: 'Events' })).toMatchObject({
      youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
      category: 'Events',
    });
    expect(saveableDraft(values('   '))).toBe(false);
    expect(saveableDraft(values('A'))).toBe(true);
  });
});
