// Site content (server/siteContent/): sections travel as JSON text, their names checked on the way in.
import type { MutationResolvers, QueryResolvers, Resolvers } from '../graphql/resolvers.generated.ts';
import { parseContent, sectionNamed, type SiteSectionEdit } from './service.ts';
import { readLanguage } from '../core/languageArgument.ts';
import { gated } from '../graphql/gated.ts';

const wire = (edit: SiteSectionEdit) => ({ ...edit, published: JSON.stringify(edit.published), draft: edit.draft && JSON.stringify(edit.draft) });

export const siteContentQueries = {
  siteSection: gated('site.edit', async ({ section }, ctx) => wire(await ctx.siteContent.editor(sectionNamed(section)))),
  siteSectionPreview: gated('site.edit', async ({ section, language }, ctx) => ({
    section: sectionNamed(section),
    content: JSON.stringify(await ctx.siteContent.preview(sectionNamed(section), readLanguage(language))),
  })),
  siteRevisions: gated('site.edit', async ({ section }, ctx) =>
    (await ctx.siteContent.revisions(sectionNamed(section))).map((revision) => ({ ...revision, content: JSON.stringify(revision.content), date: revision.createdAt })),
  ),
} satisfies QueryResolvers;

export const siteContentMutations = {
  saveSiteDraft: gated('site.edit', async ({ section, content, version }, ctx, person) => wire(await ctx.siteContent.saveDraft(sectionNamed(section), parseContent(content), version, { person, client: ctx.client }))),
  publishSiteSection: gated('site.edit', async ({ section, content, version }, ctx, person) => wire(await ctx.siteContent.publish(sectionNamed(section), parseContent(content), version, { person, client: ctx.client }))),
  discardSiteDraft: gated('site.edit', async ({ section, version }, ctx, person) => wire(await ctx.siteContent.discard(sectionNamed(section), version, { person, client: ctx.client }))),
  restoreSiteRevision: gated('site.edit', async ({ section, id, version }, ctx, person) => wire(await ctx.siteContent.restore(sectionNamed(section), id, version, { person, client: ctx.client }))),
} satisfies MutationResolvers;

/** The site content's part of the API. */
export const siteContentResolvers = { Query: siteContentQueries, Mutation: siteContentMutations } satisfies Resolvers;
