import type { ContentRecord } from '../../../shared/siteContent/schema.ts';

export const whoWeAre: ContentRecord = {
  "mission": {
    "en": "The Build Career Foundation mentors and funds bright students from disadvantaged backgrounds in Rwanda, so that talent, not money, decides how far they go.",
    "rw": "Build Career Foundation iba hafi kandi igatera inkunga abanyeshuri b’abahanga bo mu miryango itishoboye mu Rwanda, kugira ngo ubuhanga, aho kuba amafaranga, ari bwo bugena aho bazagera.",
    "fr": "La Build Career Foundation accompagne et finance des élèves brillants issus de milieux défavorisés au Rwanda, pour que ce soit le talent, et non l’argent, qui décide jusqu’où ils iront."
  },
  "statistics": [
    {
      "key": "statistic-1",
      "value": {
        "en": "90%",
        "rw": "90%",
        "fr": "90 %"
      },
      "label": {
        "en": "of ordinary-level students lack career guidance.",
        "rw": "by’abanyeshuri bo mu cyiciro rusange ntibabona ubujyanama ku mwuga.",
        "fr": "des élèves du tronc commun n’ont aucune orientation professionnelle."
      }
    },
    {
      "key": "statistic-2",
      "value": {
        "en": "97%",
        "rw": "97%",
        "fr": "97 %"
      },
      "label": {
        "en": "of employees in top organizations were never guided in high school.",
        "rw": "by’abakozi bo mu bigo bikomeye ntibigeze bayoborwa mu mashuri yisumbuye.",
        "fr": "des employés des grandes organisations n’ont jamais été orientés au lycée."
      }
    },
    {
      "key": "statistic-3",
      "value": {
        "en": "13.5%",
        "rw": "13,5%",
        "fr": "13,5 %"
      },
      "label": {
        "en": "of high school students drop out, mainly for financial reasons.",
        "rw": "by’abanyeshuri bo mu mashuri yisumbuye bata ishuri, ahanini kubera ubushobozi buke.",
        "fr": "des lycéens abandonnent l’école, surtout pour des raisons financières."
      }
    },
    {
      "key": "statistic-4",
      "value": {
        "en": "90%",
        "rw": "90%",
        "fr": "90 %"
      },
      "label": {
        "en": "of those who drop out are bright learners from underprivileged backgrounds.",
        "rw": "by’abata ishuri ni abanyeshuri b’abahanga bo mu miryango itishoboye.",
        "fr": "de ceux qui abandonnent sont des élèves brillants issus de milieux défavorisés."
      }
    }
  ],
  "story": [
    {
      "key": "paragraph-1",
      "text": {
        "en": "Our story began in 2011, when two students from a rural district discovered how far guidance and a little help could take them.",
        "rw": "Amateka yacu yatangiye mu 2011, ubwo abanyeshuri babiri bo mu karere k’icyaro bavumburaga aho ubujyanama n’ubufasha buke bishobora kugeza umuntu.",
        "fr": "Notre histoire a commencé en 2011, quand deux élèves d’un district rural ont découvert jusqu’où l’orientation et un peu d’aide pouvaient les mener."
      }
    },
    {
      "key": "paragraph-2",
      "text": {
        "en": "In 2022 they founded the Build Career Foundation to give other bright students the same chance. Today we support students with:",
        "rw": "Mu 2022 bashinze Build Career Foundation kugira ngo n’abandi banyeshuri b’abahanga babone amahirwe nk’ayo. Uyu munsi dufasha abanyeshuri binyuze muri:",
        "fr": "En 2022, ils ont créé la Build Career Foundation pour offrir la même chance à d’autres élèves brillants. Aujourd’hui, nous soutenons les élèves par :"
      }
    }
  ],
  "offerings": [
    {
      "key": "offering-1",
      "text": {
        "en": "Mentorship from professionals who guide each student’s career choices.",
        "rw": "Ubujyanama butangwa n’abanyamwuga bayobora buri munyeshuri mu guhitamo umwuga.",
        "fr": "le mentorat de professionnels qui guident les choix de carrière de chaque élève ;"
      }
    },
    {
      "key": "offering-2",
      "text": {
        "en": "Financial help with school fees, materials and workshops.",
        "rw": "Inkunga y’amafaranga y’ishuri, ibikoresho n’amahugurwa.",
        "fr": "une aide financière pour les frais de scolarité, les fournitures et les ateliers ;"
      }
    },
    {
      "key": "offering-3",
      "text": {
        "en": "Digital literacy and life-skills training.",
        "rw": "Amahugurwa ku ikoranabuhanga no ku bumenyi ngiro bw’ubuzima.",
        "fr": "des formations au numérique et aux compétences de vie ;"
      }
    },
    {
      "key": "offering-4",
      "text": {
        "en": "Safe spaces where students can learn and grow.",
        "rw": "Ahantu hatekanye abanyeshuri bashobora kwigira no gukurira.",
        "fr": "des espaces sûrs où les élèves peuvent apprendre et grandir."
      }
    }
  ]
};
