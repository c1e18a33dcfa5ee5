// The site content's operations for the roles matrix (tests/server/staff/roles.test.ts): each needs site.edit.
import type { TestServer } from '../../kit/server.ts';

const SECTION = 'faq';
const EDIT = 'section version';

async function versionOf(server: TestServer): Promise<number> {
  return (await server.services.repos.siteContent.find(SECTION))!.version;
}

async function storedContent(server: TestServer): Promise<string> {
  return JSON.stringify((await server.services.repos.siteContent.find(SECTION))!.content);
}

const query = (document: string) => (server: TestServer, token: string | undefined) => server.gql(document, {}, token);

/** A write with the section's current version, so that only the role decides the answer. */
const write = (field: string, args: string, variables: (server: TestServer, id: string) => Promise<Record<string, unknown>>) =>
  async (server: TestServer, token: string | undefined, id: string) =>
    server.gql(`mutation ($section: String!, $version: Int!${args ? `, ${args}` : ''}) { ${field}(section: $section, version: $version${argList(args)}) { ${EDIT} } }`, {
      section: SECTION,
      version: await versionOf(server),
      ...(await variables(server, id)),
    }, token);

const argList = (args: string) => args.split(', ').filter(Boolean).map((arg) => `, ${arg.split(':')[0]!.slice(1)}: ${arg.split(':')[0]}`).join('');

/** A draft to discard: its section's content kept as the draft straight in the table. */
async function withDraft(server: TestServer): Promise<string> {
  const row = (await server.services.repos.siteContent.find(SECTION))!;
  const owner = (await server.services.db.query<{ id: string }>('SELECT id FROM users ORDER BY created_at LIMIT 1'))[0]!.id;
  await server.services.repos.siteContent.saveDraft(SECTION, row.content, owner);
  return '';
}

/** A revision to restore: the section's content kept as one. */
async function revision(server: TestServer): Promise<string> {
  const row = (await server.services.repos.siteContent.find(SECTION))!;
  await server.services.repos.siteContent.keepRevision(SECTION, row.content, null as unknown as string, 'PUBLISH');
  return (await server.services.repos.siteContent.revisions(SECTION))[0]!.id;
}

export const SITE_CONTENT_OPERATIONS = [
  { name: 'siteSection', field: 'siteSection', needs: 'site.edit', call: query(`query { siteSection(section: "${SECTION}") { ${EDIT} } }`) },
  { name: 'siteSectionPreview', field: 'siteSectionPreview', needs: 'site.edit', call: query(`query { siteSectionPreview(section: "${SECTION}", language: fr) { content } }`) },
  { name: 'siteRevisions', field: 'siteRevisions', needs: 'site.edit', call: query(`query { siteRevisions(section: "${SECTION}") { id } }`) },
  {
    name: 'saveSiteDraft', field: 'saveSiteDraft', needs: 'site.edit',
    call: write('saveSiteDraft', '$content: String!', async (server) => ({ content: await storedContent(server) })),
  },
  {
    name: 'publishSiteSection', field: 'publishSiteSection', needs: 'site.edit',
    call: write('publishSiteSection', '$content: String!', async (server) => ({ content: await storedContent(server) })),
  },
  { name: 'discardSiteDraft', field: 'discardSiteDraft', needs: 'site.edit', prepare: withDraft, call: write('discardSiteDraft', '', async () => ({})) },
  {
    name: 'restoreSiteRevision', field: 'restoreSiteRevision', needs: 'site.edit',
    prepare: revision,
    call: write('restoreSiteRevision', '$id: ID!', async (_server, id) => ({ id })),
  },
] as const;
