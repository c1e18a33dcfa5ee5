// The public read queries, as spec section 7 gives them (operation names and field selections).
// The app sends them; the server answers them into the pages that need them at once.

const SECTIONS = 'contentSections { sectionTitle paragraph1 paragraph2 }';
const IMAGE = '{ url filename }';

export const GET_ALL_POSTS = `query getAllPosts { getAllPosts { _id title content category ${SECTIONS}
  youtube_video_url image_url ${IMAGE} date_posted } }`;
export const GET_ONE_POST = `query getOnePost($id: ID!) { getOnePost(id: $id) { category title content ${SECTIONS}
  youtube_video_url image_url ${IMAGE} image_urls ${IMAGE} } }`;
