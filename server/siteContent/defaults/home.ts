import type { ContentRecord } from '../../../shared/siteContent/schema.ts';

export const home: ContentRecord = {
  "mission": {
    "en": "We mentor and fund bright students from disadvantaged backgrounds in Rwanda, so that talent, not money, decides how far they go.",
    "rw": "Tuba hafi kandi dutera inkunga abanyeshuri b’abahanga bo mu miryango itishoboye mu Rwanda, kugira ngo ubuhanga, aho kuba amafaranga, ari bwo bugena aho bazagera.",
    "fr": "Nous accompagnons et finançons des élèves brillants issus de milieux défavorisés au Rwanda, pour que ce soit le talent, et non l’argent, qui décide jusqu’où ils iront."
  },
  "noticeTitle": {
    "en": "IMPORTANT NOTICE",
    "rw": "ITANGAZO RY’INGENZI",
    "fr": "AVIS IMPORTANT"
  },
  "notice": {
    "en": "Our support goes to students with academic excellence from disadvantaged backgrounds: bright learners whose families cannot pay for their schooling.",
    "rw": "Inkunga yacu igenerwa abanyeshuri b’indashyikirwa mu masomo bo mu miryango itishoboye: abanyeshuri b’abahanga imiryango yabo idashobora kubishyurira amashuri.",
    "fr": "Notre soutien va aux élèves d’excellence scolaire issus de milieux défavorisés : des élèves brillants dont les familles ne peuvent pas payer la scolarité."
  },
  "cards": [
    {
      "key": "who-we-are",
      "title": {
        "en": "Who We Are",
        "rw": "Abo Turi Bo",
        "fr": "Qui sommes-nous"
      },
      "text": {
        "en": "Meet the people behind the foundation and read how it all began.",
        "rw": "Menya abantu bari inyuma y’umuryango kandi usome uko byose byatangiye.",
        "fr": "Découvrez les personnes qui font vivre la fondation et comment tout a commencé."
      }
    },
    {
      "key": "impact",
      "title": {
        "en": "Impact",
        "rw": "Umusaruro",
        "fr": "Impact"
      },
      "text": {
        "en": "See what mentorship, school fees and training change for our students.",
        "rw": "Reba icyo ubujyanama, amafaranga y’ishuri n’amahugurwa bihindura ku banyeshuri bacu.",
        "fr": "Voyez ce que le mentorat, les frais de scolarité et les formations changent pour nos élèves."
      }
    }
  ]
};
