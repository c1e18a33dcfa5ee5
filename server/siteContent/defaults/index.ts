// The foundation's words as the site first shows them: each section's content on a database that
// has none yet (seeded at start, so the site reads as before until staff publish their own). The
// people, figures and numbers are placeholders the foundation replaces from "Site content".
import type { ContentRecord, SectionName } from '../../../shared/siteContent/schema.ts';
import { team } from './team.ts';
import { faq } from './faq.ts';
import { impact } from './impact.ts';
import { whoWeAre } from './whoWeAre.ts';
import { donate } from './donate.ts';
import { contact } from './contact.ts';
import { home } from './home.ts';

export const DEFAULT_CONTENT: Record<SectionName, ContentRecord> = { team, faq, impact, whoWeAre, donate, contact, home };
