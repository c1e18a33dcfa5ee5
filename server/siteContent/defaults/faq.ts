import type { ContentRecord } from '../../../shared/siteContent/schema.ts';

export const faq: ContentRecord = {
  "items": [
    {
      "key": "who",
      "question": {
        "en": "Who can receive support from the foundation?",
        "rw": "Ni bande bashobora guhabwa inkunga n’umuryango?",
        "fr": "Qui peut recevoir le soutien de la fondation ?"
      },
      "answer": {
        "en": "Students with academic excellence from disadvantaged backgrounds in Rwanda, chosen with their schools and families.",
        "rw": "Abanyeshuri b’indashyikirwa mu masomo bo mu miryango itishoboye mu Rwanda, batoranywa ku bufatanye n’amashuri yabo n’imiryango yabo.",
        "fr": "Des élèves d’excellence scolaire issus de milieux défavorisés au Rwanda, choisis avec leurs écoles et leurs familles."
      }
    },
    {
      "key": "what",
      "question": {
        "en": "What kind of support do students get?",
        "rw": "Ni iyihe nkunga abanyeshuri bahabwa?",
        "fr": "Quel soutien les élèves reçoivent-ils ?"
      },
      "answer": {
        "en": "Mentorship, help with school fees and materials, workshops, digital literacy and life-skills training, and safe spaces to learn.",
        "rw": "Ubujyanama, ubufasha mu mafaranga y’ishuri n’ibikoresho, amahugurwa, kwiga ikoranabuhanga n’ubumenyi ngiro bw’ubuzima, n’ahantu hatekanye ho kwigira.",
        "fr": "Du mentorat, une aide pour les frais de scolarité et les fournitures, des ateliers, des formations au numérique et aux compétences de vie, et des espaces sûrs pour apprendre."
      }
    },
    {
      "key": "mentor",
      "question": {
        "en": "How can I become a mentor?",
        "rw": "Nakora iki ngo mbe umujyanama?",
        "fr": "Comment devenir mentor ?"
      },
      "answer": {
        "en": "Write to us through the Contact page with a few words about your work; we will call you back.",
        "rw": "Twandikire unyuze ku rupapuro Twandikire, utubwire muri make ibyerekeye akazi kawe; tuzaguhamagara.",
        "fr": "Écrivez-nous depuis la page Contact en quelques mots sur votre métier ; nous vous rappellerons."
      }
    },
    {
      "key": "donate",
      "question": {
        "en": "How can I donate?",
        "rw": "Natanga inkunga nte?",
        "fr": "Comment faire un don ?"
      },
      "answer": {
        "en": "The Donate page lists every way to give: bank transfer, cash, card and MTN Mobile Money, as well as gifts in kind.",
        "rw": "Urupapuro Tanga Inkunga rugaragaza uburyo bwose bwo gutanga: kohereza kuri banki, mu ntoki, ku ikarita no kuri MTN Mobile Money, ndetse n’impano z’ibintu.",
        "fr": "La page Faire un don présente toutes les façons de donner : virement bancaire, espèces, carte et MTN Mobile Money, ainsi que les dons en nature."
      }
    },
    {
      "key": "news",
      "question": {
        "en": "How do I follow the foundation’s activities?",
        "rw": "Nakurikira nte ibikorwa by’umuryango?",
        "fr": "Comment suivre les activités de la fondation ?"
      },
      "answer": {
        "en": "The Activities page shows our events, meetings, stories and celebrations, and you can subscribe on the home page.",
        "rw": "Urupapuro Ibikorwa rugaragaza ibikorwa byacu, inama, inkuru n’ibirori, kandi ushobora kwiyandikisha ku rupapuro rw’itangiriro.",
        "fr": "La page Activités présente nos événements, nos réunions, nos histoires et nos célébrations, et vous pouvez vous abonner sur la page d’accueil."
      }
    }
  ]
};
