import type { PostFields } from '../posts/index.ts';
import type { SceneName } from './scenes.ts';

/** `scenes`: the post's pictures, the main one first; all of them make its gallery. */
type SamplePost = Omit<PostFields, 'image_url' | 'image_urls'> & { daysAgo: number; scenes: SceneName[] };

/** What a new installation shows before staff publish anything of their own. */
export const SAMPLE_POSTS: SamplePost[] = [
  {
    daysAgo: 3,
    scenes: ['graduation', 'classroom', 'green-hills'],
    category: 'Celebrations',
    title: 'Graduation day for our first scholars',
    content:
      'Twelve students supported by the foundation since 2022 finished secondary school this year, and their families joined us to celebrate.',
    youtube_video_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
    contentSections: [
      {
        sectionTitle: 'A day of pride',
        paragraph1:
          'Parents travelled from Nyamagabe and Gisagara to see their children receive certificates. Several of them had never set foot in a school hall before.',
        paragraph2:
          'Each graduate spoke for a minute about what they want to study next. Medicine, civil engineering and teaching were the favourites.',
      },
      {
        sectionTitle: 'What comes next',
        paragraph1:
          'Our mentors will keep meeting the graduates every month while they apply to universities and technical colleges.',
        paragraph2: null,
      },
    ],
  },
  {
    daysAgo: 9,
    scenes: ['meeting', 'classroom', 'digital-skills', 'sapling'],
    category: 'Events',
    title: 'Career guidance workshop in Huye',
    content:
      'More than eighty ordinary-level students spent a Saturday meeting engineers, nurses, accountants and entrepreneurs who answered their questions about work.',
    youtube_video_url: 'https://youtu.be/H14bBuluwB8',
    contentSections: [
      {
        sectionTitle: 'Meeting professionals',
        paragraph1:
          'Students rotated between tables in groups of eight, asking each guest how they chose their path and what a normal working day looks like.',
        paragraph2:
          'Many said it was the first time anyone had explained which subjects lead to which careers.',
      },
      {
        sectionTitle: 'Choosing combinations',
        paragraph1:
          'In the afternoon our volunteers helped each student write down the subject combination they will choose for advanced level, and why.',
        paragraph2: null,
      },
    ],
  },
  {
    daysAgo: 15,
    scenes: ['green-hills', 'sapling', 'classroom'],
    category: 'Stories',
    title: 'Aline wants to build bridges',
    content:
      'Aline walked eleven kilometres to school every day. With a bicycle and school fees from the foundation, she is now top of her class in mathematics.',
    youtube_video_url: null,
    contentSections: [
      {
        sectionTitle: 'The long walk',
        paragraph1:
          'Before joining the programme Aline left home at five in the morning and often arrived too tired to follow the first lessons.',
        paragraph2: 'Her mother sells vegetables at the market and could not pay the fees for the second term.',
      },
      {
        sectionTitle: 'A mentor who listens',
        paragraph1:
          'Her mentor, a civil engineer in Kigali, calls her every two weeks. Together they planned her revision for the national examinations.',
        paragraph2: null,
      },
    ],
  },
  {
    daysAgo: 21,
    scenes: ['meeting', 'green-hills', 'sapling'],
    category: 'Meetings',
    title: 'Parents and mentors meet in Nyanza',
    content:
      'Once a term we bring parents, mentors and students together to agree on goals for the months ahead and to hear what families need.',
    youtube_video_url: null,
    contentSections: [
      {
        sectionTitle: 'Listening to families',
        paragraph1:
          'Parents asked for help with school materials before the start of term rather than after, and we changed our calendar to match.',
        paragraph2: null,
      },
      {
        sectionTitle: 'Goals for the term',
        paragraph1: 'Every student left with three written goals signed by their mentor and a parent.',
        paragraph2: 'We will review them together at the next meeting.',
      },
    ],
  },
  {
    daysAgo: 30,
    scenes: ['digital-skills', 'classroom', 'meeting'],
    category: 'Events',
    title: 'Digital literacy week',
    content:
      'Forty students learned to type, search the web safely, write a CV and send their first e-mail during a week of hands-on computer lessons.',
    youtube_video_url: 'https://www.youtube.com/watch?v=H14bBuluwB8&t=30s',
    contentSections: [
      {
        sectionTitle: 'From zero to a first e-mail',
        paragraph1:
          'Most participants had never used a computer. By Friday every one of them had written a short CV and sent it to their mentor.',
        paragraph2: null,
      },
    ],
  },
  {
    daysAgo: 38,
    scenes: ['graduation', 'meeting', 'green-hills', 'sapling'],
    category: 'Celebrations',
    title: 'Three years of Build Career Foundation',
    content:
      'Founded in 2022 by two students from a rural district, the foundation celebrated three years of mentoring with the students who made it possible.',
    youtube_video_url: null,
    contentSections: [
      {
        sectionTitle: 'Where it started',
        paragraph1:
          'Our founders’ story began in 2011, when they themselves struggled to find guidance about what to study after ordinary level.',
        paragraph2:
          'Today the foundation supports students with mentorship, school fees and materials, digital skills and safe spaces.',
      },
      {
        sectionTitle: 'Thank you',
        paragraph1: 'To every donor, mentor and volunteer: this celebration was yours too.',
        paragraph2: null,
      },
    ],
  },
  {
    daysAgo: 45,
    scenes: ['sapling', 'classroom', 'green-hills'],
    category: 'Stories',
    title: 'Jean Claude, future nurse',
    content:
      'Jean Claude nearly dropped out in senior two when his family could no longer pay fees. Today he volunteers at a health centre during the holidays.',
    youtube_video_url: 'https://youtu.be/iG9CE55wbtY',
    contentSections: [
      {
        sectionTitle: 'Staying in school',
        paragraph1:
          'Thirteen and a half percent of high school students drop out, most for financial reasons. Jean Claude was almost one of them.',
        paragraph2: null,
      },
      {
        sectionTitle: 'Learning by helping',
        paragraph1:
          'His mentor arranged a holiday placement at the local health centre, where he helps nurses weigh babies and record vaccinations.',
        paragraph2: 'He says the experience convinced him that nursing is his calling.',
      },
    ],
  },
  {
    daysAgo: 52,
    scenes: ['meeting', 'digital-skills', 'graduation'],
    category: 'Meetings',
    title: 'Advisory team planning session',
    content:
      'The advisory team met to review the year’s results, agree on the selection criteria for new students and plan next year’s workshops.',
    youtube_video_url: null,
    contentSections: [
      {
        sectionTitle: 'Selection criteria',
        paragraph1:
          'Support goes to students with academic excellence from disadvantaged backgrounds. The team agreed to add a home visit to every application.',
        paragraph2: null,
      },
      {
        sectionTitle: 'Next year',
        paragraph1: 'Two career workshops, one digital literacy week and a leadership camp are planned.',
        paragraph2: null,
      },
    ],
  },
  {
    daysAgo: 60,
    scenes: ['sapling', 'meeting', 'green-hills'],
    category: 'Events',
    title: 'Life skills camp for girls',
    content:
      'A three-day camp on confidence, financial literacy and health gave thirty girls a safe space to learn and to ask the questions that matter to them.',
    youtube_video_url: null,
    contentSections: [
      {
        sectionTitle: 'Safe spaces',
        paragraph1:
          'Sessions were led by women professionals and covered saving money, menstrual health and speaking in public.',
        paragraph2: 'Every girl received a kit of sanitary products and school materials.',
      },
    ],
  },
];
