// What a newsletter says besides its picture: the post's words, why the reader gets it,
// and where the foundation is; never so few words that spam filters take it for an image.
import { describe, expect, test } from 'vitest';
import { LIMITS } from '../../../shared/rules.ts';
import { FOUNDATION_POSTAL_ADDRESS } from '../../../server/mail/layout.ts';
import { subscriberLinks } from '../../../server/subscribers/links.ts';
import { newsletterContent } from '../../../server/subscribers/messages.ts';
import { RECIPIENT_PLACEHOLDER, UNSUBSCRIBE_PLACEHOLDER } from '../../../server/subscribers/newsletterSendsRepository.ts';
import type { PostRecord } from '../../../server/posts/repository.ts';
import { SAMPLE_POSTS } from '../../../server/seed/samplePosts.ts';
import { JWT_SECRET } from '../../kit/settings.ts';

const PUBLIC = 'https://bcf.example';
const ID = 'a1'.repeat(12);

/** The HTML as the worker sends it to one reader: their unsubscribe link and address in place. */
async function asSent(html: string): Promise<string> {
  const unsubscribe = await subscriberLinks(JWT_SECRET, PUBLIC).unsubscribeUrl('1');
  return html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribe).replaceAll(RECIPIENT_PLACEHOLDER, 'ab@example.org');
}

function post(fields: Partial<PostRecord>): PostRecord {
  const { daysAgo: _daysAgo, scenes: _scenes, ...sample } = SAMPLE_POSTS[0]!;
  return {
    ...sample,
    image_url: [{ url: `/uploads/${'b'.repeat(64)}.webp?w=1600&h=900`, filename: 'main.jpg' }],
    image_urls: [],
    _id: ID,
    date_posted: Date.UTC(2026, 10, 21, 9),
    user_id: null,
    status: 'PUBLISHED',
    publish_at: null,
    updated_at: 0,
    send_on_publish: false,
    send_approved_by: null,
    send_content_hash: null,
    translations: {},
    ...fields,
  };
}

describe('newsletterContent', () => {
  test('carries the category and date, the summary, every section title, why the reader gets it and the postal address', () => {
    const content = newsletterContent(PUBLIC, post({}), 'P.O. Box 1234, Kigali, Rwanda');
    const sample = SAMPLE_POSTS[0]!;
    for (const part of [content.html, content.text]) {
      expect(part).toContain('Celebrations · 21 November 2026');
      expect(part).toContain(sample.content);
      for (const section of sample.contentSections) {
        expect(part).toContain(section.sectionTitle);
        expect(part).toContain(section.paragraph1);
      }
      expect(part).toContain(`This e-mail was sent to ${RECIPIENT_PLACEHOLDER} because you subscribed to news from the Build Career Foundation on bcf.example and confirmed your address.`);
      expect(part).toContain('Build Career Foundation, P.O. Box 1234, Kigali, Rwanda');
      expect(part).toContain(`${PUBLIC}/ContactPage?ref=newsletter`);
      expect(part).toContain(UNSUBSCRIBE_PLACEHOLDER);
      expect(part).toContain(sample.youtube_video_url!);
    }
    expect(content.html).toContain(`<img src="${PUBLIC}/uploads/${'b'.repeat(64)}.jpg"`);
    expect(content.text).toContain(`https://wa.me/?text=${encodeURIComponent(`${sample.title} ${PUBLIC}/ActivityDetailsPage/${ID}`)}`);
    // Without a setting, the address the site's own texts give.
    expect(newsletterContent(PUBLIC, post({})).text).toContain(`Build Career Foundation, ${FOUNDATION_POSTAL_ADDRESS}`);
  });

  test('every sample post makes more than 3,200 bytes of HTML with its one picture (SpamAssassin HTML_IMAGE_ONLY_* stop there)', async () => {
    for (const { daysAgo: _daysAgo, scenes: _scenes, ...sample } of SAMPLE_POSTS) {
      const { html } = newsletterContent(PUBLIC, post(sample));
      expect(html.match(/<img\b/g), sample.title).toHaveLength(1);
      expect(Buffer.byteLength(await asSent(html)), sample.title).toBeGreaterThan(3200);
    }
  });

  test('a long post is written out as far as about 6,000 characters of sections; the titles of the rest are listed', () => {
    const paragraph = 'word '.repeat(LIMITS.paragraphMax / 5 - 1).trim();
    const sections = Array.from({ length: 5 }, (_, n) => ({ sectionTitle: `Part ${n + 1}`, paragraph1: paragraph, paragraph2: null }));
    const { html, text } = newsletterContent(PUBLIC, post({ contentSections: sections }));
    // The first section always, whatever its length; then none would fit.
    expect(text.split(paragraph)).toHaveLength(2);
    expect(text).toContain('Also in this story, on our website:\n\n- Part 2\n- Part 3\n- Part 4\n- Part 5');
    expect(html).toContain('<ul style="font-size:16px;line-height:1.5"><li>Part 2</li><li>Part 3</li><li>Part 4</li><li>Part 5</li></ul>');
    expect(Buffer.byteLength(html)).toBeLessThan(40_000);
  });

  test('links the latest other posts, at most three, never the post itself; with them even a one-line post passes 3,200 bytes', async () => {
    const recent = [
      { _id: ID, title: 'This very post' },
      { _id: 'b2'.repeat(12), title: 'Graduation <day>' },
      { _id: 'c3'.repeat(12), title: 'Workshop in Huye' },
      { _id: 'd4'.repeat(12), title: 'Aline builds bridges' },
      { _id: 'e5'.repeat(12), title: 'A fifth' },
    ];
    const short = post({ title: 'A note', content: 'A short note.', contentSections: [], youtube_video_url: null });
    const mark = '0123456789abcdef';
    const { html, text } = newsletterContent(PUBLIC, short, undefined, recent, 'en', mark);
    const ref = `ref=newsletter&nl=${mark}`;
    expect(text).toContain(
      `Recent stories\n\n- Graduation <day>: ${PUBLIC}/ActivityDetailsPage/${'b2'.repeat(12)}?${ref}\n- Workshop in Huye: ${PUBLIC}/ActivityDetailsPage/${'c3'.repeat(12)}?${ref}\n- Aline builds bridges: ${PUBLIC}/ActivityDetailsPage/${'d4'.repeat(12)}?${ref}\n\n`,
    );
    expect(html).toContain(`<li><a href="${PUBLIC}/ActivityDetailsPage/${'b2'.repeat(12)}?${ref.replace('&', '&amp;')}">Graduation &lt;day&gt;</a></li>`);
    expect(text).not.toContain('This very post');
    expect(text).not.toContain('A fifth');
    expect(Buffer.byteLength(await asSent(html))).toBeGreaterThan(3200);
    // Without other posts there is no such heading.
    expect(newsletterContent(PUBLIC, short).text).not.toContain('Recent stories');
  });

  test('titles, summaries and section texts are escaped in the HTML and in the WhatsApp link', () => {
    const hostile = '<script>alert(1)</script> & "quotes"';
    const { html } = newsletterContent(
      PUBLIC,
      post({ title: hostile, content: hostile, contentSections: [{ sectionTitle: hostile, paragraph1: hostile, paragraph2: null }] }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain(`https://wa.me/?text=${encodeURIComponent(hostile)}`);
  });
});
