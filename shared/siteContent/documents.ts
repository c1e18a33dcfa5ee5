// The public read of a section of the foundation's words (server/graphql/schema.graphql, siteContent),
// written tight: every page that shows content carries it.
export const SITE_CONTENT = 'query siteContent($section:String!,$language:Language){siteContent(section:$section,language:$language){section content}}';
