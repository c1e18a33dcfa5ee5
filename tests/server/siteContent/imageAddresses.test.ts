// The site content's images as readers get them: absolute on the site's origin, like every image
// address the API hands out, while the editor reads and writes them as the stored paths.
import { beforeAll, describe, expect, test } from 'vitest';
import { SITE_CONTENT } from '../../../shared/siteContent/documents.ts';
import { parseUploadUrl, uploadUrl } from '../../../shared/images.ts';
import { databasesOf } from '../../kit/databases.ts';
import { INJECTED_ORIGIN } from '../../kit/origin.ts';
import { withServer } from '../../kit/withServer.ts';
import { solidImage, upload } from '../../kit/imageFixtures.ts';

const SECTION = 'query ($section: String!) { siteSection(section: $section) { version published } }';
const PUBLISH = `mutation ($section: String!, $content: String!, $version: Int!) {
  publishSiteSection(section: $section, content: $content, version: $version) { version published } }`;

interface Area {
  image: { src: string; width: number; height: number };
}

describe.each(databasesOf(import.meta.url))('site content images on $name', (kind) => {
  const server = withServer(kind, { seed: false });
  let token: string;

  beforeAll(async () => {
    token = await server.login();
  });

  const read = async (host?: string) => {
    const answer = await server.gql<{ siteContent: { content: string } }>(SITE_CONTENT, { section: 'impact' }, host ? { headers: { host } } : {});
    expect(answer.errors).toBeUndefined();
    return (JSON.parse(answer.data!.siteContent.content) as { areas: Area[] }).areas.map((area) => area.image.src);
  };

  test('a reader gets each image absolute on the site’s origin; the editor keeps the stored path', async () => {
    const answered = await upload(server, [{ bytes: await solidImage(800, 600, 'png'), name: 'area.png', type: 'image/png' }], token);
    const uploaded = parseUploadUrl((answered.body as { url: string }[])[0]!.url)!;
    const path = uploadUrl(uploaded.hash, 800, 600);
    const section = (await server.gql<{ siteSection: { version: number; published: string } }>(SECTION, { section: 'impact' }, token)).data!.siteSection;
    const content = JSON.parse(section.published) as { areas: Area[] };
    content.areas[0]!.image = { src: path, width: 800, height: 600 };
    const published = await server.gql(PUBLISH, { section: 'impact', content: JSON.stringify(content), version: section.version }, token);
    expect(published.errors).toBeUndefined();

    const shown = await read();
    expect(shown[0]).toBe(INJECTED_ORIGIN + path);
    expect(shown.slice(1).every((src) => src.startsWith(`${INJECTED_ORIGIN}/images/`))).toBe(true);
    expect((await read('bcf.example'))[0]).toBe(`http://bcf.example${path}`);
    const edited = (await server.gql<{ siteSection: { published: string } }>(SECTION, { section: 'impact' }, token)).data!.siteSection;
    expect((JSON.parse(edited.published) as { areas: Area[] }).areas[0]!.image.src).toBe(path);
    expect((await fetch(server.url + path)).status).toBe(200);
  });
});
