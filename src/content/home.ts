import { ROUTES } from '../../shared/routes.ts';

export const home = {
  headline: 'Guided choices, brighter futures.',
  question: 'Did you care today?',
  mission:
    'We mentor and fund bright students from disadvantaged backgrounds in Rwanda, so that talent, not money, decides how far they go.',
  learnMore: 'Learn More',
  learnMoreAbout: 'about who we are',
  contactUs: 'CONTACT US',
  noticeTitle: 'IMPORTANT NOTICE',
  notice:
    'Our support goes to students with academic excellence from disadvantaged backgrounds: bright learners whose families cannot pay for their schooling.',
  galleryTitle: 'Moments with our students',
  subscribeTitle: 'Get in Touch With Us',
  subscribeText: 'Hear about our activities, events and stories first.',
  cards: [
    {
      title: 'Who We Are',
      to: ROUTES.whoWeAre.path,
      text: 'Meet the people behind the foundation and read how it all began.',
    },
    {
      title: 'Impact',
      to: ROUTES.impact.path,
      text: 'See what mentorship, school fees and training change for our students.',
    },
  ],
};

export const contact = {
  heading: 'Contact',
  intro:
    'Questions, ideas, or would you like to mentor a student? Write to us and the Build Career Foundation team will answer as soon as it can.',
  fields: { name: 'Name', email: 'Email', message: 'Message' },
  submit: 'Submit',
};
