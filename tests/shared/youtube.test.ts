import { describe, expect, test } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from '../../shared/youtube.ts';

describe('the video id of a post link', () => {
  test.each([
    ['a watch?v= link', 'https://www.youtube.com/watch?v=iG9CE55wbtY', 'iG9CE55wbtY'],
    ['a watch link without www', 'https://youtube.com/watch?v=iG9CE55wbtY', 'iG9CE55wbtY'],
    ['a mobile watch link', 'https://m.youtube.com/watch?v=iG9CE55wbtY', 'iG9CE55wbtY'],
    ['a youtu.be short link', 'https://youtu.be/H14bBuluwB8', 'H14bBuluwB8'],
    ['a youtu.be link with a trailing slash', 'https://youtu.be/H14bBuluwB8/', 'H14bBuluwB8'],
    ['an embed link', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['a privacy-enhanced embed link', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['a shorts link', 'https://www.youtube.com/shorts/a-b_c1D2e3F', 'a-b_c1D2e3F'],
    ['watch?v= with a start time and a list', 'https://www.youtube.com/watch?v=iG9CE55wbtY&t=42s&list=PL123', 'iG9CE55wbtY'],
    ['v= after other parameters', 'https://www.youtube.com/watch?feature=share&v=iG9CE55wbtY', 'iG9CE55wbtY'],
    ['youtu.be with a share parameter', 'https://youtu.be/H14bBuluwB8?si=AbCdEfGh12345', 'H14bBuluwB8'],
    ['an embed link with parameters and a fragment', 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0#t=10', 'dQw4w9WgXcQ'],
    ['a link with spaces around it', '  https://youtu.be/H14bBuluwB8  ', 'H14bBuluwB8'],
    ['a plain http link', 'http://www.youtube.com/watch?v=iG9CE55wbtY', 'iG9CE55wbtY'],
  ])('reads the id from %s', (_, link, id) => {
    expect(youtubeVideoId(link)).toBe(id);
  });

  test.each([
    ['no link', null],
    ['an empty link', ''],
    ['words, not a link', 'not a video'],
    ['a bare id without a link', 'iG9CE55wbtY'],
    ['a v= value that is too short', 'https://www.youtube.com/watch?v=short'],
    ['a v= value that is too long', 'https://www.youtube.com/watch?v=iG9CE55wbtYX'],
    ['a v= value with forbidden characters', 'https://www.youtube.com/watch?v=iG9CE55<b>Y'],
    ['an empty v= value', 'https://www.youtube.com/watch?v='],
    ['a channel page', 'https://www.youtube.com/@buildcareer'],
    ['the site root', 'https://www.youtube.com/'],
    ['a javascript: link', 'javascript:alert(1)//iG9CE55wbtY'],
    ['a data: link', 'data:text/html,iG9CE55wbtY'],
  ])('finds no id in %s', (_, link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });
});

test('embeds from the privacy-enhanced host', () => {
  expect(youtubeEmbedUrl('iG9CE55wbtY')).toBe('https://www.youtube-nocookie.com/embed/iG9CE55wbtY');
});
