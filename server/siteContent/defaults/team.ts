import type { ContentRecord } from '../../../shared/siteContent/schema.ts';

export const team: ContentRecord = {
  "advisory": [
    {
      "key": "advisor-1",
      "name": "Aline Uwase",
      "photo": {
        "src": "/images/team-advisor-1.webp",
        "width": 320,
        "height": 320
      },
      "photoAlt": {
        "en": "Portrait of Aline Uwase",
        "rw": "Ifoto ya Aline Uwase",
        "fr": "Portrait de Aline Uwase"
      },
      "position": {
        "en": "Chief Advisor",
        "rw": "Umujyanama Mukuru",
        "fr": "Conseillère principale"
      },
      "bio": {
        "en": "An educator with fifteen years in Rwandan secondary schools, she guides our mentorship programme.",
        "rw": "Umurezi umaze imyaka cumi n’itanu mu mashuri yisumbuye yo mu Rwanda, ayobora gahunda yacu y’ubujyanama.",
        "fr": "Enseignante depuis quinze ans dans des écoles secondaires rwandaises, elle guide notre programme de mentorat."
      },
      "linkedin": "https://www.linkedin.com/"
    },
    {
      "key": "advisor-2",
      "name": "Patrick Habimana",
      "photo": {
        "src": "/images/team-advisor-2.webp",
        "width": 320,
        "height": 320
      },
      "photoAlt": {
        "en": "Portrait of Patrick Habimana",
        "rw": "Ifoto ya Patrick Habimana",
        "fr": "Portrait de Patrick Habimana"
      },
      "position": {
        "en": "Chief Advisor",
        "rw": "Umujyanama Mukuru",
        "fr": "Conseiller principal"
      },
      "bio": {
        "en": "A human-resources lead who helps students understand what employers look for.",
        "rw": "Umuyobozi ushinzwe abakozi ufasha abanyeshuri kumva icyo abakoresha bashaka.",
        "fr": "Responsable des ressources humaines, il aide les élèves à comprendre ce que recherchent les employeurs."
      },
      "linkedin": "https://www.linkedin.com/"
    }
  ],
  "management": [
    {
      "key": "manager-1",
      "name": "Eric Niyonzima",
      "photo": {
        "src": "/images/team-manager-1.webp",
        "width": 320,
        "height": 320
      },
      "photoAlt": {
        "en": "Portrait of Eric Niyonzima",
        "rw": "Ifoto ya Eric Niyonzima",
        "fr": "Portrait de Eric Niyonzima"
      },
      "position": {
        "en": "Chief Excecutive Officer",
        "rw": "Umuyobozi Mukuru",
        "fr": "Directeur général"
      },
      "bio": {
        "en": "Co-founder of the foundation, he turned his own search for guidance into a programme for others.",
        "rw": "Umwe mu bashinze umuryango, yahinduye urugendo rwe rwo gushaka ubujyanama gahunda ifasha abandi.",
        "fr": "Cofondateur de la fondation, il a fait de sa propre quête d’orientation un programme pour les autres."
      },
      "linkedin": "https://www.linkedin.com/"
    },
    {
      "key": "manager-2",
      "name": "Claudine Mukamana",
      "photo": {
        "src": "/images/team-manager-2.webp",
        "width": 320,
        "height": 320
      },
      "photoAlt": {
        "en": "Portrait of Claudine Mukamana",
        "rw": "Ifoto ya Claudine Mukamana",
        "fr": "Portrait de Claudine Mukamana"
      },
      "position": {
        "en": "Managing director",
        "rw": "Umuyobozi Ushinzwe Ibikorwa",
        "fr": "Directrice exécutive"
      },
      "bio": {
        "en": "Co-founder who runs the day-to-day work with schools, mentors and families.",
        "rw": "Umwe mu bashinze umuryango, ayobora imirimo ya buri munsi n’amashuri, abajyanama n’imiryango.",
        "fr": "Cofondatrice, elle dirige le travail quotidien avec les écoles, les mentors et les familles."
      },
      "linkedin": "https://www.linkedin.com/"
    },
    {
      "key": "manager-3",
      "name": "Samuel Ishimwe",
      "photo": {
        "src": "/images/team-manager-3.webp",
        "width": 320,
        "height": 320
      },
      "photoAlt": {
        "en": "Portrait of Samuel Ishimwe",
        "rw": "Ifoto ya Samuel Ishimwe",
        "fr": "Portrait de Samuel Ishimwe"
      },
      "position": {
        "en": "Developer",
        "rw": "Ukora Porogaramu",
        "fr": "Développeur"
      },
      "bio": {
        "en": "Builds and looks after the foundation’s website and digital literacy tools.",
        "rw": "Yubaka kandi akita ku rubuga rw’umuryango n’ibikoresho byawo byo kwigisha ikoranabuhanga.",
        "fr": "Il conçoit et entretient le site web de la fondation et ses outils d’initiation au numérique."
      },
      "linkedin": "https://www.linkedin.com/"
    }
  ]
};
