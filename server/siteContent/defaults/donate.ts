import type { ContentRecord } from '../../../shared/siteContent/schema.ts';

export const donate: ContentRecord = {
  "accepted": [
    {
      "key": "kind-1",
      "text": {
        "en": "money",
        "rw": "amafaranga",
        "fr": "de l’argent"
      }
    },
    {
      "key": "kind-2",
      "text": {
        "en": "foodstuffs",
        "rw": "ibiribwa",
        "fr": "des denrées alimentaires"
      }
    },
    {
      "key": "kind-3",
      "text": {
        "en": "hygienic products and materials",
        "rw": "ibikoresho by’isuku",
        "fr": "des produits et articles d’hygiène"
      }
    },
    {
      "key": "kind-4",
      "text": {
        "en": "scholastic materials",
        "rw": "ibikoresho by’ishuri",
        "fr": "des fournitures scolaires"
      }
    },
    {
      "key": "kind-5",
      "text": {
        "en": "menstrual sanitary products",
        "rw": "ibikoresho by’isuku bikoreshwa mu gihe cy’imihango",
        "fr": "des protections périodiques"
      }
    },
    {
      "key": "kind-6",
      "text": {
        "en": "small business start-up kits",
        "rw": "ibikoresho byo gutangiza imishinga mito",
        "fr": "des kits de démarrage de petite entreprise"
      }
    },
    {
      "key": "kind-7",
      "text": {
        "en": "trainings",
        "rw": "amahugurwa",
        "fr": "des formations"
      }
    }
  ],
  "mobileMoneyNumber": "+250 7XX XXX XXX",
  "mobileMoneyCode": "XXXXXX",
  "bank": {
    "bankName": "",
    "accountName": "",
    "accountNumber": "",
    "swift": ""
  },
  "hours": {
    "en": "Monday to Friday, 8am to 5pm (Kigali time)",
    "rw": "Kuva ku wa Mbere kugeza ku wa Gatanu, saa mbiri za mu gitondo kugeza saa kumi n’imwe z’umugoroba (isaha y’i Kigali)",
    "fr": "Du lundi au vendredi, de 8 h à 17 h (heure de Kigali)"
  },
  "formLine": {
    "en": "Fill donation form here",
    "rw": "Uzuza ifishi yo gutanga inkunga hano",
    "fr": "Remplir le formulaire de don ici"
  },
  "mtnDial": "*182*8*1*{code}#",
  "airtelDial": ""
};
