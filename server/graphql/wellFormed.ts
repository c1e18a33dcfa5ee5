// What GraphQL decodes itself, after the HTTP layer has checked the request as it came
// (server/plugins/app/wellFormedInput.ts): variables given as JSON text in a GET's query string, and
// a document's literals (mercurius also takes a document as JSON of its syntax tree, where a string
// escape can make an unpaired surrogate the HTTP layer never saw). Either is refused as BAD_USER_INPUT
// before any resolver runs.
import { Kind, visit, type DocumentNode } from 'graphql';
import { malformedText, refuseMalformedText } from '../core/wellFormedText.ts';

/** Documents whose literals are all well-formed: mercurius hands the same parsed document to each request that sends it. */
const checkedDocuments = new WeakSet<DocumentNode>();

export function refuseMalformedGraphqlText(document: DocumentNode, variables: Record<string, unknown> | undefined): void {
  refuseMalformedText(variables ?? {}, 'variables');
  if (checkedDocuments.has(document)) return;
  let malformed = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (!node.value.isWellFormed()) malformed = true;
    },
  });
  if (malformed) throw malformedText('a string in the query');
  checkedDocuments.add(document);
}
