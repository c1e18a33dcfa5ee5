// The post documents, as the API contract gives them (operation names and field selections), each
// written once. The app sends them; the server answers the public reads into the pages that need
// them at once. `/* GraphQL */` marks them for the type generator (npm run codegen). The reads
// stay single operations without fragments: the server's read cache keeps only those.

export const GET_ALL_POSTS = /* GraphQL */ `query getAllPosts { getAllPosts { _id title content category
  contentSections { sectionTitle paragraph1 paragraph2 } youtube_video_url image_url { url filename } date_posted } }`;

// language: the reader's (left out in English); the answer's `language` says which the text is in.
export const GET_ONE_POST = /* GraphQL */ `query getOnePost($id: ID!, $language: Language) { getOnePost(id: $id, language: $language) {
  category title content contentSections { sectionTitle paragraph1 paragraph2 } youtube_video_url image_url { url filename }
  image_urls { url filename } language } }`;

/** What addPost and updatePost answer. */
export const POST_RESULT = /* GraphQL */ `fragment PostResult on Post { title content
  contentSections { sectionTitle paragraph1 paragraph2 } category image_url { url filename }
  image_urls { url filename } youtube_video_url _id date_posted }`;

export const ADD_POST = /* GraphQL */ `mutation addPost($input: PostInput!) { addPost(input: $input) { ...PostResult } }
${POST_RESULT}`;

export const UPDATE_POST = /* GraphQL */ `mutation updatePost($input: PostInputUpdate!) {
  updatePost(input: $input) { ...PostResult } }
${POST_RESULT}`;

export const DELETE_POST = /* GraphQL */ `mutation deletePost($id: ID!) { deletePost(input: $id) { isDeleted message } }`;
