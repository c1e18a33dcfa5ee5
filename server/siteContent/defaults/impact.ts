import type { ContentRecord } from '../../../shared/siteContent/schema.ts';

export const impact: ContentRecord = {
  "areas": [
    {
      "key": "students",
      "title": {
        "en": "Empowering Exceptional Students",
        "rw": "Guteza Imbere Abanyeshuri b’Indashyikirwa",
        "fr": "Soutenir les élèves exceptionnels"
      },
      "items": [
        {
          "key": "students-1",
          "text": {
            "en": "School materials and uniforms for a full year.",
            "rw": "Ibikoresho by’ishuri n’impuzankano by’umwaka wose.",
            "fr": "Des fournitures scolaires et des uniformes pour toute une année."
          },
          "dolars": 100
        },
        {
          "key": "students-2",
          "text": {
            "en": "A term of school fees for a student at risk of dropping out.",
            "rw": "Amafaranga y’ishuri y’igihembwe ku munyeshuri ushobora guta ishuri.",
            "fr": "Un trimestre de frais de scolarité pour un élève menacé d’abandon."
          },
          "dolars": 240
        }
      ],
      "image": {
        "src": "/images/impact-students.webp",
        "width": 640,
        "height": 480
      },
      "imageAlt": {
        "en": "A top student receiving school materials",
        "rw": "Umunyeshuri w’indashyikirwa ahabwa ibikoresho by’ishuri",
        "fr": "Une excellente élève recevant des fournitures scolaires"
      }
    },
    {
      "key": "careers",
      "title": {
        "en": "Empowering Careers",
        "rw": "Kubaka Imyuga",
        "fr": "Construire des carrières"
      },
      "items": [
        {
          "key": "careers-1",
          "text": {
            "en": "One-to-one mentorship with a professional in the field a student dreams of.",
            "rw": "Ubujyanama bwihariye n’umunyamwuga wo mu mwuga umunyeshuri arota.",
            "fr": "Un mentorat individuel avec un professionnel du métier dont rêve l’élève."
          },
          "dolars": 200
        },
        {
          "key": "careers-2",
          "text": {
            "en": "Career-guidance workshops for a whole class of ordinary-level students.",
            "rw": "Amahugurwa y’ubujyanama ku mwuga ku ishuri ryose ry’icyiciro rusange.",
            "fr": "Des ateliers d’orientation professionnelle pour toute une classe du tronc commun."
          },
          "dolars": 340
        }
      ],
      "image": {
        "src": "/images/impact-careers.webp",
        "width": 640,
        "height": 480
      },
      "imageAlt": {
        "en": "Students meeting professionals at a career day",
        "rw": "Abanyeshuri bahura n’abanyamwuga ku munsi w’imyuga",
        "fr": "Des élèves rencontrant des professionnels lors d’une journée des métiers"
      }
    },
    {
      "key": "growth",
      "title": {
        "en": "Students Growth and Leadership",
        "rw": "Gukura no Kuyobora kw’Abanyeshuri",
        "fr": "Épanouissement et leadership des élèves"
      },
      "items": [
        {
          "key": "growth-1",
          "text": {
            "en": "Digital literacy training on computers students can practise with.",
            "rw": "Amahugurwa ku ikoranabuhanga kuri mudasobwa abanyeshuri bashobora kwitorezaho.",
            "fr": "Une formation au numérique sur des ordinateurs où les élèves peuvent s’exercer."
          },
          "dolars": 100
        },
        {
          "key": "growth-2",
          "text": {
            "en": "Life-skills and leadership camps during the school holidays.",
            "rw": "Ingando z’ubumenyi ngiro bw’ubuzima n’ubuyobozi mu biruhuko by’amashuri.",
            "fr": "Des camps de compétences de vie et de leadership pendant les vacances scolaires."
          },
          "dolars": 500
        }
      ],
      "image": {
        "src": "/images/impact-growth.webp",
        "width": 640,
        "height": 480
      },
      "imageAlt": {
        "en": "Students leading a group discussion",
        "rw": "Abanyeshuri bayobora ikiganiro mu itsinda",
        "fr": "Des élèves animant une discussion de groupe"
      }
    },
    {
      "key": "community",
      "title": {
        "en": "Community Impacts and Social Innovation",
        "rw": "Umusaruro ku Baturage n’Udushya mu Mibereho Myiza",
        "fr": "Impact communautaire et innovation sociale"
      },
      "items": [
        {
          "key": "community-1",
          "text": {
            "en": "Small business start-up kits for graduates who create jobs at home.",
            "rw": "Ibikoresho byo gutangiza imishinga mito ku barangije amashuri bahanga imirimo iwabo.",
            "fr": "Des kits de démarrage de petite entreprise pour les diplômés qui créent des emplois chez eux."
          },
          "dolars": 620
        },
        {
          "key": "community-2",
          "text": {
            "en": "Safe spaces where students meet, study and support each other.",
            "rw": "Ahantu hatekanye abanyeshuri bahurira, bakigira hamwe kandi bagafashanya.",
            "fr": "Des espaces sûrs où les élèves se retrouvent, étudient et s’entraident."
          },
          "dolars": 240
        }
      ],
      "image": {
        "src": "/images/impact-community.webp",
        "width": 640,
        "height": 480
      },
      "imageAlt": {
        "en": "Young people presenting a community project",
        "rw": "Urubyiruko rwerekana umushinga ugirira abaturage akamaro",
        "fr": "Des jeunes présentant un projet communautaire"
      }
    }
  ],
  "counters": [
    {
      "key": "students",
      "label": {
        "en": "Students supported",
        "rw": "Abanyeshuri bafashijwe",
        "fr": "Élèves soutenus"
      },
      "target": 1000
    },
    {
      "key": "mentors",
      "label": {
        "en": "Mentors",
        "rw": "Abajyanama",
        "fr": "Mentors"
      },
      "target": 8
    },
    {
      "key": "careers",
      "label": {
        "en": "Careers explored",
        "rw": "Imyuga yamenyekanye",
        "fr": "Métiers explorés"
      },
      "target": 120
    }
  ]
};
