import type { ContentRecord } from '../../../shared/siteContent/schema.ts';

export const contact: ContentRecord = {
  "email": "",
  "phone": "",
  "postalAddress": "",
  "facebook": "",
  "instagram": "",
  "x": "",
  "linkedin": "",
  "youtube": ""
};
