// The one map of the API: each feature's resolvers (server/<feature>/resolvers.ts), joined type by
// type. A field answered by two features is a mistake, refused when the server starts.
import { auditResolvers } from '../audit/resolvers.ts';
import { bounceResolvers } from '../bounces/resolvers.ts';
import { contactResolvers } from '../contact/resolvers.ts';
import { givingResolvers } from '../giving/resolvers.ts';
import { insightsResolvers } from '../insights/resolvers.ts';
import { postResolvers } from '../posts/resolvers.ts';
import { siteContentResolvers } from '../siteContent/resolvers.ts';
import { staffResolvers } from '../staff/resolvers.ts';
import { subscriberResolvers } from '../subscribers/resolvers.ts';
import { imageFields, siteContentFields } from './imageAddresses.ts';
import type { Resolvers } from './resolvers.generated.ts';
import { Timestamp } from './timestamp.ts';

type Fields = Record<string, unknown>;

/** The features' resolvers as one map, each type's fields gathered from every feature that answers some. */
function joinResolvers(...parts: Record<string, Fields>[]): Record<string, Fields> {
  const joined: Record<string, Fields> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      const into = (joined[type] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in into) throw new Error(`${type}.${field} is answered twice`);
        into[field] = resolver;
      }
    }
  }
  return joined;
}

export const resolvers: Resolvers = {
  Timestamp,
  ...(joinResolvers(
    postResolvers,
    subscriberResolvers,
    contactResolvers,
    staffResolvers,
    auditResolvers,
    siteContentResolvers,
    givingResolvers,
    insightsResolvers,
    bounceResolvers,
    { Image: imageFields, SiteContent: siteContentFields },
  ) as Resolvers),
};
