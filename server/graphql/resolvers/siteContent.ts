import type { MutationResolvers, QueryResolvers } from '../resolvers.generated.ts';
import { parseContent, sectionNamed, type SiteSectionEdit } from '../../siteContent/service.ts';
import { readLanguage } from '../../posts/languageArgument.ts';

const wire = (edit: SiteSectionEdit) => ({
  ...edit,
  published: JSON.stringify(edit.published),
  draft: edit.draft && JSON.stringify(edit.draft),
});

export const siteContentQueries: Pick<QueryResolvers, 'siteSection' | 'siteSectionPreview' | 'siteRevisions'> = {
  siteSection: async (_root, { section }, ctx) => {
    await ctx.require('site.edit');
    return wire(await ctx.siteContent.editor(sectionNamed(section)));
  },
  siteSectionPreview: async (_root, { section, language }, ctx) => {
    await ctx.require('site.edit');
    const name = sectionNamed(section);
    return { section: name, content: JSON.stringify(await ctx.siteContent.preview(name, readLanguage(language))) };
  },
  siteRevisions: async (_root, { section }, ctx) => {
    await ctx.require('site.edit');
    const revisions = await ctx.siteContent.revisions(sectionNamed(section));
    return revisions.map((revision) => ({ ...revision, content: JSON.stringify(revision.content), date: revision.createdAt }));
  },
};

export const siteContentMutations: Pick<MutationResolvers, 'saveSiteDraft' | 'publishSiteSection' | 'discardSiteDraft' | 'restoreSiteRevision'> = {
  saveSiteDraft: async (_root, { section, content, version }, ctx) => {
    const person = await ctx.require('site.edit');
    return wire(await ctx.siteContent.saveDraft(sectionNamed(section), parseContent(content), version, { person, client: ctx.client }));
  },
  publishSiteSection: async (_root, { section, content, version }, ctx) => {
    const person = await ctx.require('site.edit');
    return wire(await ctx.siteContent.publish(sectionNamed(section), parseContent(content), version, { person, client: ctx.client }));
  },
  discardSiteDraft: async (_root, { section, version }, ctx) => {
    const person = await ctx.require('site.edit');
    return wire(await ctx.siteContent.discard(sectionNamed(section), version, { person, client: ctx.client }));
  },
  restoreSiteRevision: async (_root, { section, id, version }, ctx) => {
    const person = await ctx.require('site.edit');
    return wire(await ctx.siteContent.restore(sectionNamed(section), id, version, { person, client: ctx.client }));
  },
};
